/**
 * `@app/extraction`: uploaded financial documents → tables → statements with standard accounts.
 */

export * from './audit.js';
export { readDocumentPages, type TReadPagesOptions } from './pages/read-document-pages.js';
export * from './pages/types.js';
export { inspectDocument, type TDocumentInspection } from './read/inspect-document.js';
export { READ_LIMITS, type TReadLimits } from './read/limits.js';
export { readDocument, type TReadOptions } from './read/read-document.js';
export { findCompanyName } from './statements/company-name.js';
export { extractStatements, type TExtractionHints } from './statements/extract-statements.js';
export { standardValue } from './statements/standard-value.js';
export * from './types.js';
