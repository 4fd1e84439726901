/**
 * XBRL → standard chart of accounts: the SEC companyfacts schema, the tag map and the
 * standardizer. Pure functions over parsed JSON.
 */
export {
  type TCompanyConcept,
  type TCompanyFact,
  type TCompanyFacts,
  type TXbrlCompanyFacts,
  type TXbrlFact,
  ZCompanyConceptSchema,
  ZCompanyFactSchema,
  ZCompanyFactsSchema,
} from './companyfacts-schema.js';
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
