/**
 * The code of a knowledge-base parse worker thread (started by `parse-pool.ts` through
 * `parse-worker.mjs`): reads a file's pages (`readDocumentPages`, posting each page read) and cuts
 * them into chunks by the document's method (`chunkDocument`), so that the server's main thread
 * never parses a document. Embedding happens on the main thread's side, batch by batch.
 */
import { readDocumentPages } from '@app/extraction';
import { chunkDocument } from '@app/retrieval';
import { serveRequests } from '../workers/serve-requests.js';
import type { TParsedChunks, TParseRequest } from './parse-request.js';

serveRequests<TParseRequest>(async (request, reportPage): Promise<TParsedChunks> => {
  const pages = await readDocumentPages(request.bytes, { onPage: reportPage });
  const drafts = chunkDocument(pages, request.parserId, request.parserConfig);
  return { pageCount: pages.pages.length, drafts };
});
