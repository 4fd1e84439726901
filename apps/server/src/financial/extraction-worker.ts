/**
 * The code of an extraction worker thread (started by `extraction-pool.ts` through
 * `extraction-worker.mjs`, which lets the thread load TypeScript). It runs one request at a time:
 * `read` (`readDocument`, posting each page read or recognised by OCR) or `extract`
 * (`extractStatements`), and answers with the result or the error, so the server's main thread
 * never parses a document.
 */
import { parentPort } from 'node:worker_threads';
import { extractStatements, readDocument, type TExtractionHints, type TParsedDocument } from '@app/extraction';

/** What the pool asks a worker. */
export type TWorkerRequest =
  | { kind: 'read'; bytes: Uint8Array }
  | { kind: 'extract'; document: TParsedDocument; hints: TExtractionHints | undefined };

/** What a worker answers: pages while reading, then the result or the error that ended the request. */
export type TWorkerMessage =
  | { type: 'page'; done: number; total: number }
  | { type: 'result'; value: unknown }
  | { type: 'error'; name: string; message: string; reason: unknown };

const port = parentPort;
if (!port) throw new Error('extraction-worker.ts runs in a worker thread');
const post = (message: TWorkerMessage) => port.postMessage(message);

port.on('message', (request: TWorkerRequest) => {
  handle(request).then(
    (value) => post({ type: 'result', value }),
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      // A DocumentReadError's reason travels as a field; the main thread recognises it by name.
      post({
        type: 'error',
        name: failure.name,
        message: failure.message,
        reason: (failure as { reason?: unknown }).reason,
      });
    },
  );
});

async function handle(request: TWorkerRequest): Promise<unknown> {
  switch (request.kind) {
    case 'read':
      // Posting does not wait for the main thread: the reader goes on while the progress is stored.
      return readDocument(request.bytes, { onPage: (done, total) => post({ type: 'page', done, total }) });
    case 'extract':
      return extractStatements(request.document, request.hints);
  }
}
