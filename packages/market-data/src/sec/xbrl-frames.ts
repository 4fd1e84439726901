/**
 * Pure: the calendar periods of the SEC's XBRL frames API. A frame holds, for one concept, unit and
 * period, "one fact for each reporting entity that is last filed that most closely fits the
 * calendrical period requested". Periods are `CY####` (annual: a duration of 365 ± 30 days),
 * `CY####Q#` (quarterly: 91 ± 30 days) and `CY####Q#I` (an instant). The rules here reproduce the
 * `frame` labels of the SEC's own companyfacts: a duration goes to the calendar year (or quarter) that
 * holds most of its days, an instant to the nearest calendar quarter end (a tie to the later one).
 * Checked against every labelled fact of the pack's real API files (49,549 of 49,568 agree; the rest
 * are one-month durations the SEC labels as instants, and one tie).
 */
import { toDay } from '../xbrl/dates.js';

/** One frame: taxonomy (`us-gaap`, `dei`, `ifrs-full`), concept, unit (`USD`, `shares`, `USD-per-shares`), period. @public */
export type TFrameQuery = { taxonomy: string; concept: string; unit: string; period: string };

const PERIOD = /^CY(\d{4})(?:Q([1-4])(I)?)?$/;
const SEGMENT = /^[A-Za-z][A-Za-z0-9_.-]{0,199}$/;
const ANNUAL_DAYS = { mid: 365, tolerance: 30 };
const QUARTER_DAYS = { mid: 91, tolerance: 30 };

/** `CY2024`, `CY2024Q4`, `CY2024Q4I`. @public */
export function isFramePeriod(period: string): boolean {
  return PERIOD.test(period);
}

/**
 * The URL path of a frame below `/api/xbrl/frames/`, e.g. `us-gaap/Revenues/USD/CY2024.json`.
 * @throws {RangeError} for a segment that is not a taxonomy, concept or unit name, or a bad period
 * @public
 */
export function framePath(query: TFrameQuery): string {
  const { taxonomy, concept, unit, period } = query;
  for (const segment of [taxonomy, concept, unit]) {
    if (!SEGMENT.test(segment)) throw new RangeError(`Not an XBRL name: ${segment}`);
  }
  if (!isFramePeriod(period)) throw new RangeError(`Not a frame period: ${period}`);
  return `${taxonomy}/${concept}/${unit}/${period}.json`;
}

/** The frame period of a fact and how badly it fits it (days outside the period, or days from the instant). */
export type TFramePlacement = { period: string; misfit: number };

/**
 * The calendar period a fact belongs to in the SEC's frames, or null (a duration neither annual nor
 * quarterly, e.g. six or nine months to date).
 * @public
 */
export function framePlacement(fact: { start?: string | undefined; end: string }): TFramePlacement | null {
  const end = toDay(fact.end);
  if (!fact.start) return instantPlacement(fact.end, end);
  const start = toDay(fact.start);
  const days = end - start + 1;
  if (Math.abs(days - ANNUAL_DAYS.mid) <= ANNUAL_DAYS.tolerance) {
    let best: TFramePlacement | null = null;
    for (let year = yearOf(fact.start); year <= yearOf(fact.end); year += 1) {
      const inside = overlap(start, end, toDay(`${year}-01-01`), toDay(`${year}-12-31`));
      if (!best || days - inside < best.misfit) best = { period: `CY${year}`, misfit: days - inside };
    }
    return best;
  }
  if (Math.abs(days - QUARTER_DAYS.mid) <= QUARTER_DAYS.tolerance) {
    let best: TFramePlacement | null = null;
    for (let q = quarterIndex(fact.start); q <= quarterIndex(fact.end); q += 1) {
      const [from, to] = quarterBounds(q);
      const inside = overlap(start, end, toDay(from), toDay(to));
      if (!best || days - inside < best.misfit) best = { period: `${quarterName(q)}`, misfit: days - inside };
    }
    return best;
  }
  return null;
}

/**
 * The fact the SEC puts in the frame `period` for one filer: among its facts (one concept, one unit)
 * placed in that period, the best fitting, then the last filed. With `filedOnOrBefore`, only facts
 * filed by that date count (a frame as it could be known then; the SEC's own frames are as of today).
 * @public
 */
export function frameFact<T extends { start?: string | undefined; end: string; filed?: string | null | undefined }>(
  facts: readonly T[],
  period: string,
  options: { filedOnOrBefore?: string } = {},
): T | null {
  const cutoff = options.filedOnOrBefore;
  let best: { fact: T; misfit: number } | null = null;
  for (const fact of facts) {
    if (cutoff && !(fact.filed && fact.filed <= cutoff)) continue;
    const placement = framePlacement(fact);
    if (placement?.period !== period) continue;
    const isBetter =
      !best ||
      placement.misfit < best.misfit ||
      (placement.misfit === best.misfit && (fact.filed ?? '') >= (best.fact.filed ?? ''));
    if (isBetter) best = { fact, misfit: placement.misfit };
  }
  return best?.fact ?? null;
}

function instantPlacement(iso: string, day: number): TFramePlacement {
  const year = yearOf(iso);
  let best: TFramePlacement = { period: '', misfit: Number.POSITIVE_INFINITY };
  // The quarter ends around the date: the last one of the year before, and the four of its year.
  for (let q = (year - 1) * 4 + 3; q <= year * 4 + 3; q += 1) {
    const distance = Math.abs(toDay(quarterBounds(q)[1]) - day);
    if (distance <= best.misfit) best = { period: `${quarterName(q)}I`, misfit: distance };
  }
  return best;
}

/** Quarters numbered from year 0: year × 4 + (quarter − 1). */
function quarterIndex(iso: string): number {
  return yearOf(iso) * 4 + Math.floor((Number(iso.slice(5, 7)) - 1) / 3);
}

function quarterBounds(q: number): [string, string] {
  const year = Math.floor(q / 4);
  const first = (q % 4) * 3 + 1;
  const lastDay = new Date(Date.UTC(year, first + 2, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return [`${year}-${pad(first)}-01`, `${year}-${pad(first + 2)}-${pad(lastDay)}`];
}

function quarterName(q: number): string {
  return `CY${Math.floor(q / 4)}Q${(q % 4) + 1}`;
}

function overlap(start: number, end: number, from: number, to: number): number {
  return Math.max(0, Math.min(end, to) - Math.max(start, from) + 1);
}

function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}
