import {
  MULTIPLE_KINDS,
  runMultiples,
  type TMultipleKind,
  type TMultipleResult,
  type TMultiplesSubject,
  type TStats,
} from '@app/valuation';
import {
  absolute,
  address,
  columnLetter,
  companyLabel,
  sheetRef,
  spreadsheetText,
  writeFormula,
  writeInput,
  writeLabel,
  writeSheetTitle,
} from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import type { TLabelKey } from '../labels/translate.js';
import { SHEETS } from '../layout.js';
import type { TWorkbookComps } from '../workbook-input.js';

export const MULTIPLE_LABELS: Record<TMultipleKind, string> = {
  pe_lyr: 'P/E LYR',
  pe_ttm: 'P/E TTM',
  pe_forward: 'P/E Forward',
  pb_lyr: 'P/B LYR',
  ps_lyr: 'P/S LYR',
  ps_ttm: 'P/S TTM',
  ps_forward: 'P/S Forward',
  ev_ebitda_lyr: 'EV/EBITDA LYR',
};

/** The subject's metric each multiple applies to, and how it is shown. */
const METRICS: Record<TMultipleKind, { key: keyof TMultiplesSubject; label: TLabelKey; isMoney: boolean }> = {
  pe_lyr: { key: 'epsLyr', label: 'comparables.epsLyr', isMoney: false },
  pe_ttm: { key: 'epsTtm', label: 'comparables.epsTtm', isMoney: false },
  pe_forward: { key: 'epsForward', label: 'comparables.epsForward', isMoney: false },
  pb_lyr: { key: 'bookValuePerShareLyr', label: 'comparables.bookValuePerShareLyr', isMoney: false },
  ps_lyr: { key: 'revenueLyr', label: 'comparables.revenueLyr', isMoney: true },
  ps_ttm: { key: 'revenueTtm', label: 'comparables.revenueTtm', isMoney: true },
  ps_forward: { key: 'revenueForward', label: 'comparables.revenueForward', isMoney: true },
  ev_ebitda_lyr: { key: 'ebitdaLyr', label: 'comparables.ebitdaLyr', isMoney: true },
};

const STATISTICS = [
  { key: 'mean', peer: 'comparables.peerMean', at: 'comparables.atMean', fn: 'AVERAGE' },
  { key: 'median', peer: 'comparables.peerMedian', at: 'comparables.atMedian', fn: 'MEDIAN' },
  { key: 'low', peer: 'comparables.peerLow', at: 'comparables.atLow', fn: 'MIN' },
  { key: 'high', peer: 'comparables.peerHigh', at: 'comparables.atHigh', fn: 'MAX' },
] as const;

const FIRST_MULTIPLE_COLUMN = 5;
const TABLE_ROW = 5;

/**
 * Comparables: the peers' multiples as of the valuation date (blue, each with its price date and
 * fiscal year), their mean, median, low and high over the meaningful (positive) values, and the
 * implied price per share at each statistic, all as formulas. Multiples no source has stay "n/a".
 */
export function buildComparables(context: TWorkbookContext, comps: TWorkbookComps): TImpliedPriceCells {
  const implied: TImpliedPriceCells = {};
  const { input, t } = context;
  const sheet = context.book.addWorksheet(SHEETS.comparables, {
    views: [{ state: 'frozen', xSplit: 2, ySplit: TABLE_ROW, showGridLines: false }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  });
  const company = companyLabel(input.company);
  writeSheetTitle(
    sheet,
    t('sheet.comparables'),
    input.company,
    t('comparables.units', { code: input.company.currency }),
  );
  sheet.getColumn(1).width = 40;
  sheet.getColumn(2).width = 34;
  sheet.getColumn(3).width = 11;
  sheet.getColumn(4).width = 14;
  MULTIPLE_KINDS.forEach((_, k) => {
    sheet.getColumn(FIRST_MULTIPLE_COLUMN + k).width = 14;
  });
  const headers = [
    t('comparables.ticker'),
    t('comparables.name'),
    t('comparables.price'),
    t('comparables.marketCap'),
    ...MULTIPLE_KINDS.map((kind) => MULTIPLE_LABELS[kind]),
  ];
  headers.forEach((title, index) => {
    const cell = sheet.getCell(TABLE_ROW, index + 1);
    cell.value = title;
    cell.font = { bold: true };
    cell.alignment = { horizontal: index < 2 ? 'left' : 'right' };
  });

  const firstPeerRow = TABLE_ROW + 1;
  comps.peers.forEach((peer, p) => {
    const row = firstPeerRow + p;
    sheet.getCell(row, 1).value = spreadsheetText(peer.ticker);
    sheet.getCell(row, 2).value = spreadsheetText(peer.name);
    const asOf = [
      peer.priceDate && t('comparables.priceOf', { date: peer.priceDate }),
      peer.fiscalYear && t('comparables.filingsOf', { year: peer.fiscalYear }),
    ];
    const note = `${peer.ticker}: ${asOf.filter(Boolean).join(', ') || t('comparables.asOfValuationDate')}`;
    if (peer.price !== null) writeInput(sheet, address(3, row), peer.price, 'perShare', note);
    if (peer.marketCap !== null) writeInput(sheet, address(4, row), peer.marketCap / context.scale, 'money');
    MULTIPLE_KINDS.forEach((kind, k) => {
      const value = peer.multiples[kind];
      const cell = address(FIRST_MULTIPLE_COLUMN + k, row);
      if (value === undefined || value === null || !Number.isFinite(value)) {
        writeInput(sheet, cell, 'n/a', 'text', comps.unavailable[kind] ?? t('comparables.notAvailable'));
        sheet.getCell(cell).alignment = { horizontal: 'right' };
      } else if (value <= 0) {
        writeInput(sheet, cell, 'n/m', 'text', t('comparables.notPositive', { value: value.toFixed(2) }));
        sheet.getCell(cell).alignment = { horizontal: 'right' };
      } else writeInput(sheet, cell, value, 'multiple', note);
    });
  });
  const lastPeerRow = firstPeerRow + Math.max(comps.peers.length, 1) - 1;

  const results = runMultiples({ subject: comps.subject, peers: comps.peers });
  if (!results.ok) throw new Error(results.error.message);
  const byKind = new Map(results.value.map((result) => [result.kind, result]));

  let row = lastPeerRow + 2;
  const statRow: Record<string, number> = {};
  for (const statistic of STATISTICS) {
    writeLabel(sheet, row, t(statistic.peer), { bold: true });
    statRow[statistic.key] = row;
    MULTIPLE_KINDS.forEach((kind, k) => {
      const column = FIRST_MULTIPLE_COLUMN + k;
      const letter = columnLetter(column);
      const range = `${letter}${firstPeerRow}:${letter}${lastPeerRow}`;
      const stats = byKind.get(kind)?.stats;
      writeFormula(
        sheet,
        address(column, row),
        // MIN and MAX of no numbers are 0, not an error: count first.
        `IF(COUNT(${range}),${statistic.fn}(${range}),"n/a")`,
        stats ? stats[statistic.key] : 'n/a',
        'multiple',
      );
    });
    row += 1;
  }

  row += 1;
  writeLabel(sheet, row, t('comparables.metricHeading', { company }), { bold: true });
  row += 1;
  const metricRow = row;
  const subject = comps.subject;
  MULTIPLE_KINDS.forEach((kind, k) => {
    const metric = { ...METRICS[kind], label: t(METRICS[kind].label) };
    const value = subject[metric.key] as number | undefined;
    const cell = address(FIRST_MULTIPLE_COLUMN + k, metricRow);
    if (value === undefined)
      writeInput(
        sheet,
        cell,
        'n/a',
        'text',
        comps.unavailable[kind] ?? t('comparables.metricNotAvailable', { metric: metric.label }),
      );
    else
      writeInput(
        sheet,
        cell,
        metric.isMoney ? value / context.scale : value,
        metric.isMoney ? 'money' : 'perShare',
        metric.label,
      );
  });
  writeLabel(sheet, metricRow, t('comparables.metric'));
  row += 1;
  writeLabel(sheet, row, t('comparables.shares'));
  writeInput(sheet, address(3, row), subject.shares / context.scale, 'shares');
  const shares = absolute(3, row);
  row += 1;
  const b = subject.bridge ?? {};
  const net =
    -(b.debt ?? 0) -
    (b.leases ?? 0) +
    (b.cash ?? 0) +
    (b.investments ?? 0) -
    (b.minorityInterest ?? 0) -
    (b.preferred ?? 0);
  writeLabel(sheet, row, t('comparables.bridge'));
  writeInput(sheet, address(3, row), net / context.scale, 'money', t('comparables.bridgeNote'));
  const bridge = absolute(3, row);
  row += 1;
  let priceCell: string | null = null;
  if (subject.price !== undefined) {
    writeLabel(sheet, row, t('comparables.currentPrice'));
    writeInput(sheet, address(3, row), subject.price, 'perShare');
    priceCell = absolute(3, row);
    row += 1;
  }

  row += 1;
  writeLabel(sheet, row, t('comparables.impliedPrice', { code: input.company.currency }), { bold: true });
  row += 1;
  for (const statistic of STATISTICS) {
    writeLabel(sheet, row, t(statistic.at));
    MULTIPLE_KINDS.forEach((kind, k) => {
      const column = FIRST_MULTIPLE_COLUMN + k;
      implied[kind] = { ...implied[kind], [statistic.key]: sheetRef(SHEETS.comparables, absolute(column, row)) };
      const m = address(column, statRow[statistic.key] as number);
      const metric = address(column, metricRow);
      const price = kind.startsWith('ps_')
        ? `${m}*${metric}/${shares}`
        : kind === 'ev_ebitda_lyr'
          ? `(${m}*${metric}+${bridge})/${shares}`
          : `${m}*${metric}`;
      writeFormula(
        sheet,
        address(column, row),
        `IF(AND(ISNUMBER(${m}),ISNUMBER(${metric})),IF(${metric}>0,${price},"n/m"),"n/a")`,
        impliedResult(byKind.get(kind), statistic.key),
        'perShare',
      );
    });
    row += 1;
  }
  if (priceCell) {
    writeLabel(sheet, row, t('comparables.upsideAtMedian'));
    MULTIPLE_KINDS.forEach((kind, k) => {
      const column = FIRST_MULTIPLE_COLUMN + k;
      const median = address(column, row - STATISTICS.length + 1);
      writeFormula(
        sheet,
        address(column, row),
        `IFERROR(${median}/${priceCell}-1,"n/a")`,
        byKind.get(kind)?.upsideAtMedian ?? 'n/a',
        'percent',
      );
    });
  }
  sheet.pageSetup.printArea = `A1:${columnLetter(FIRST_MULTIPLE_COLUMN + MULTIPLE_KINDS.length - 1)}${row}`;
  return implied;
}

/** Where the implied price per share of each multiple is, at each peer statistic (`'Comparables'!$E$20`). */
export type TImpliedPriceCells = Partial<Record<TMultipleKind, Partial<Record<keyof TStats, string>>>>;

/** What the implied-price formula shows: the engine's price, "n/m" for a non-positive metric, else "n/a". */
function impliedResult(result: TMultipleResult | undefined, statistic: keyof TStats): number | string {
  if (result?.impliedPrice) return result.impliedPrice[statistic];
  const isMeaningless = result?.stats && result.subjectMetric !== null && result.subjectMetric <= 0;
  return isMeaningless ? 'n/m' : 'n/a';
}
