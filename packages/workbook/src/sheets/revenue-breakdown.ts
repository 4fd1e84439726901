import { growthKey, lineKey, subtotalKey, type TBreakdownLayout } from '../breakdown-layout.js';
import { address } from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import { HEADER_ROWS, SHEETS } from '../layout.js';
import type { TWorkbookBreakdownLine } from '../workbook-input.js';
import { linkTo, YearSheet } from '../year-sheet.js';
import { INCOME_ROW } from './income.js';

/**
 * The total's growth in a forecast column: the base case's revenue growth, which the Income
 * Statement grows revenue at (plus the active case's shift) and the Assumptions show.
 */
export function breakdownGrowth(layout: TBreakdownLayout, column: number): string {
  return linkTo(SHEETS.revenueBreakdown, layout.row, 'totalGrowth', column);
}

/**
 * Revenue Breakdown (only for a model with a chosen breakdown): the lines as filed per fiscal year
 * (blue, each with its filing as a note), their total, the revenue the filing reports and the gap
 * between them; per forecast year each line's growth (blue, the inputs) and its value, previous
 * year × (1 + growth); subtotals as the sums of their lines; the total and its growth. The lines
 * are the base case, as the Assumptions are: the Income Statement's revenue is previous year × (1 +
 * the total's growth + the active case's shift) — the total itself in the base case — so a line's
 * growth changed here moves the whole model, and a bear or bull case moves revenue growth by its
 * shift as `applyScenario` does (shifting every line instead would drift with the lines' mix).
 */
export function buildRevenueBreakdown(context: TWorkbookContext): void {
  const layout = context.breakdown;
  if (!layout) return;
  const { breakdown, parts, subtotals } = layout;
  const { years, t, scale } = context;
  const sheet = new YearSheet(context, SHEETS.revenueBreakdown, layout.rows, t('breakdown.units'));
  const at = (key: string, column: number) => sheet.cell(key, column);
  const has = (key: string, column: number) => sheet.read(key, column) !== undefined;
  const columnOf = (fiscalYear: number) => {
    const j = years.historicalYears.indexOf(fiscalYear);
    return j < 0 ? null : years.historical(j);
  };
  const historical = years.historicalYears.map((_, j) => years.historical(j));
  const forecast = context.model.forecast.fiscalYears.map((_, index) => years.forecast(index));
  const filed = parts.slice(0, layout.filedCount);
  const range = (lines: readonly TWorkbookBreakdownLine[], column: number) =>
    `${at(lineKey(lines[0] as TWorkbookBreakdownLine), column)}:${at(lineKey(lines.at(-1) as TWorkbookBreakdownLine), column)}`;
  const total = (lines: readonly TWorkbookBreakdownLine[], column: number) =>
    lines.reduce((sum, line) => sum + (sheet.read(lineKey(line), column) ?? 0), 0);
  const filing = { form: breakdown.filing.form ?? '', file: breakdown.filing.source };

  // As filed: each line, the reported revenue and, where both are, the gap.
  for (const line of [...parts, ...subtotals]) {
    const key = line.role === 'subtotal' ? subtotalKey(line) : lineKey(line);
    for (const value of line.reported) {
      const column = columnOf(value.fiscalYear);
      if (column === null) continue;
      const note = [
        t('breakdown.note.reported', {
          ...filing,
          concept: breakdown.concept,
          axis: breakdown.axis,
          member: line.member,
        }),
        t('notes.period', { start: value.start, end: value.end }),
      ].join('\n');
      sheet.value(key, column, value.value / scale, note);
    }
  }
  writeBaseYear(context, sheet, layout);
  for (const value of breakdown.totals) {
    const column = columnOf(value.fiscalYear);
    if (column === null || value.value === null) continue;
    sheet.value(
      'reported',
      column,
      value.value / scale,
      t('breakdown.note.total', { ...filing, concept: value.concept ?? breakdown.concept }),
    );
    if (filed.some((line) => has(lineKey(line), column))) {
      sheet.formula(
        'gap',
        column,
        `${at('reported', column)}-SUM(${range(filed, column)})`,
        value.value / scale - total(filed, column),
      );
    }
  }

  // Forecast: growth per line (the inputs) and each line's value.
  forecast.forEach((column, index) => {
    for (const line of parts) {
      if (!line.forecast) continue;
      const growth = line.forecast.growth[index] as number;
      sheet.value(growthKey(line), column, growth, line.forecast.isInput[index] ? t('common.yourInput') : undefined);
      const previous = sheet.read(lineKey(line), column - 1) ?? 0;
      sheet.formula(
        lineKey(line),
        column,
        `${at(lineKey(line), column - 1)}*(1+${at(growthKey(line), column)})`,
        previous * (1 + growth),
      );
    }
  });

  // The total, the subtotals and the growths as filed and forecast.
  for (const column of [...historical, ...forecast]) {
    if (parts.some((line) => has(lineKey(line), column)))
      sheet.formula('total', column, `SUM(${range(parts, column)})`, total(parts, column));
  }
  for (const line of subtotals) {
    const own = parts.filter((part) => line.subtotalOf.includes(part.member));
    for (const column of [years.base, ...forecast]) {
      const present = own.filter((part) => has(lineKey(part), column));
      if (has(subtotalKey(line), column) || present.length === 0) continue;
      sheet.formula(
        subtotalKey(line),
        column,
        present.map((part) => at(lineKey(part), column)).join('+'),
        total(present, column),
      );
    }
  }
  const growthOf = (key: string, growth: string, column: number) => {
    const before = sheet.read(key, column - 1);
    const now = sheet.read(key, column);
    if (before === undefined || now === undefined || before === 0) return;
    sheet.formula(growth, column, `${at(key, column)}/${at(key, column - 1)}-1`, now / before - 1);
  };
  for (const column of historical.slice(1)) {
    for (const line of parts) growthOf(lineKey(line), growthKey(line), column);
  }
  for (const column of [...historical.slice(1), ...forecast]) growthOf('total', 'totalGrowth', column);

  writeNotes(context, sheet, layout);
}

/**
 * The base year's lines the filing does not give: the unallocated line (the Income Statement's
 * revenue less the lines as filed); with a filing of another year (`mix`), each line's share of that
 * year × the base year's revenue, a formula when that year is a column of the sheet, else the value.
 */
function writeBaseYear(context: TWorkbookContext, sheet: YearSheet, layout: TBreakdownLayout): void {
  const { years, t, scale, model } = context;
  const { breakdown, parts } = layout;
  const base = years.base;
  const revenue = linkTo(SHEETS.income, INCOME_ROW, 'revenue', base);
  const filed = parts.slice(0, layout.filedCount);
  const first = filed[0];
  const last = filed.at(-1);
  const span = (column: number) =>
    first && last ? `SUM(${sheet.cell(lineKey(first), column)}:${sheet.cell(lineKey(last), column)})` : '0';
  const j = breakdown.mixFiscalYear === null ? -1 : years.historicalYears.indexOf(breakdown.mixFiscalYear);
  const mixColumn = breakdown.basis === 'mix' && j >= 0 ? years.historical(j) : null;
  for (const line of parts) {
    const key = lineKey(line);
    if (!line.forecast || sheet.read(key, base) !== undefined) continue;
    const value = line.forecast.baseValue / scale;
    if (line.role === 'unallocated') {
      const note = t('breakdown.note.unallocated', { year: model.base.fiscalYear });
      sheet.formula(key, base, `${revenue}-${span(base)}`, value);
      sheet.sheet.getCell(sheet.cell(key, base)).note = note;
      continue;
    }
    const note =
      breakdown.basis === 'mix'
        ? t('breakdown.note.mix', { year: model.base.fiscalYear, mixYear: breakdown.mixFiscalYear ?? '' })
        : undefined;
    if (mixColumn !== null && note && sheet.read(key, mixColumn) !== undefined) {
      sheet.formula(key, base, `${revenue}*${sheet.cell(key, mixColumn)}/${span(mixColumn)}`, value);
      sheet.sheet.getCell(sheet.cell(key, base)).note = note;
    } else sheet.value(key, base, value, note);
  }
}

/** Below the lines: the filing read, where the lines start from, and how the sheet drives the model. */
function writeNotes(context: TWorkbookContext, sheet: YearSheet, layout: TBreakdownLayout): void {
  const { t, model, years } = context;
  const { breakdown } = layout;
  // Every sentence starts with the catalogue's words, never with the filing's text: no formula trigger.
  const lines = [
    t('breakdown.source', {
      form: breakdown.filing.form ?? '',
      periodEnd: breakdown.filing.periodEnd ?? '',
      file: breakdown.filing.source,
      concept: breakdown.concept,
      axis: breakdown.axis,
    }),
    breakdown.basis === 'mix'
      ? t('breakdown.basisMix', { year: model.base.fiscalYear, mixYear: breakdown.mixFiscalYear ?? '' })
      : t('breakdown.basisReported', { year: model.base.fiscalYear }),
    t('breakdown.how'),
    t('breakdown.howAssumptions'),
  ];
  const first = HEADER_ROWS + layout.rows.length + 2;
  lines.forEach((text, index) => {
    const cell = sheet.sheet.getCell(first + index, 1);
    cell.value = text;
    cell.font = { italic: true, size: 9, color: { argb: 'FF595959' } };
  });
  sheet.sheet.pageSetup.printArea = `A1:${address(years.last, first + lines.length - 1)}`;
}
