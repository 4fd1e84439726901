import type { Rate } from '../units.js';
import type { TReviewFinding, TReviewSubject } from './review-types.js';

/**
 * How far (in margin points) a forecast year's operating margin may leave the range of the
 * history's own margins before it is a finding. The defaults fade each ratio from the last year's
 * level to the window's pooled level, so they stay inside the range; 5 points (a convention) lets a
 * user's deliberate view of improvement through and flags a margin the company has never come near
 * — Damodaran's target margins are anchored to the company's history or its industry's.
 * @public
 */
export const MARGIN_TOLERANCE = 0.05;

/** The fewest fiscal years with revenue and operating income for a range to mean anything. */
const MIN_HISTORY_YEARS = 2;

/**
 * Forecast operating margins (EBIT ÷ revenue) against the range of the fiscal years in the history,
 * year by year. The fix moves each year outside the range back to its nearer end through the gross
 * margin (at the same revenue every cost line but cost of revenue is a share of revenue or D&A, so
 * the EBIT margin moves point for point), keeping every other driver the user set.
 */
export function marginRule({ input, model }: TReviewSubject): TReviewFinding[] {
  const history = input.history
    .filter((period) => period.fiscal_period === 'FY')
    .map((period) => ({ revenue: period.income.revenue?.value, ebit: period.income.operating_income?.value }))
    .filter((p): p is { revenue: number; ebit: number } => !!p.revenue && p.revenue > 0 && p.ebit !== undefined)
    .map((p) => p.ebit / p.revenue);
  if (history.length < MIN_HISTORY_YEARS) return [];
  const low = Math.min(...history);
  const high = Math.max(...history);
  const { revenue, ebit } = model.forecast.income;
  const years = model.forecast.fiscalYears;
  const grossMargin = model.drivers.grossMargin.values;
  const outside: { year: number; margin: number }[] = [];
  const fixed = grossMargin.map((gm, t) => {
    const r = revenue[t] ?? 0;
    if (r <= 0) return gm;
    const margin = (ebit[t] ?? 0) / r;
    if (margin >= low - MARGIN_TOLERANCE && margin <= high + MARGIN_TOLERANCE) return gm;
    outside.push({ year: years[t] ?? t + 1, margin });
    return gm - (margin - Math.min(Math.max(margin, low), high));
  });
  if (outside.length === 0) return [];
  const worst = outside.reduce((a, b) => (distance(b.margin, low, high) > distance(a.margin, low, high) ? b : a));
  const isFixable = fixed.every((gm) => gm <= 1 && gm >= -100);
  return [
    {
      code: 'margin_outside_history',
      severity: 'warning',
      params: {
        years: { unit: 'text', value: outside.map((o) => o.year).join(', ') },
        year: { unit: 'year', value: worst.year },
        margin: { unit: 'rate', value: worst.margin },
        low: { unit: 'rate', value: low },
        high: { unit: 'rate', value: high },
        history_years: { unit: 'number', value: history.length },
        tolerance: { unit: 'rate', value: MARGIN_TOLERANCE },
      },
      cells: [...outside.map((o) => `forecast.${o.year}.operating_margin`), 'drivers.grossMargin'],
      change: isFixable ? { drivers: { ...(input.drivers ?? {}), grossMargin: fixed as Rate[] } } : null,
    },
  ];
}

function distance(margin: number, low: number, high: number): number {
  return margin < low ? low - margin : margin - high;
}
