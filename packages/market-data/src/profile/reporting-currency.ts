/**
 * Pure: the currency a company reports in, read from the units of its companyfacts. Monetary units are
 * ISO-4217-like three-letter codes (`USD`, `TWD`); per-share units (`USD/shares`) and the `dei` cover
 * facts (public float is often in USD for foreign filers) are not counted. The most frequent wins.
 */
import type { TCompanyFacts } from '../sec/sec-schemas.js';

/** @public */
export type TReportingCurrency = {
  code: string;
  basis: 'most_frequent_monetary_unit';
  /** Facts per currency unit, for the record (e.g. TSM reports TWD and some USD convenience figures). */
  factCounts: Record<string, number>;
};

/** Null when the facts hold no monetary unit. @public */
export function reportingCurrency(facts: TCompanyFacts): TReportingCurrency | null {
  const counts: Record<string, number> = {};
  for (const [taxonomy, concepts] of Object.entries(facts.facts)) {
    if (taxonomy === 'dei') continue;
    for (const concept of Object.values(concepts)) {
      for (const [unit, observations] of Object.entries(concept.units)) {
        if (/^[A-Z]{3}$/.test(unit)) counts[unit] = (counts[unit] ?? 0) + observations.length;
      }
    }
  }
  let code: string | null = null;
  for (const [unit, count] of Object.entries(counts)) if (code === null || count > (counts[code] ?? 0)) code = unit;
  return code === null ? null : { code, basis: 'most_frequent_monetary_unit', factCounts: counts };
}
