/**
 * The code of a knowledge-base parse worker thread (started by `parse-pool.ts` through
 * `parse-worker.mjs`): reads a file's pages (`readDocumentPages`, posting each page read) and cuts
 * them into chunks by the document's method (`chunkDocument`), or clusters a RAPTOR layer
 * (`clusterEmbeddings`), so that the server's main thread never does either. Embedding and the
 * chat model's calls happen on the main thread's side.
 */
import { readDocumentPages } from '@app/extraction';
import { chunkDocument, clusterEmbeddings } from '@app/retrieval';
import { serveRequests } from '../workers/serve-requests.js';
import type { TParsedChunks, TParseRequest } from './parse-request.js';

serveRequests<TParseRequest>(async (request, reportPage): Promise<TParsedChunks | number[][]> => {
  if (request.kind === 'raptor_cluster') return clusterEmbeddings(request.embeddings, request.options);
  const pages = await readDocumentPages(request.bytes, { onPage: reportPage });
  const drafts = chunkDocument(pages, request.parserId, request.parserConfig);
  return { pageCount: pages.pages.length, drafts };
});
