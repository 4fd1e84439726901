/**
 * The code of a knowledge-base parse worker thread (started by `parse-pool.ts` through
 * `parse-worker.mjs`): reads a file's pages (`readDocumentPages`, posting each page read), cuts
 * them into chunks by the document's method (`chunkDocument`) and draws a PDF's first page
 * (`pdfThumbnail`), or clusters a RAPTOR layer (`clusterEmbeddings`), so that the server's main
 * thread never does any of these. Embedding and the chat model's calls happen on the main thread's side.
 */
import { readDocumentPages } from '@app/extraction';
import { chunkDocument, clusterEmbeddings } from '@app/retrieval';
import { serveRequests } from '../workers/serve-requests.js';
import type { TParsedChunks, TParseRequest } from './parse-request.js';
import { documentCoverTitle } from './search/document-identity.js';
import { pdfThumbnail } from './thumbnail.js';

serveRequests<TParseRequest>(async (request, reportPage): Promise<TParsedChunks | number[][]> => {
  if (request.kind === 'raptor_cluster') return clusterEmbeddings(request.embeddings, request.options);
  const pages = await readDocumentPages(request.bytes, { onPage: reportPage });
  const drafts = chunkDocument(pages, request.parserId, request.parserConfig);
  // Other kinds have no page to draw without a renderer of their own: the screen shows their kind.
  const thumbnail = pages.kind === 'pdf' ? await pdfThumbnail(request.bytes) : null;
  return { pageCount: pages.pages.length, drafts, thumbnail, coverTitle: documentCoverTitle(pages) };
});
