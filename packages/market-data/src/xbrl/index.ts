/**
 * XBRL → standard chart of accounts: the tag maps and the standardizer, pure functions over the
 * parsed companyfacts JSON. The companyfacts schema of `./companyfacts-schema.ts` is not
 * re-exported here: `src/sec/sec-schemas.ts` already exports the package's `ZCompanyFactsSchema`,
 * and `standardizeCompanyFacts` accepts what either schema produces (`TXbrlCompanyFacts`).
 */
export type { TXbrlCompanyFacts, TXbrlFact } from './companyfacts-schema.js';
export {
  standardizeCompanyFacts,
  type TPeriodChecks,
  type TStandardizedFinancials,
  type TStandardizeIssue,
  type TStandardizeIssueCode,
  type TStandardizeOptions,
} from './standardize.js';
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
