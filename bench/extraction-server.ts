import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startAppServer } from '../apps/server/src/test/spawn-server.js';
import type { TEnvelope, TTaskStatusView, TUploadResult } from '../packages/contract/src/index.js';
import { caller, latencySummary, statusLatencies, tempUser } from './status-latency.js';

const EVAL_DIR = fileURLToPath(new URL('../../shared/data/documents/eval/', import.meta.url));
const DOCUMENTS = 4;
/** The status loop's bounds: it ends when every task has, or after this many calls or this long. */
const MAX_CALLS = 50_000;
const MAX_MS = 10 * 60_000;
const IDLE_CALLS = 200;

/**
 * The server's responsiveness while it extracts: the real server as `npm start` runs it (PGlite in
 * a new data folder), a temporary user uploads four 10-K PDFs (117–206 pages) in one request and
 * runs their tasks; meanwhile `GET /v1/system/status` (a database round trip) is called back to
 * back over loopback. Prints its latency idle and during extraction (the goal: p99 < 50 ms) and the
 * time until all four documents are awaiting audit.
 */
export async function benchExtractionServer(): Promise<void> {
  const workers = process.env.EXTRACTION_WORKERS || String(Math.max(1, availableParallelism() - 1));
  const server = await startAppServer();
  try {
    const call = caller(server.baseUrl);
    await statusLatencies(server.baseUrl, () => false, IDLE_CALLS); // warm-up
    const idle = await statusLatencies(server.baseUrl, () => false, IDLE_CALLS);

    const token = await tempUser(server.baseUrl);
    const files = readdirSync(EVAL_DIR)
      .filter((name) => name.endsWith('.pdf'))
      .sort()
      .slice(0, DOCUMENTS);
    const form = new FormData();
    for (const name of files) form.append('file', new Blob([readFileSync(`${EVAL_DIR}${name}`)]), name);
    const uploadStarted = performance.now();
    const uploaded = (await (
      await fetch(`${server.baseUrl}/v1/financial_statements/document`, {
        method: 'POST',
        headers: { authorization: token },
        body: form,
      })
    ).json()) as TEnvelope<TUploadResult>;
    const uploadMs = performance.now() - uploadStarted;
    const documentIds = uploaded.data.documents.map((document) => document.document_id);
    if (uploaded.code !== 0 || documentIds.some((id) => !id)) throw new Error(`upload: ${uploaded.message}`);

    const started = performance.now();
    const tasks = await Promise.all(
      documentIds.map(
        async (id) =>
          (await call<{ task_id: string }>('POST', '/v1/financial_tasks/run', { token, body: { document_id: id } }))
            .task_id,
      ),
    );
    const finishedAt = new Map<string, { status: string; ms: number }>();
    const watch = (async () => {
      while (finishedAt.size < tasks.length && performance.now() - started < MAX_MS) {
        for (const taskId of tasks) {
          if (finishedAt.has(taskId)) continue;
          const data = await call<TTaskStatusView>('GET', `/v1/financial_tasks/status?task_id=${taskId}`, { token });
          if (data.status !== 'pending' && data.status !== 'processing')
            finishedAt.set(taskId, { status: data.status, ms: performance.now() - started });
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const busy = await statusLatencies(
      server.baseUrl,
      () => finishedAt.size === tasks.length,
      MAX_CALLS,
      started + MAX_MS,
    );
    await watch;

    console.info(
      `extraction on the server: ${files.length} PDFs uploaded in one request in ${(uploadMs / 1000).toFixed(1)} s, ` +
        `${workers} extraction worker(s)`,
    );
    tasks.forEach((taskId, index) => {
      const done = finishedAt.get(taskId);
      const outcome = done ? `${done.status} after ${(done.ms / 1000).toFixed(1)} s` : 'not finished';
      console.info(`  ${(files[index] ?? '').padEnd(28)} ${outcome}`);
    });
    const allAwaiting = [...finishedAt.values()].filter((done) => done.status === 'awaiting_audit');
    const last = Math.max(...[...finishedAt.values()].map((done) => done.ms));
    console.info(
      allAwaiting.length === tasks.length
        ? `  all ${tasks.length} awaiting_audit after ${(last / 1000).toFixed(1)} s`
        : `  ${allAwaiting.length} of ${tasks.length} awaiting_audit`,
    );
    console.info(`  GET /v1/system/status idle:              ${latencySummary(idle)}`);
    console.info(`  GET /v1/system/status during extraction: ${latencySummary(busy)} (goal: p99 < 50 ms)`);
  } finally {
    await server.stop();
  }
}
