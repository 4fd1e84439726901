/**
 * Pure: the cover-page share count, `dei:EntityCommonStockSharesOutstanding`. Companyfacts holds only
 * facts without dimensions, so companies that report it per share class (e.g. Alphabet) have none here;
 * that is reported as missing, never replaced by another concept.
 */
import type { TCompanyFacts } from '../sec/sec-schemas.js';

/** @public */
export type TSharesOutstanding = {
  value: number;
  /** The date the count is as of (the fact's `end`). */
  asOf: string;
  tag: 'dei:EntityCommonStockSharesOutstanding';
  form: string | null;
  filed: string | null;
  accession: string | null;
};

/**
 * The latest count dated on or before `asOf` (all dates when omitted); on equal dates the latest
 * filed wins. Null when there is none.
 * @public
 */
export function latestSharesOutstanding(facts: TCompanyFacts, asOf?: string): TSharesOutstanding | null {
  const observations = facts.facts.dei?.EntityCommonStockSharesOutstanding?.units.shares ?? [];
  let best: (typeof observations)[number] | undefined;
  for (const fact of observations) {
    if (asOf !== undefined && fact.end > asOf) continue;
    if (!best || fact.end > best.end || (fact.end === best.end && (fact.filed ?? '') > (best.filed ?? ''))) best = fact;
  }
  if (!best) return null;
  return {
    value: best.val,
    asOf: best.end,
    tag: 'dei:EntityCommonStockSharesOutstanding',
    form: best.form ?? null,
    filed: best.filed ?? null,
    accession: best.accn ?? null,
  };
}
