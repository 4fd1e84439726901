import { getAccount, type TAccountKey } from '@app/statements';
import type { TXbrlCompanyFacts } from './companyfacts-schema.js';
import { ANNUAL_FORM, QUARTERLY_FORM } from './fact-index.js';
import { parseTagRef, SUPPORTED_TAXONOMIES, TAG_MAPS, type TSupportedTaxonomy } from './tag-map.js';

/**
 * The taxonomy to read: among us-gaap and ifrs-full, the one in which the company reports more
 * of the mapped concepts (us-gaap on a tie). `null` when it reports neither.
 * @internal
 */
export function pickTaxonomy(facts: TXbrlCompanyFacts): TSupportedTaxonomy | null {
  let best: TSupportedTaxonomy | null = null;
  let bestCount = 0;
  for (const taxonomy of SUPPORTED_TAXONOMIES) {
    const concepts = facts.facts[taxonomy];
    if (!concepts) continue;
    const count = mappedTags(taxonomy).filter((tag) => concepts[tag] !== undefined).length;
    if (count > bestCount) [best, bestCount] = [taxonomy, count];
  }
  return best;
}

/**
 * Facts per currency of the mapped money lines, in annual reports (or, for a company that has
 * filed none yet, in 10-Qs). The reporting currency is the most frequent one: TSMC files most
 * facts in TWD and repeats a few in USD as convenience translations.
 * @internal
 */
export function countCurrencies(facts: TXbrlCompanyFacts, taxonomy: TSupportedTaxonomy): Map<string, number> {
  const concepts = facts.facts[taxonomy] ?? {};
  const annual = new Map<string, number>();
  const quarterly = new Map<string, number>();
  for (const [key, tiers] of Object.entries(TAG_MAPS[taxonomy]) as [TAccountKey, string[][]][]) {
    if (getAccount(key).unit_kind !== 'currency') continue;
    for (const ref of tiers.flat()) {
      for (const [unit, rows] of Object.entries(concepts[parseTagRef(ref).tag]?.units ?? {})) {
        if (!/^[A-Z]{3}$/.test(unit)) continue;
        for (const row of rows) {
          const form = row.form ?? '';
          const counts = ANNUAL_FORM.test(form) ? annual : QUARTERLY_FORM.test(form) ? quarterly : null;
          counts?.set(unit, (counts.get(unit) ?? 0) + 1);
        }
      }
    }
  }
  return annual.size > 0 ? annual : quarterly;
}

/** The most frequent currency of `counts`, or `null`. @internal */
export function mostFrequent(counts: ReadonlyMap<string, number>): string | null {
  let best: string | null = null;
  for (const [unit, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = unit;
  return best;
}

function mappedTags(taxonomy: TSupportedTaxonomy): string[] {
  return Object.values(TAG_MAPS[taxonomy]).flatMap((tiers) => tiers.flat().map((ref) => parseTagRef(ref).tag));
}
