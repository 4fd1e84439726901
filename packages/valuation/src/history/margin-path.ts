import type { TDriver, TFade } from '../provenance.js';
import { type Rate, rate } from '../units.js';
import { linearPath } from './average.js';
import type { TOperatingDefaults } from './operating-defaults.js';

/**
 * The operating margin a loss-making company's costs move to by the last forecast year when the
 * caller gives none: a stated convention (Damodaran's young-company models converge to a target
 * margin, usually the industry's; set it from the industry or the peers).
 * @public
 */
export const LOSS_MAKER_TARGET_MARGIN = rate(0.1);

type TCostKey = 'grossMargin' | 'researchPctRevenue' | 'sgaPctRevenue' | 'otherOpexPctRevenue';
const COST_KEYS: readonly TCostKey[] = ['grossMargin', 'researchPctRevenue', 'sgaPctRevenue', 'otherOpexPctRevenue'];

/**
 * A path to profit for a company that lost money in its base year: when its default ratios still
 * leave the last forecast year below `target` operating margin, every cost line of that year (cost
 * of revenue, R&D, SG&A, other) is scaled by one factor k so that 1 − k × costs = target, and each
 * line moves in a straight line from its year-1 value to the scaled one (operating leverage: costs
 * grow slower than revenue). With costs c_N = (1 − gross margin_N) + R&D_N + SG&A_N + other_N,
 *
 *   k = (1 − target) / c_N,   line_N' = k × line_N,   gross margin_N' = 1 − k × (1 − gross margin_N)
 *
 * The operating margin is read before D&A that the schedules add back (D&A in the costs is taken
 * out and the schedule's put in, about the same share of revenue). A company that made money in its
 * base year, or whose default path already reaches the target, is left as it is.
 * @internal
 */
export function pathToProfit(
  drivers: TOperatingDefaults,
  baseOperatingMargin: number | undefined,
  target: Rate,
): TOperatingDefaults {
  if (baseOperatingMargin === undefined || baseOperatingMargin >= 0) return drivers;
  const last = (key: TCostKey) => drivers[key].values.at(-1) as number;
  const costs =
    1 - last('grossMargin') + last('researchPctRevenue') + last('sgaPctRevenue') + last('otherOpexPctRevenue');
  if (!(costs > 1 - target)) return drivers;
  const k = (1 - target) / costs;
  const adjusted = { ...drivers };
  for (const key of COST_KEYS) {
    const driver = drivers[key];
    const start = driver.values[0] as number;
    const end = key === 'grossMargin' ? 1 - k * (1 - last(key)) : k * last(key);
    adjusted[key] = towards(driver, start, end, target);
  }
  return adjusted;
}

function towards(driver: TDriver<Rate>, start: number, end: number, target: Rate): TDriver<Rate> {
  const count = driver.values.length;
  const note = `moves to ${(end * 100).toFixed(1)}% by year ${count} so the operating margin reaches ${(target * 100).toFixed(1)}% (a loss-making company's path to profit)`;
  const provenance = driver.provenance;
  if (provenance.kind !== 'history') {
    return { values: linearPath(start, end, count) as Rate[], provenance: { kind: 'convention', note } };
  }
  const fade: TFade = {
    start: provenance.fade?.start ?? {
      value: start,
      basis: 'latest_year',
      fiscalYear: provenance.years.at(-1) as number,
    },
    end: { value: end, basis: 'margin_target', operatingMargin: target },
    byYear: count,
  };
  return {
    values: linearPath(start, end, count) as Rate[],
    provenance: { ...provenance, note: [provenance.note, note].filter(Boolean).join('; '), fade },
  };
}
