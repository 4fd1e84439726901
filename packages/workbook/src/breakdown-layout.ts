import type { TModel } from '@app/valuation';
import { rowMap, type TRowList, type TRowMap, type TRowSpec } from './layout.js';
import type { TWorkbookBreakdown, TWorkbookBreakdownLine } from './workbook-input.js';

/**
 * How far the lines' sum may be from the engine's revenue and still be its revenue: float sums in
 * another order (1e-9 relative), and the filing's rounding the server leaves out of the
 * unallocated line (under one unit of the currency).
 */
const RELATIVE_TOLERANCE = 1e-9;

/** The Revenue Breakdown sheet's lines and their rows, decided before any sheet links to them. */
export type TBreakdownLayout = {
  breakdown: TWorkbookBreakdown;
  rows: TRowList;
  row: TRowMap;
  /** The lines the total adds, in rows one after the other: the filed lines in the filing's order, then the unallocated line. */
  parts: TWorkbookBreakdownLine[];
  /** How many of `parts` are filed (the rest is the unallocated line). */
  filedCount: number;
  subtotals: TWorkbookBreakdownLine[];
};

export const lineKey = (line: TWorkbookBreakdownLine) => `line:${line.member}`;
export const growthKey = (line: TWorkbookBreakdownLine) => `growth:${line.member}`;
export const subtotalKey = (line: TWorkbookBreakdownLine) => `subtotal:${line.member}`;

/**
 * The sheet's rows: the lines (money), the total, the reported revenue and the gap; the growth per
 * line and the total's growth; the subtotals. Null when the breakdown cannot
 * be the model's revenue: no historical columns ending in the base year, a growth per year
 * missing, or lines whose sum is not the engine's base-case revenue in the base year and every
 * forecast year (within `RELATIVE_TOLERANCE`) — the workbook is then the one without a breakdown.
 */
export function breakdownLayout(
  breakdown: TWorkbookBreakdown,
  model: TModel,
  historicalYears: readonly number[],
): TBreakdownLayout | null {
  if (historicalYears.at(-1) !== model.base.fiscalYear) return null;
  const filed = breakdown.lines.filter((line) => line.role !== 'subtotal' && line.role !== 'unallocated');
  const parts = [...filed, ...breakdown.lines.filter((line) => line.role === 'unallocated')];
  if (!addsUpToRevenue(parts, model)) return null;
  const partKeys = new Set(parts.map((line) => line.member));
  const subtotals = breakdown.lines.filter(
    (line) => line.role === 'subtotal' && line.subtotalOf.some((member) => partKeys.has(member)),
  );
  // A filed line is named by its caption (the label key is only the row's kind: never shown, the text always set).
  const named = (line: TWorkbookBreakdownLine, key: string, format: TRowSpec['format']): TRowSpec =>
    line.role === 'unallocated'
      ? { key, label: 'breakdown.unallocated', format, indent: 1 }
      : { key, label: 'breakdown.h.other', text: line.label || line.member, format, indent: 1 };
  const rows: TRowList = [
    `breakdown.h.${breakdown.kind}`,
    ...parts.map((line) => named(line, lineKey(line), 'money')),
    { key: 'total', label: 'breakdown.total', format: 'money', bold: true },
    { key: 'reported', label: 'breakdown.reported', format: 'money' },
    { key: 'gap', label: 'breakdown.gap', format: 'money' },
    '',
    'breakdown.h.growth',
    ...parts.map((line) => named(line, growthKey(line), 'percent')),
    { key: 'totalGrowth', label: 'breakdown.totalGrowth', format: 'percent', bold: true },
    ...(subtotals.length > 0 ? ['' as const, 'breakdown.h.subtotals' as const] : []),
    ...subtotals.map((line) => named(line, subtotalKey(line), 'money')),
  ];
  return { breakdown, rows, row: rowMap(rows), parts, filedCount: filed.length, subtotals };
}

/** Σ lines = the engine's revenue in the base year and, growing each line at its growth, in every forecast year. */
function addsUpToRevenue(parts: readonly TWorkbookBreakdownLine[], model: TModel): boolean {
  const forecast = parts.flatMap((line) => (line.forecast ? [line.forecast] : []));
  const years = model.forecast.fiscalYears.length;
  if (forecast.length === 0) return false;
  const isUsable = (f: (typeof forecast)[number]) =>
    Number.isFinite(f.baseValue) && f.growth.length === years && f.growth.every(Number.isFinite);
  if (!forecast.every(isUsable)) return false;
  const base = model.base.revenue;
  // The base year's rounding grows with revenue: one unit then is revenue ÷ base revenue units later.
  const near = (total: number, revenue: number) =>
    Math.abs(total - revenue) <= Math.max(Math.abs(revenue / base), RELATIVE_TOLERANCE * Math.abs(revenue));
  let values = forecast.map((f) => f.baseValue);
  if (!(base > 0) || !near(sum(values), base)) return false;
  for (let t = 0; t < years; t += 1) {
    values = values.map((value, m) => value * (1 + (forecast[m]?.growth[t] as number)));
    if (!near(sum(values), model.forecast.income.revenue[t] as number)) return false;
  }
  return true;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
