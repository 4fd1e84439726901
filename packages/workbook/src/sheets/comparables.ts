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
const METRICS: Record<TMultipleKind, { key: keyof TMultiplesSubject; label: string; isMoney: boolean }> = {
  pe_lyr: { key: 'epsLyr', label: 'EPS, last fiscal year', isMoney: false },
  pe_ttm: { key: 'epsTtm', label: 'EPS, trailing twelve months', isMoney: false },
  pe_forward: { key: 'epsForward', label: 'EPS, next fiscal year (consensus)', isMoney: false },
  pb_lyr: { key: 'bookValuePerShareLyr', label: 'Book value per share, last fiscal year', isMoney: false },
  ps_lyr: { key: 'revenueLyr', label: 'Revenue, last fiscal year ({unit})', isMoney: true },
  ps_ttm: { key: 'revenueTtm', label: 'Revenue, trailing twelve months ({unit})', isMoney: true },
  ps_forward: { key: 'revenueForward', label: 'Revenue, next fiscal year ({unit})', isMoney: true },
  ev_ebitda_lyr: { key: 'ebitdaLyr', label: 'EBITDA, last fiscal year ({unit})', isMoney: true },
};

const STATISTICS = [
  { key: 'mean', label: 'Mean', fn: 'AVERAGE' },
  { key: 'median', label: 'Median', fn: 'MEDIAN' },
  { key: 'low', label: 'Low', fn: 'MIN' },
  { key: 'high', label: 'High', fn: 'MAX' },
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
  const { input } = context;
  const sheet = context.book.addWorksheet(SHEETS.comparables, {
    views: [{ state: 'frozen', xSplit: 2, ySplit: TABLE_ROW, showGridLines: false }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  });
  const company = companyLabel(input.company);
  writeSheetTitle(
    sheet,
    SHEETS.comparables,
    input.company,
    `Peers' prices and filings as of the valuation date; market capitalisation in ${context.units} of each peer's currency; ` +
      `implied prices in ${input.company.currency} per share. Non-positive multiples are not meaningful and are left out.`,
  );
  sheet.getColumn(1).width = 40;
  sheet.getColumn(2).width = 34;
  sheet.getColumn(3).width = 11;
  sheet.getColumn(4).width = 14;
  MULTIPLE_KINDS.forEach((_, k) => {
    sheet.getColumn(FIRST_MULTIPLE_COLUMN + k).width = 14;
  });
  const headers = ['Ticker', 'Name', 'Price', 'Market cap', ...MULTIPLE_KINDS.map((kind) => MULTIPLE_LABELS[kind])];
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
    const asOf = [peer.priceDate && `price of ${peer.priceDate}`, peer.fiscalYear && `FY${peer.fiscalYear} filings`];
    const note = `${peer.ticker}: ${asOf.filter(Boolean).join(', ') || 'as of the valuation date'}`;
    if (peer.price !== null) writeInput(sheet, address(3, row), peer.price, 'perShare', note);
    if (peer.marketCap !== null) writeInput(sheet, address(4, row), peer.marketCap / context.scale, 'money');
    MULTIPLE_KINDS.forEach((kind, k) => {
      const value = peer.multiples[kind];
      const cell = address(FIRST_MULTIPLE_COLUMN + k, row);
      if (value === undefined || value === null || !Number.isFinite(value)) {
        writeInput(sheet, cell, 'n/a', 'text', comps.unavailable[kind] ?? 'Not available for this peer');
        sheet.getCell(cell).alignment = { horizontal: 'right' };
      } else if (value <= 0) {
        writeInput(sheet, cell, 'n/m', 'text', `${value.toFixed(2)}: not positive, so not meaningful`);
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
    writeLabel(sheet, row, `Peer ${statistic.label.toLowerCase()}`, { bold: true });
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
  writeLabel(sheet, row, `${company}: the metric each multiple applies to`, { bold: true });
  row += 1;
  const metricRow = row;
  const subject = comps.subject;
  MULTIPLE_KINDS.forEach((kind, k) => {
    const metric = { ...METRICS[kind], label: METRICS[kind].label.replaceAll('{unit}', context.units) };
    const value = subject[metric.key] as number | undefined;
    const cell = address(FIRST_MULTIPLE_COLUMN + k, metricRow);
    if (value === undefined)
      writeInput(sheet, cell, 'n/a', 'text', comps.unavailable[kind] ?? `${metric.label}: not available`);
    else
      writeInput(
        sheet,
        cell,
        metric.isMoney ? value / context.scale : value,
        metric.isMoney ? 'money' : 'perShare',
        metric.label,
      );
  });
  writeLabel(sheet, metricRow, 'Metric (EPS, book value per share, revenue or EBITDA)');
  row += 1;
  writeLabel(sheet, row, `Diluted shares (${context.units})`);
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
  writeLabel(sheet, row, `Cash and investments less debt, leases, minority and preferred (${context.units})`);
  writeInput(
    sheet,
    address(3, row),
    net / context.scale,
    'money',
    'The bridge from enterprise value to equity value, base year',
  );
  const bridge = absolute(3, row);
  row += 1;
  let priceCell: string | null = null;
  if (subject.price !== undefined) {
    writeLabel(sheet, row, 'Current share price');
    writeInput(sheet, address(3, row), subject.price, 'perShare');
    priceCell = absolute(3, row);
    row += 1;
  }

  row += 1;
  writeLabel(sheet, row, `Implied price per share (${input.company.currency})`, { bold: true });
  row += 1;
  for (const statistic of STATISTICS) {
    writeLabel(sheet, row, `At the peer ${statistic.label.toLowerCase()}`);
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
    writeLabel(sheet, row, 'Upside at the median');
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
