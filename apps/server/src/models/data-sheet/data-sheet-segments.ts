import {
  ASSUMPTION_LIMITS,
  errorMessage,
  type TBreakdownForecast,
  type TBreakdownHistory,
  type TDataSheet,
  type TDataSheetEffect,
  type TDataSheetModification,
  type TDataSheetRefusal,
  type TLanguage,
  type TModelAssumptionsInput,
} from '@app/contract';
import type { TModel, TModelInput } from '@app/valuation';
import type { TStoredBreakdown } from '../../db/schema.js';
import { modelRevenueOf } from '../breakdown/breakdown-context.js';
import { editLineGrowth, lineForecast } from '../breakdown/line-forecast.js';
import { effectiveDrivers } from './data-sheet-items.js';

/** The item of a segment's growth on the data sheet (`segmentGrowth@FY2026#member`). */
export const SEGMENT_GROWTH = 'segmentGrowth';

/** The model's revenue breakdown a segment's growth is changed in: its lines as filed and the growths saved. */
export type TSegmentTarget = { history: TBreakdownHistory; saved: TStoredBreakdown };

/** The model as the modifications so far left it, with the breakdown's saved growths. */
export type TSegmentState = {
  saved: TModelAssumptionsInput | null;
  input: TModelInput;
  model: TModel;
  breakdown: TStoredBreakdown | null;
};

/** The breakdown's forecast per line over the state's model (the lines add up to its revenue). */
export function segmentForecast(target: TSegmentTarget, state: TSegmentState): TBreakdownForecast | null {
  const forecast = lineForecast(target.history, modelRevenueOf(state.model), state.breakdown);
  return forecast.ok ? forecast.forecast : null;
}

export type TSegmentEdit =
  | { ok: true; saved: TModelAssumptionsInput | null; breakdown: TStoredBreakdown }
  | { ok: false; refusal: TDataSheetRefusal; params?: Record<string, string> };

/**
 * A segment's growth updated or removed, as `breakdown/cell_change` changes it (`editLineGrowth`):
 * an update pins the year's lines at their growth as shown with this one changed; a remove lets the
 * line follow the model's growth again (the year unpinned when the others are at the model's default
 * growth). The model's revenue growth becomes what the lines give, so revenue stays the sum of the
 * segments; when it is the default's in every year, the user's revenue growth is dropped.
 * `defaults(saved)` is the model's default revenue growth per year and the assumptions without the
 * user's revenue growth.
 */
export function editSegmentGrowth(
  target: TSegmentTarget,
  state: TSegmentState,
  value: TDataSheet['Values'][number],
  modification: TDataSheetModification,
  defaults: { growth: readonly number[]; withoutGrowth: TModelAssumptionsInput | null },
  language: TLanguage,
): TSegmentEdit {
  const forecast = segmentForecast(target, state);
  const member = value.segment;
  const fiscalYear = Number(value.time_context.replace(/^FY/, ''));
  if (!forecast || member === null) return { ok: false, refusal: 'value_formula' };
  const t = forecast.fiscal_years.indexOf(fiscalYear);
  let growth: number | undefined;
  if (modification.operation === 'update') {
    const raw = modification.data?.value;
    if (typeof raw !== 'number' || !Number.isFinite(raw)) return { ok: false, refusal: 'value_not_number' };
    growth = raw;
  }
  const edited = editLineGrowth(
    forecast,
    state.breakdown,
    growth === undefined
      ? { operation: 'clear', member, fiscalYear, defaultGrowth: defaults.growth[t] ?? 0 }
      : { operation: 'set', member, fiscalYear, growth },
    ASSUMPTION_LIMITS.revenueGrowth,
  );
  if (!edited.ok) {
    if (edited.reason === 'not_set') return { ok: false, refusal: 'value_not_removable' };
    if (edited.reason !== 'forecast_invalid') return { ok: false, refusal: 'value_formula' };
    const reason = errorMessage('BREAKDOWN_FORECAST_INVALID', language, { year: edited.fiscalYear });
    return { ok: false, refusal: 'value_refused', params: { value: String(growth ?? ''), reason } };
  }
  const breakdown = { breakdown_id: target.saved.breakdown_id, ...edited.saved };
  const isDefault = edited.modelGrowth.every((g, i) => isSameGrowth(g, defaults.growth[i]));
  if (isDefault && edited.saved.growth.length === 0) return { ok: true, saved: defaults.withoutGrowth, breakdown };
  const saved = state.saved ?? {};
  const drivers = { ...effectiveDrivers(state.input, saved), revenueGrowth: edited.modelGrowth };
  return { ok: true, saved: { ...saved, drivers } as TModelAssumptionsInput, breakdown };
}

const isSameGrowth = (a: number, b: number | undefined) =>
  b !== undefined && Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(b));

/** A segment's growth in a state's forecast (as shown on the sheet), or null. */
export function segmentGrowthIn(
  forecast: TBreakdownForecast | null,
  member: string,
  timeContext: string,
): number | null {
  const t = forecast?.fiscal_years.indexOf(Number(timeContext.replace(/^FY/, ''))) ?? -1;
  return forecast?.lines.find((line) => line.member === member)?.growth?.[t] ?? null;
}

/**
 * What a segment's growth changed moves, before and after: the segment's revenue, and the model's
 * revenue growth and revenue of that year.
 */
export function segmentEffects(
  target: TSegmentTarget,
  before: TSegmentState,
  after: TSegmentState,
  member: string,
  timeContext: string,
): TDataSheetEffect[] {
  const t = before.model.forecast.fiscalYears.indexOf(Number(timeContext.replace(/^FY/, '')));
  const lineRevenue = (state: TSegmentState) =>
    segmentForecast(target, state)?.lines.find((line) => line.member === member)?.values[t] ?? null;
  const effect = (item: string, unit: TDataSheetEffect['unit'], read: (state: TSegmentState) => number | null) => ({
    id: `${item}@${timeContext}${item === 'segmentRevenue' ? `#${member}` : ''}`,
    item,
    time_context: timeContext,
    segment: item === 'segmentRevenue' ? member : null,
    unit,
    before: read(before),
    after: read(after),
  });
  return [
    effect('segmentRevenue', 'money', lineRevenue),
    effect('revenueGrowth', 'rate', (state) => state.model.drivers.revenueGrowth.values[t] ?? null),
    effect('revenue', 'money', (state) => state.model.forecast.income.revenue[t] ?? null),
  ];
}
