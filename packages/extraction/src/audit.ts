/**
 * `@app/extraction/audit`: what the audit of extracted statements needs, without the readers
 * (pdfjs and the spreadsheet parsers, which a server should load only when it reads a file): the
 * formula checks extraction runs, to run them again after an edit, and the codes of its reasons.
 */
export {
  describeReason,
  EXTRACTION_REASON_CODES,
  type TExtractionReason,
  type TExtractionReasonCode,
} from './statements/audit-reasons.js';
export { chartEquityKeys } from './statements/equity-keys.js';
export {
  checkStatement,
  isAccountOf,
  type TCheckableLine,
  type TLineCheck,
} from './statements/formula-checks.js';
