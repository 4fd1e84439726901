import type { TFact, TTagFacts } from './fact-index.js';

/** Finds one tag's fact for a period, or `undefined`. @internal */
export type TLookup = (tag: TTagFacts) => TFact | undefined;

/**
 * The fact of a line for one period: the first tier with a fact wins; inside a tier, the largest
 * absolute value (first tag on ties). Tiers are tried per period, so a company that changed tags
 * between years gets each year from the tag it used that year.
 * @internal
 */
export function pickFact(tiers: readonly (readonly TTagFacts[])[], lookup: TLookup): TFact | undefined {
  for (const tier of tiers) {
    let best: TFact | undefined;
    for (const tag of tier) {
      const fact = lookup(tag);
      if (fact && (!best || Math.abs(fact.value) > Math.abs(best.value))) best = fact;
    }
    if (best) return best;
  }
  return undefined;
}

/**
 * Two facts of the SAME tag (e.g. FY and 9 months year-to-date), chosen like `pickFact` among the
 * tags that have both: subtracting values of different concepts would mix definitions.
 * @internal
 */
export function pickPair(
  tiers: readonly (readonly TTagFacts[])[],
  first: TLookup,
  second: TLookup,
): [TFact, TFact] | undefined {
  for (const tier of tiers) {
    let best: [TFact, TFact] | undefined;
    for (const tag of tier) {
      const a = first(tag);
      const b = a && second(tag);
      if (a && b && (!best || Math.abs(a.value) > Math.abs(best[0].value))) best = [a, b];
    }
    if (best) return best;
  }
  return undefined;
}
