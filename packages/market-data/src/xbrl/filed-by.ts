import type { TXbrlCompanyFacts, TXbrlFact } from './companyfacts-schema.js';

/**
 * The companyfacts as they stood on `date`: only the facts filed on or before it. A later filing's
 * restatement of an old period is left out, so a model valued at a past date sees the numbers an
 * analyst could read then. Facts without a filing date cannot be placed in time and are dropped.
 * @public
 */
export function factsFiledBy(facts: TXbrlCompanyFacts, date: string): TXbrlCompanyFacts {
  const known = (fact: TXbrlFact) => typeof fact.filed === 'string' && fact.filed <= date;
  const taxonomies: TXbrlCompanyFacts['facts'] = {};
  for (const [taxonomy, concepts] of Object.entries(facts.facts)) {
    const kept: (typeof taxonomies)[string] = {};
    for (const [concept, { units }] of Object.entries(concepts)) {
      const keptUnits: Record<string, readonly TXbrlFact[]> = {};
      for (const [unit, values] of Object.entries(units)) {
        const filed = values.filter(known);
        if (filed.length > 0) keptUnits[unit] = filed;
      }
      if (Object.keys(keptUnits).length > 0) kept[concept] = { units: keptUnits };
    }
    taxonomies[taxonomy] = kept;
  }
  return { ...facts, facts: taxonomies };
}

/** The latest filing date among the facts, or `null` when none has one. @public */
export function lastFiledDate(facts: TXbrlCompanyFacts): string | null {
  let last: string | null = null;
  for (const concepts of Object.values(facts.facts)) {
    for (const { units } of Object.values(concepts)) {
      for (const values of Object.values(units)) {
        for (const fact of values) if (fact.filed && (last === null || fact.filed > last)) last = fact.filed;
      }
    }
  }
  return last;
}
