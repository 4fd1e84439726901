/**
 * What the standardizer reads from a companyfacts body. `ZCompanyFactsSchema` of `src/sec/sec-schemas.ts`
 * (the SEC client's edge validator, where `form`, `filed`, `accn` and `fy` may be missing)
 * produces values of this shape; facts without a
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
