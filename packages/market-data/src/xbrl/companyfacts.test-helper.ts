import type { TCompanyFacts } from '../sec/sec-schemas.js';

/** One fact of a synthetic companyfacts body; unset fields get 10-K / us-gaap / USD defaults. */
export type TFactSpec = {
  tag: string;
  val: number;
  end: string;
  start?: string;
  taxonomy?: string;
  unit?: string;
  form?: string;
  filed?: string;
  fy?: number | null;
  accn?: string | null;
};

/** A companyfacts body holding exactly the given facts (test fixture). */
export function companyFacts(specs: readonly TFactSpec[]): TCompanyFacts {
  const body: TCompanyFacts = { cik: 1, entityName: 'Test Co', facts: {} };
  for (const spec of specs) {
    const taxonomy = body.facts[spec.taxonomy ?? 'us-gaap'] ?? {};
    body.facts[spec.taxonomy ?? 'us-gaap'] = taxonomy;
    const concept = taxonomy[spec.tag] ?? { label: null, description: null, units: {} };
    taxonomy[spec.tag] = concept;
    const rows = concept.units[spec.unit ?? 'USD'] ?? [];
    concept.units[spec.unit ?? 'USD'] = rows;
    const filed = spec.filed ?? `${Number(spec.end.slice(0, 4)) + 1}-02-15`;
    rows.push({
      ...(spec.start !== undefined && { start: spec.start }),
      end: spec.end,
      val: spec.val,
      accn: spec.accn === undefined ? `0000000001-${filed.slice(2, 4)}-000001` : spec.accn,
      fy: spec.fy === undefined ? Number(spec.end.slice(0, 4)) : spec.fy,
      fp: spec.form?.startsWith('10-Q') ? 'Q' : 'FY',
      form: spec.form ?? '10-K',
      filed,
    });
  }
  return body;
}

/** A calendar-year duration fact for `year` (start `year-01-01`, end `year-12-31`). */
export function yearFact(tag: string, year: number, val: number, extra: Partial<TFactSpec> = {}): TFactSpec {
  return { tag, val, start: `${year}-01-01`, end: `${year}-12-31`, ...extra };
}
