import { readFileSync } from 'node:fs';
import type { TExtractedStatement, TParsedDocument } from '@app/extraction';
import { afterEach, describe, expect, it } from 'vitest';
import { canOcr } from '../../../../packages/extraction/src/read/ocr.js';
import { scanOf } from '../../../../packages/extraction/src/read/scanned-pdf.test-helper.js';
import { AAPL_10K_HTML, NKE_10K_PDF } from '../test/financial.js';
import { ExtractionPool, ExtractionWorkerError, type TExtractionPoolOptions } from './extraction-pool.js';

// CI installs poppler-utils and Tesseract; elsewhere the OCR test may skip, as extraction's own do.
const hasOcr = await canOcr();
const FAKE_WORKER = new URL('../test/fake-extraction-worker.mjs', import.meta.url);
const pools: ExtractionPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

function fakePool(options: Partial<TExtractionPoolOptions> = {}) {
  const pool = new ExtractionPool({ size: 1, workerUrl: FAKE_WORKER, ...options });
  pools.push(pool);
  return pool;
}
/** A command for the fake worker, sent as a `read` request's bytes. */
const command = (pool: ExtractionPool, text: string, options = {}) =>
  pool.run<string>({ kind: 'read', bytes: new TextEncoder().encode(text) }, options);
const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('ExtractionPool', () => {
  it('runs a request in a worker, forwards its pages one report at a time, and reuses the idle worker', async () => {
    const pool = fakePool();
    const pages: number[] = [];
    let inFlight = 0;
    const onPage = async (done: number) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      pages.push(done);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
    };
    expect(await command(pool, 'pages:50', { onPage })).toBe('read');
    // The first page and the latest ones arrive; pages read during a report are coalesced.
    await expect.poll(() => pages.at(-1)).toBe(50);
    expect(pages[0]).toBe(1);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    expect(await command(pool, 'echo:again')).toBe('again');
    expect(pool.workerCount).toBe(1);
  });

  it('runs at most `size` requests at once; the others wait their turn', async () => {
    const pool = fakePool({ size: 2 });
    const finished: string[] = [];
    const started = performance.now();
    await Promise.all(
      ['sleep:300', 'sleep:300', 'echo:third'].map(async (text) => {
        finished.push(await command(pool, text));
        expect(pool.workerCount).toBeLessThanOrEqual(2);
      }),
    );
    // The third run waited for a worker: it answers at once, yet after a sleeping one.
    expect(finished[0]).toBe('slept');
    expect(finished).toHaveLength(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(pool.workerCount).toBe(2);
  });

  it('answers with the error the code threw (a read failure keeps its name and reason) and keeps the worker', async () => {
    const pool = fakePool();
    const error = await failureOf(command(pool, 'refuse:password_protected'));
    expect(error).toMatchObject({ name: 'DocumentReadError', message: 'encrypted', reason: 'password_protected' });
    expect(pool.workerCount).toBe(1);
  });

  it('fails a run whose worker exits or throws as crashed, and starts a new worker for the next one', async () => {
    const pool = fakePool();
    const exited = await failureOf(command(pool, 'exit:3'));
    expect(exited).toBeInstanceOf(ExtractionWorkerError);
    expect(exited).toMatchObject({ reason: 'crashed', message: 'the worker exited with code 3' });
    expect(await failureOf(command(pool, 'throw'))).toMatchObject({ reason: 'crashed' });
    expect(await command(pool, 'echo:alive')).toBe('alive');
  });

  it('fails a worker over its memory limit as too complex', async () => {
    const pool = fakePool({ maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 });
    expect(await failureOf(command(pool, 'hog'))).toMatchObject({
      name: 'WorkerPoolError',
      reason: 'too_complex',
    });
    expect(pool.workerCount).toBe(0);
    expect(await command(pool, 'echo:alive')).toBe('alive');
  });

  it('ends a worker over its time limit, failing the run as too complex', async () => {
    const pool = fakePool({ timeoutMs: 200 });
    expect(await failureOf(command(pool, 'sleep:5000'))).toMatchObject({
      reason: 'too_complex',
      message: 'no result within 200 ms',
    });
    expect(pool.workerCount).toBe(0);
  });

  it('ends the worker when the signal aborts, and takes a waiting run off the queue', async () => {
    const pool = fakePool();
    const running = new AbortController();
    const waiting = new AbortController();
    const first = failureOf(command(pool, 'sleep:5000', { signal: running.signal }));
    const second = failureOf(command(pool, 'echo:never', { signal: waiting.signal }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    waiting.abort(new Error('cancelled while waiting'));
    running.abort(new Error('cancelled'));
    expect(await first).toMatchObject({ message: 'cancelled' });
    expect(await second).toMatchObject({ message: 'cancelled while waiting' });
    expect(pool.workerCount).toBe(0);
    expect(await command(pool, 'echo:next')).toBe('next');
  });

  it('ends the run when a page report throws (the task was cancelled elsewhere)', async () => {
    const pool = fakePool();
    const onPage = () => Promise.reject(new Error('superseded'));
    expect(await failureOf(command(pool, 'pages:3', { onPage }))).toMatchObject({ message: 'superseded' });
  });

  it('fails the runs in progress when closed', async () => {
    const pool = fakePool();
    const running = failureOf(command(pool, 'sleep:5000'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await pool.close();
    expect(await running).toMatchObject({ message: 'the extraction pool is closed' });
    expect(pool.workerCount).toBe(0);
  });

  it('reads and extracts a real document in a worker thread that loads the TypeScript sources', async () => {
    const pool = new ExtractionPool({ size: 1 });
    pools.push(pool);
    const parsed = await pool.run<TParsedDocument>({ kind: 'read', bytes: readFileSync(AAPL_10K_HTML) });
    expect(parsed.kind).toBe('html');
    const statements = await pool.run<TExtractedStatement[]>({ kind: 'extract', document: parsed, hints: undefined });
    const revenue = statements
      .flatMap((statement) => statement.lines)
      .find((line) => line.standardAccount === 'revenue');
    expect(revenue?.value).toBe(391_035);
  });

  it.skipIf(!hasOcr && process.env.CI !== 'true')(
    'reads a scanned page by OCR in a worker (pdftoppm and tesseract spawned there), reporting each step',
    async () => {
      const pool = new ExtractionPool({ size: 1 });
      pools.push(pool);
      const steps: [number, number][] = [];
      const parsed = await pool.run<TParsedDocument>(
        { kind: 'read', bytes: scanOf(NKE_10K_PDF, 60) },
        { onPage: (done, total) => void steps.push([done, total]) },
      );
      expect(parsed).toMatchObject({ pageCount: 1, ocrPages: [1] });
      expect(steps.at(-1)).toEqual([2, 2]);
      const income = parsed.tables.find((table) => table.title === 'CONSOLIDATED STATEMENTS OF INCOME');
      expect(income?.rows.some((row) => row[0] === 'NET INCOME')).toBe(true);
    },
    120_000,
  );
});
