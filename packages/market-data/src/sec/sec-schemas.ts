/**
 * zod schemas of the SEC EDGAR payloads, checked at the edge (live responses and pack files alike).
 * Only the fields we read are required; `looseObject` keeps the SEC's other fields for consumers.
 */
import { z } from 'zod';

/** `https://www.sec.gov/files/company_tickers.json`: `{"0": {cik_str, ticker, title}, …}`. @public */
export const ZCompanyTickersSchema = z.record(
  z.string(),
  z.object({ cik_str: z.number().int().nonnegative(), ticker: z.string(), title: z.string() }),
);
/** @public */
export type TCompanyTickers = z.infer<typeof ZCompanyTickersSchema>;

/** `https://www.sec.gov/files/company_tickers_exchange.json`: columnar `{fields, data}`. @public */
export const ZCompanyTickersExchangeSchema = z.object({
  fields: z.tuple([z.literal('cik'), z.literal('name'), z.literal('ticker'), z.literal('exchange')]),
  data: z.array(z.tuple([z.number().int().nonnegative(), z.string(), z.string(), z.string().nullable()])),
});
/** @public */
export type TCompanyTickersExchange = z.infer<typeof ZCompanyTickersExchangeSchema>;

const ZAddressSchema = z.looseObject({
  street1: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  stateOrCountry: z.string().nullable().optional(),
  stateOrCountryDescription: z.string().nullable().optional(),
  isForeignLocation: z.number().nullable().optional(),
  country: z.string().nullable().optional(),
  countryCode: z.string().nullable().optional(),
});

/** The columnar filing index of `filings.recent` and of each overflow page (`-submissions-001.json`). @public */
export const ZFilingIndexSchema = z.looseObject({
  accessionNumber: z.array(z.string()),
  filingDate: z.array(z.string()),
  reportDate: z.array(z.string()),
  form: z.array(z.string()),
  primaryDocument: z.array(z.string()),
});
/** @public */
export type TFilingIndex = z.infer<typeof ZFilingIndexSchema>;

/** `https://data.sec.gov/submissions/CIK##########.json`. @public */
export const ZSubmissionsSchema = z.looseObject({
  cik: z.string(),
  entityType: z.string().nullable().optional(),
  sic: z.string().nullable(),
  sicDescription: z.string().nullable(),
  name: z.string(),
  tickers: z.array(z.string()),
  exchanges: z.array(z.string().nullable()),
  fiscalYearEnd: z.string().nullable(),
  stateOfIncorporation: z.string().nullable().optional(),
  stateOfIncorporationDescription: z.string().nullable().optional(),
  addresses: z.looseObject({ mailing: ZAddressSchema.optional(), business: ZAddressSchema.optional() }),
  filings: z.object({
    recent: ZFilingIndexSchema,
    files: z.array(
      z.looseObject({ name: z.string(), filingCount: z.number(), filingFrom: z.string(), filingTo: z.string() }),
    ),
  }),
});
/** @public */
export type TSubmissions = z.infer<typeof ZSubmissionsSchema>;
/** @public */
export type TSubmissionsAddress = z.infer<typeof ZAddressSchema>;

const ZFactSchema = z.object({
  start: z.string().optional(),
  end: z.string(),
  val: z.number(),
  accn: z.string().nullable().optional(),
  fy: z.number().nullable().optional(),
  fp: z.string().nullable().optional(),
  form: z.string().nullable().optional(),
  filed: z.string().nullable().optional(),
  frame: z.string().nullable().optional(),
});
/** One reported value of a concept in one unit. @public */
export type TCompanyFact = z.infer<typeof ZFactSchema>;

const ZConceptSchema = z.object({
  label: z.string().nullable(),
  description: z.string().nullable(),
  units: z.record(z.string(), z.array(ZFactSchema)),
});
/** @public */
export type TCompanyConcept = z.infer<typeof ZConceptSchema>;

/**
 * `https://data.sec.gov/api/xbrl/companyfacts/CIK##########.json`: taxonomy → concept → unit → facts.
 * `cik` is a number in the SEC's responses and a zero-padded string in a few pack files.
 * @public
 */
export const ZCompanyFactsSchema = z.object({
  cik: z.union([z.number().int(), z.string()]),
  entityName: z.string(),
  facts: z.record(z.string(), z.record(z.string(), ZConceptSchema)),
});
/** @public */
export type TCompanyFacts = z.infer<typeof ZCompanyFactsSchema>;

/**
 * `https://data.sec.gov/api/xbrl/frames/{taxonomy}/{tag}/{unit}/{period}.json`: one concept in one unit
 * for one calendar period, one fact per filer (the last filed that best fits the period). `ccp` is the
 * period asked (`CY2024`, `CY2024Q4`, `CY2024Q4I`), `uom` the unit, `pts` the number of filers. The SEC
 * always sends `accn` and `loc`; they are optional here because we do not read them (and the local test
 * server builds frames from pack files that have no accession numbers).
 * @public
 */
export const ZXbrlFrameSchema = z.looseObject({
  taxonomy: z.string(),
  tag: z.string(),
  ccp: z.string(),
  uom: z.string(),
  label: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  pts: z.number().int().nonnegative(),
  data: z.array(
    z.looseObject({
      accn: z.string().nullable().optional(),
      cik: z.number().int().nonnegative(),
      entityName: z.string(),
      loc: z.string().nullable().optional(),
      end: z.string(),
      val: z.number(),
    }),
  ),
});
/** @public */
export type TXbrlFrame = z.infer<typeof ZXbrlFrameSchema>;
