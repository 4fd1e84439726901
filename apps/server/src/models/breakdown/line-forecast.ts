/**
 * The forecast per line of a revenue breakdown, and the model revenue growth a user's line growth
 * gives. Pure.
 *
 * Lines: the breakdown's members and reconciling lines (subtotals are the sum of their parts), plus
 * `unallocated` when the model's base-year revenue differs from the lines' sum. Base values: the
 * lines as filed for the model's base year (`reported`), or, when the filing covers another year,
 * the model's base revenue × each line's share of the filing's latest year (`mix`). Either way
 * Σ base = the model's base revenue R₀.
 *
 * Growth: a line's saved growth γ for a year, else the model's revenue growth gₜ. So the lines add
 * up to the model's revenue in every year, a year's growths are moved by the same δₜ:
 *   Σ vₘ,ₜ₋₁ · (1 + γₘ,ₜ + δₜ) = Sₜ₋₁ · (1 + gₜ)  ⇒  δₜ = (Sₜ₋₁ · (1 + gₜ) − Σ vₘ,ₜ₋₁ · (1 + γₘ,ₜ)) / Sₜ₋₁,
 * 0 when the saved growths give gₜ (they were saved that way); not 0 when gₜ was changed elsewhere.
 * A user's change pins every line of the year it is made in (and of the years already saved) at
 * its growth as shown, and the model's growth of those years becomes the lines' sum's:
 *   gₜ = Σ vₘ,ₜ₋₁ · (1 + γₘ,ₜ) / Sₜ₋₁ − 1.
 * A user's growth taken back leaves the line following the model's growth in a year whose other
 * lines stay set; that year's model growth is then the set lines' weighted growth (δₜ = 0 again).
 */
import type { TBreakdownForecast, TBreakdownForecastLine, TBreakdownHistory } from '@app/contract';
import type { TStoredBreakdown } from '../../db/schema.js';

/** The model's side: base year and revenue, forecast years, and its revenue growth and revenue per year. */
export type TModelRevenue = {
  baseFiscalYear: number;
  baseRevenue: number;
  fiscalYears: number[];
  growth: number[];
  revenue: number[];
};

/** The id of the line for the model's revenue the breakdown does not reach. */
export const UNALLOCATED_MEMBER = 'unallocated';

type TBaseLine = { member: string; label: string; role: TBreakdownForecastLine['role']; base: number };

/** Why a breakdown cannot carry the forecast: its lines add up to zero or less (or the model's revenue is). */
export type TForecastRefusal = { ok: false; reason: 'not_usable' };

/** The lines' base values (Σ = the model's base revenue). */
export function baseLines(
  history: TBreakdownHistory,
  model: Pick<TModelRevenue, 'baseFiscalYear' | 'baseRevenue'>,
): { ok: true; lines: TBaseLine[]; basis: 'reported' | 'mix'; mixFiscalYear: number | null } | TForecastRefusal {
  if (!(model.baseRevenue > 0)) return { ok: false, reason: 'not_usable' };
  const parts = history.members.filter((member) => member.role !== 'subtotal');
  const valueIn = (member: (typeof parts)[number], year: number) =>
    member.values.find((value) => value.fiscal_year === year)?.value;
  const reported = parts.filter((member) => valueIn(member, model.baseFiscalYear) !== undefined);
  if (reported.length > 0) {
    const lines: TBaseLine[] = reported.map((member) => ({
      member: member.member,
      label: member.label,
      role: member.role,
      base: valueIn(member, model.baseFiscalYear) as number,
    }));
    const rest = model.baseRevenue - lines.reduce((sum, line) => sum + line.base, 0);
    // Less than one unit of the currency is the rounding of the filing's figures.
    if (Math.abs(rest) >= 1) lines.push({ member: UNALLOCATED_MEMBER, label: '', role: 'unallocated', base: rest });
    if (lines.reduce((sum, line) => sum + line.base, 0) <= 0) return { ok: false, reason: 'not_usable' };
    return { ok: true, lines, basis: 'reported', mixFiscalYear: null };
  }
  const years = parts.flatMap((member) => member.values.map((value) => value.fiscal_year));
  if (years.length === 0) return { ok: false, reason: 'not_usable' };
  const latest = Math.max(...years);
  const inLatest = parts.filter((member) => valueIn(member, latest) !== undefined);
  const sum = inLatest.reduce((total, member) => total + (valueIn(member, latest) as number), 0);
  if (!(sum > 0)) return { ok: false, reason: 'not_usable' };
  return {
    ok: true,
    basis: 'mix',
    mixFiscalYear: latest,
    lines: inLatest.map((member) => ({
      member: member.member,
      label: member.label,
      role: member.role,
      base: (model.baseRevenue * (valueIn(member, latest) as number)) / sum,
    })),
  };
}

/** The saved growth of a line in forecast year `t` (index), or null to follow the model. */
function savedGrowth(saved: TStoredBreakdown | null, member: string, t: number): number | null {
  const value = saved?.growth.find((line) => line.member === member)?.values[t];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The forecast per line over the model's revenue growth, saved growths moved by δₜ so the sum is the model's. */
export function lineForecast(
  history: TBreakdownHistory,
  model: TModelRevenue,
  saved: TStoredBreakdown | null,
): { ok: true; forecast: TBreakdownForecast } | TForecastRefusal {
  const based = baseLines(history, model);
  if (!based.ok) return based;
  const years = model.fiscalYears.length;
  const growth = based.lines.map(() => [] as number[]);
  const isInput = based.lines.map(() => [] as boolean[]);
  const values = based.lines.map(() => [] as number[]);
  const totals: number[] = [];
  const shifts: number[] = [];
  let previous = based.lines.map((line) => line.base);
  for (let t = 0; t < years; t += 1) {
    const g = model.growth[t] ?? 0;
    const own = based.lines.map((line) => savedGrowth(saved, line.member, t));
    const before = previous.reduce((sum, value) => sum + value, 0);
    const raw = previous.reduce((sum, value, m) => sum + value * (1 + (own[m] ?? g)), 0);
    const shift = own.some((value) => value !== null) ? (before * (1 + g) - raw) / before : 0;
    shifts.push(Math.abs(shift) < 1e-12 ? 0 : shift);
    previous = previous.map((value, m) => {
      const rate = (own[m] ?? g) + (shifts[t] as number);
      growth[m]?.push(rate);
      isInput[m]?.push(own[m] !== null);
      const next = value * (1 + rate);
      values[m]?.push(next);
      return next;
    });
    totals.push(previous.reduce((sum, value) => sum + value, 0));
  }
  const lines: TBreakdownForecastLine[] = based.lines.map((line, m) => ({
    member: line.member,
    label: line.label,
    role: line.role,
    base_value: line.base,
    growth: growth[m] ?? [],
    is_input: isInput[m] ?? [],
    values: values[m] ?? [],
  }));
  // A subtotal is the sum of its parts, in the base year and every forecast year.
  for (const member of history.members.filter((candidate) => candidate.role === 'subtotal')) {
    const parts = lines.filter((line) => member.subtotal_of.includes(line.member));
    if (parts.length === 0) continue;
    lines.push({
      member: member.member,
      label: member.label,
      role: 'subtotal',
      base_value: parts.reduce((sum, line) => sum + line.base_value, 0),
      growth: null,
      is_input: model.fiscalYears.map(() => false),
      values: model.fiscalYears.map((_year, t) => parts.reduce((sum, line) => sum + (line.values[t] ?? 0), 0)),
    });
  }
  return {
    ok: true,
    forecast: {
      base_fiscal_year: model.baseFiscalYear,
      base_revenue: model.baseRevenue,
      basis: based.basis,
      mix_fiscal_year: based.mixFiscalYear,
      fiscal_years: model.fiscalYears,
      lines,
      totals,
      model_revenue: model.revenue,
      model_growth: model.growth,
      shifts,
    },
  };
}

/** A growth per line and forecast year as saved; null where the line follows the model's growth. */
type TGrowthTable = TStoredBreakdown['growth'];

/**
 * A user's change of one line's growth in forecast year index `t`: the saved growths after it
 * (that year and the years already saved pinned at their growth as shown) and the model's revenue
 * growth per year they give.
 */
export function changeLineGrowth(
  forecast: TBreakdownForecast,
  saved: TStoredBreakdown | null,
  change: { member: string; t: number; growth: number },
): { saved: Omit<TStoredBreakdown, 'breakdown_id'>; modelGrowth: number[] } {
  const parts = forecast.lines.filter((line) => line.role !== 'subtotal');
  const isPinned = (t: number) => t === change.t || parts.some((line) => savedGrowth(saved, line.member, t) !== null);
  const years = forecast.fiscal_years.map((_year, t) => t);
  const growth = parts.map((line) => ({
    member: line.member,
    values: years.map((t) => {
      if (line.member === change.member && t === change.t) return change.growth;
      return isPinned(t) ? (line.growth?.[t] ?? null) : null;
    }),
  }));
  return { saved: { growth }, modelGrowth: modelGrowthOf(forecast, growth, forecast.model_growth) };
}

/**
 * A user's line growth in forecast year index `t` taken back: the line follows the model's growth
 * again that year, the year's other set lines kept at their growth as shown. When none of them
 * differs from the model's default growth of the year (`defaultGrowth`), the year is not pinned any
 * more and the model's growth of the year is that default. Null when the line's growth of that year
 * is not the user's.
 */
export function clearLineGrowth(
  forecast: TBreakdownForecast,
  saved: TStoredBreakdown | null,
  change: { member: string; t: number; defaultGrowth: number },
): { saved: Omit<TStoredBreakdown, 'breakdown_id'>; modelGrowth: number[] } | null {
  if (savedGrowth(saved, change.member, change.t) === null) return null;
  const parts = forecast.lines.filter((line) => line.role !== 'subtotal');
  const growth = parts.map((line) => ({
    member: line.member,
    values: forecast.fiscal_years.map((_year, t) => {
      if (line.member === change.member && t === change.t) return null;
      return savedGrowth(saved, line.member, t) === null ? null : (line.growth?.[t] ?? null);
    }),
  }));
  const kept = growth.map((line) => line.values[change.t]).filter((value) => value !== null && value !== undefined);
  if (kept.every((value) => Math.abs(value - change.defaultGrowth) <= GROWTH_TOLERANCE)) {
    for (const line of growth) line.values[change.t] = null;
  }
  const fallback = forecast.model_growth.map((g, t) => (t === change.t ? change.defaultGrowth : g));
  const isEmpty = growth.every((line) => line.values.every((value) => value === null));
  return { saved: { growth: isEmpty ? [] : growth }, modelGrowth: modelGrowthOf(forecast, growth, fallback) };
}

/** Two growths closer than this are the same growth (float sums in another order). */
const GROWTH_TOLERANCE = 1e-12;

/**
 * The model's revenue growth per year a table of line growths gives. In a year where some lines are
 * set (p), the others follow the model's growth, so it is the set lines' weighted growth (no shift):
 *   gₜ = Σₚ vₚ,ₜ₋₁ · (1 + γₚ,ₜ) / Σₚ vₚ,ₜ₋₁ − 1,
 * which for a year with every line set is the lines' sum's growth. A year with none set keeps
 * `fallback`.
 */
function modelGrowthOf(forecast: TBreakdownForecast, growth: TGrowthTable, fallback: readonly number[]): number[] {
  const parts = forecast.lines.filter((line) => line.role !== 'subtotal');
  const modelGrowth: number[] = [];
  let previous = parts.map((line) => line.base_value);
  for (const t of forecast.fiscal_years.map((_year, index) => index)) {
    const own = parts.map((_line, m) => growth[m]?.values[t] ?? null);
    const setBefore = previous.reduce((sum, value, m) => (own[m] === null ? sum : sum + value), 0);
    const setAfter = previous.reduce((sum, value, m) => {
      const rate = own[m];
      return rate === null || rate === undefined ? sum : sum + value * (1 + rate);
    }, 0);
    const g = own.some((value) => value !== null) && setBefore !== 0 ? setAfter / setBefore - 1 : (fallback[t] ?? 0);
    modelGrowth.push(g);
    previous = previous.map((value, m) => value * (1 + (own[m] ?? g)));
  }
  return modelGrowth;
}

/** Why an edit of a line's growth is refused. */
export type TLineGrowthRefusal =
  | { ok: false; reason: 'year_outside_forecast' | 'member_not_found' | 'not_set' }
  | { ok: false; reason: 'forecast_invalid'; fiscalYear: number };

/** An edit of one line's growth in one forecast year: set to a growth, or cleared back to the model's. */
export type TLineGrowthEdit =
  | { operation: 'set'; member: string; fiscalYear: number; growth: number }
  | { operation: 'clear'; member: string; fiscalYear: number; defaultGrowth: number };

/**
 * One line's growth set or cleared (the cell change of `breakdown/cell_change`, and a data-sheet
 * modification of `segmentGrowth@FY…#member`): the saved growths after it and the model's revenue
 * growth per year they give, checked against the range the model's revenue growth may take.
 */
export function editLineGrowth(
  forecast: TBreakdownForecast,
  saved: TStoredBreakdown | null,
  edit: TLineGrowthEdit,
  limits: { min: number; max: number },
): { ok: true; saved: Omit<TStoredBreakdown, 'breakdown_id'>; modelGrowth: number[] } | TLineGrowthRefusal {
  const t = forecast.fiscal_years.indexOf(edit.fiscalYear);
  if (t < 0) return { ok: false, reason: 'year_outside_forecast' };
  const line = forecast.lines.find((candidate) => candidate.member === edit.member);
  if (!line || line.role === 'subtotal') return { ok: false, reason: 'member_not_found' };
  const changed =
    edit.operation === 'set'
      ? changeLineGrowth(forecast, saved, { member: edit.member, t, growth: edit.growth })
      : clearLineGrowth(forecast, saved, { member: edit.member, t, defaultGrowth: edit.defaultGrowth });
  if (!changed) return { ok: false, reason: 'not_set' };
  const outside = changed.modelGrowth.findIndex((g) => !Number.isFinite(g) || g < limits.min || g > limits.max);
  if (outside >= 0) {
    return { ok: false, reason: 'forecast_invalid', fiscalYear: forecast.fiscal_years[outside] as number };
  }
  return { ok: true, ...changed };
}
