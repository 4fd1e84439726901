import { availableParallelism } from 'node:os';
import { markdownToDocx, type ReportDocumentOptions, renderBarChart, type TBarChart } from '@app/report';
import { runSensitivity, type TResult, type TSensitivity, type TSensitivityInput } from '@app/valuation';
import { buildModelWorkbook, type TWorkbookInput, WorkbookModelError } from '@app/workbook';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../app-error.js';
import { type TWorkerPoolOptions, WorkerPool } from '../workers/worker-pool.js';
import type { TComputeRequest } from './compute-worker.js';

/** The heavy work of the model routes: a workbook, a sensitivity grid. */
export type TModelCompute = {
  /** @throws WorkbookModelError when the engine refuses the model */
  workbook(input: TWorkbookInput): Promise<Buffer>;
  sensitivity(input: TSensitivityInput): Promise<TResult<TSensitivity>>;
  /** A research report's Markdown as a Word document. @throws AppError `RESEARCH_REPORT_TOO_LARGE` past its limits */
  docx(markdown: string, options: ReportDocumentOptions): Promise<Buffer>;
  /** A bar chart of a research report's figures, as a PNG. */
  chart(chart: TBarChart): Promise<Buffer>;
};

/**
 * A workbook of the largest model the contract allows is built in about a second and a grid of
 * its most points in milliseconds; 30 s means the server is overloaded or the input pathological,
 * and the request fails with `COMPUTATION_TIMEOUT` rather than holding a worker. 512 MB is several
 * times what exceljs needs for the largest workbook. One core is left to the server's thread.
 */
export const COMPUTE_POOL_DEFAULTS: TWorkerPoolOptions = {
  name: 'compute',
  size: Math.max(1, availableParallelism() - 1),
  maxOldGenerationSizeMb: 512,
  maxYoungGenerationSizeMb: 32,
  timeoutMs: 30_000,
  idleMs: 60_000,
  workerUrl: new URL('./compute-worker.mjs', import.meta.url),
};

/** Requests waiting for a compute worker beyond this are refused (`SERVICE_UNAVAILABLE`) rather than queued. */
const MAX_WAITING = 32;

export class ComputePool extends WorkerPool<TComputeRequest> {
  constructor(options: Partial<TWorkerPoolOptions> = {}, log?: Pick<FastifyBaseLogger, 'warn'>) {
    super({ ...COMPUTE_POOL_DEFAULTS, ...options }, log);
  }
}

/**
 * The model routes' heavy work in the pool's worker threads, so the server's thread answers other
 * requests meanwhile (a 500-year workbook held it 10 s; three at once pushed every request's p99
 * to 30 s). A run over the time or memory limit is `COMPUTATION_TIMEOUT`; a full queue
 * `SERVICE_UNAVAILABLE`; a worker that dies an unexpected error (500).
 */
export function workerCompute(pool: ComputePool): TModelCompute {
  const run = async <T>(request: TComputeRequest): Promise<T> => {
    if (pool.waitingCount >= MAX_WAITING) throw new AppError('SERVICE_UNAVAILABLE');
    try {
      return await pool.run<T>(request);
    } catch (error) {
      throw computeFailure(error, pool);
    }
  };
  return {
    // A Buffer crosses the thread as a plain Uint8Array over the same memory.
    workbook: async (input) => {
      const bytes = await run<Uint8Array>({ kind: 'workbook', input });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    sensitivity: (input) => run({ kind: 'sensitivity', input }),
    docx: async (markdown, options) => {
      const bytes = await run<Uint8Array>({ kind: 'docx', markdown, options });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    chart: async (chart) => {
      const bytes = await run<Uint8Array>({ kind: 'chart', chart });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
  };
}

/** The same work in this thread (the command line, unit tests). */
export function localCompute(): TModelCompute {
  return {
    workbook: buildModelWorkbook,
    sensitivity: async (input) => runSensitivity(input),
    docx: async (markdown, options) => {
      try {
        return Buffer.from(await markdownToDocx(markdown, options));
      } catch (error) {
        throw computeFailure(error, null);
      }
    },
    chart: async (chart) => Buffer.from(renderBarChart(chart)),
  };
}

function computeFailure(error: unknown, pool: ComputePool | null): unknown {
  if (!(error instanceof Error)) return error;
  if (error.name === 'ReportLimitError') return new AppError('RESEARCH_REPORT_TOO_LARGE', { cause: error });
  if (error.name === 'WorkbookModelError')
    return new WorkbookModelError(String((error as { reason?: unknown }).reason ?? ''), error.message);
  if (pool && error.name === 'WorkerPoolError' && (error as { reason?: unknown }).reason === 'too_complex')
    return new AppError('COMPUTATION_TIMEOUT', {
      params: { seconds: Math.round(pool.timeoutMs / 1000) },
      cause: error,
    });
  return error;
}
