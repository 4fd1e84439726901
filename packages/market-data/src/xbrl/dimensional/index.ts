/**
 * Revenue breakdowns (segments, products or services, geography…) from the dimensional facts of a
 * filing's inline XBRL, with the check that the members add up to the reported total. See README.md.
 */
export { checkPeriod, markSubtotals } from './breakdown-check.js';
export type * from './breakdown-types.js';
export type * from './ixbrl-document.js';
export { readDecimals, readIxbrlNumber, roundingBound } from './ixbrl-number.js';
export {
  createIxbrlScanner,
  DEFAULT_IXBRL_MAX_BYTES,
  scanIxbrl,
  type TIxbrlScanner,
  type TIxbrlScanResult,
} from './ixbrl-scanner.js';
export { chooseMemberLabels, labelFromQName } from './member-labels.js';
export { readRevenueBreakdowns, revenueBreakdownsFromIxbrl } from './revenue-breakdowns.js';
export { REVENUE_CONCEPTS, reconcilingRole } from './revenue-facts.js';
