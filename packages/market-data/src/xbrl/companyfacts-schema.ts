import { z } from 'zod';

/**
 * One XBRL fact of the SEC companyfacts API: a value for a period (`start`..`end` for a duration,
 * `end` alone for an instant) as reported in one filing. `fy`/`fp` are the FILING's fiscal year
 * and period (a 10-K for FY2024 also carries FY2023 and FY2022 facts with `fy: 2024`).
 * @public
 */
export const ZCompanyFactSchema = z.object({
  start: z.string().optional(),
  end: z.string(),
  val: z.number(),
  /** Accession number; `null` in the data pack's files parsed from 10-K HTML. */
  accn: z.string().nullable(),
  fy: z.number().nullable(),
  fp: z.string().nullable(),
  form: z.string(),
  filed: z.string(),
  /** SEC calendar frame (`CY2024Q3I`…); absent from the pack's derived files. */
  frame: z.string().optional(),
});

/** One concept (tag): its facts grouped by unit (`USD`, `shares`, `USD/shares`, `TWD`…). @public */
export const ZCompanyConceptSchema = z.object({
  label: z.string().nullable(),
  description: z.string().nullable(),
  units: z.record(z.string(), z.array(ZCompanyFactSchema)),
});

/**
 * The body of `https://data.sec.gov/api/xbrl/companyfacts/CIK##########.json`: every fact of every
 * concept of one filer, by taxonomy (`us-gaap`, `ifrs-full`, `dei`, company extensions).
 * `cik` is a number in the SEC's responses and sometimes a zero-padded string in saved copies.
 * @public
 */
export const ZCompanyFactsSchema = z.object({
  cik: z.union([z.number(), z.string()]),
  entityName: z.string(),
  facts: z.record(z.string(), z.record(z.string(), ZCompanyConceptSchema)),
});

/** @public */
export type TCompanyFact = z.infer<typeof ZCompanyFactSchema>;
/** @public */
export type TCompanyConcept = z.infer<typeof ZCompanyConceptSchema>;
/** @public */
export type TCompanyFacts = z.infer<typeof ZCompanyFactsSchema>;

/**
 * What the standardizer reads from a companyfacts body. Both this file's schema and the looser
 * `ZCompanyFactsSchema` of `src/sec/sec-schemas.ts` (the SEC client's edge validator, where
 * `form`, `filed`, `accn` and `fy` may be missing) produce values of this shape; facts without a
 * form are not read (they cannot be placed in an annual or quarterly report).
 * @public
 */
export type TXbrlFact = {
  start?: string;
  end: string;
  val: number;
  accn?: string | null;
  fy?: number | null;
  form?: string | null;
  filed?: string | null;
};

/** @public */
export type TXbrlCompanyFacts = {
  facts: Record<string, Record<string, { units: Record<string, readonly TXbrlFact[]> }>>;
};
