/**
 * XBRL → standard chart of accounts: the tag maps and the standardizer, pure functions over the
 * companyfacts JSON as validated by `ZCompanyFactsSchema` (`src/sec/sec-schemas.ts`).
 */
export type { TXbrlCompanyFacts, TXbrlFact } from './companyfacts-schema.js';
export { factsFiledBy, lastFiledDate } from './filed-by.js';
export {
  standardizeCompanyFacts,
  type TPeriodChecks,
  type TStandardizedFinancials,
  type TStandardizeIssue,
  type TStandardizeIssueCode,
  type TStandardizeOptions,
} from './standardize.js';
export type { TFilingRef, TStockSplit } from './stock-splits.js';
export {
  SUPPORTED_TAXONOMIES,
  TAG_MAPS,
  type TKeyTags,
  type TSupportedTaxonomy,
  type TTagMap,
  type TTagRef,
} from './tag-map.js';
export { IFRS_TAGS } from './tag-map-ifrs.js';
export { US_GAAP_TAGS } from './tag-map-us-gaap.js';
