/**
 * The worker side of a `WorkerPool`: a worker thread answers one request at a time with its result
 * or the error it threw, and may report pages while it works.
 */
import { parentPort } from 'node:worker_threads';

/** What a worker answers: pages while it works, then the result or the error that ended the request. */
export type TWorkerMessage =
  | { type: 'page'; done: number; total: number }
  | { type: 'result'; value: unknown }
  | { type: 'error'; name: string; message: string; reason: unknown };

/**
 * Answers the pool's requests in this worker thread with `handle`'s results; an error travels with
 * its name, message and `reason` (a `DocumentReadError`'s), so the main thread can tell it apart.
 */
export function serveRequests<TRequest>(
  handle: (request: TRequest, reportPage: (done: number, total: number) => void) => Promise<unknown>,
): void {
  const port = parentPort;
  if (!port) throw new Error('serveRequests runs in a worker thread');
  const post = (message: TWorkerMessage) => port.postMessage(message);
  const reportPage = (done: number, total: number) => post({ type: 'page', done, total });
  port.on('message', (request: TRequest) => {
    handle(request, reportPage).then(
      (value) => post({ type: 'result', value }),
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        post({
          type: 'error',
          name: failure.name,
          message: failure.message,
          reason: (failure as { reason?: unknown }).reason,
        });
      },
    );
  });
}
