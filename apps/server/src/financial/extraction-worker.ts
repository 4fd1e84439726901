/**
 * The code of an extraction worker thread (started by `extraction-pool.ts` through
 * `extraction-worker.mjs`, which lets the thread load TypeScript). It runs one request at a time:
 * `inspect` (`inspectDocument`, the upload's quick look, and the file's SHA-256), `inspect_file`
 * (the same for the file manager, which also takes plain text and Markdown), `read`
 * (`readDocument`, posting each page read or recognised by OCR) or `extract`
 * (`extractStatements`), and answers with the result or the error, so the server's main thread
 * never parses a document.
 */
import { createHash } from 'node:crypto';
import {
  extractStatements,
  inspectDocument,
  readDocument,
  type TExtractionHints,
  type TParsedDocument,
} from '@app/extraction';
import { inspectFile } from '../files/inspect-file.js';
import { serveRequests } from '../workers/serve-requests.js';

/** What the pool asks a worker. */
export type TWorkerRequest =
  | { kind: 'inspect'; bytes: Uint8Array }
  | { kind: 'inspect_file'; bytes: Uint8Array }
  | { kind: 'read'; bytes: Uint8Array }
  | { kind: 'extract'; document: TParsedDocument; hints: TExtractionHints | undefined };

serveRequests<TWorkerRequest>(async (request, reportPage) => {
  switch (request.kind) {
    case 'inspect':
      return {
        ...(await inspectDocument(request.bytes)),
        sha256: createHash('sha256').update(request.bytes).digest('hex'),
      };
    case 'inspect_file':
      return inspectFile(request.bytes);
    case 'read':
      // Posting does not wait for the main thread: the reader goes on while the progress is stored.
      return readDocument(request.bytes, { onPage: reportPage });
    case 'extract':
      return extractStatements(request.document, request.hints);
  }
});
