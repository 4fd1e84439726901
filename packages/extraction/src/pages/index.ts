/**
 * `@app/extraction/pages`: a document read as pages of blocks, for a knowledge base to chunk,
 * without the statement-extraction half of the package.
 */
export { readDocumentPages, type TReadPagesOptions } from './read-document-pages.js';
export * from './types.js';
