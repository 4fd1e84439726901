import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { type TWorkerPoolOptions, WorkerPool } from '../workers/worker-pool.js';
import type { TWorkerRequest } from './extraction-worker.js';

export {
  type TRunOptions,
  type TWorkerFailure,
  WorkerPoolError as ExtractionWorkerError,
} from '../workers/worker-pool.js';

export type TExtractionPoolOptions = TWorkerPoolOptions;

/**
 * One core is left to the server's main thread. 1 GB of old generation is several times what the
 * documents we test need (the 104-page NKE 10-K reads in 192 MB, not in 128 MB; a worker starts in
 * under 100 MB). 12 minutes covers OCR of a ~140-page scan (~5 s a page) and ends before the task's
 * own 15-minute limit, so the user gets this failure's message rather than a retried timeout.
 */
export const EXTRACTION_POOL_DEFAULTS: TExtractionPoolOptions = {
  name: 'extraction',
  size: Math.max(1, availableParallelism() - 1),
  maxOldGenerationSizeMb: 1024,
  maxYoungGenerationSizeMb: 64,
  timeoutMs: 12 * 60_000,
  idleMs: 60_000,
  workerUrl: new URL('./extraction-worker.mjs', import.meta.url),
};

/**
 * The upload's quick look (`inspectDocument`: type, encryption, page count) in a worker of its own,
 * so that an upload never waits behind a long read and the server's thread never opens a PDF (a
 * 2,000-page one took it 4.6 s). Milliseconds per file once pdfjs is loaded; 30 s means the file
 * is pathological. Two workers let two uploads be looked at together.
 */
export const INSPECTION_POOL_DEFAULTS: TExtractionPoolOptions = {
  ...EXTRACTION_POOL_DEFAULTS,
  name: 'inspection',
  size: Math.min(2, Math.max(1, availableParallelism() - 1)),
  maxOldGenerationSizeMb: 512,
  timeoutMs: 30_000,
};

/**
 * Extraction worker threads (`extraction-worker.ts`): reading, extracting and inspecting
 * documents, each worker with a memory limit and each run with a time limit (`WorkerPool`).
 */
export class ExtractionPool extends WorkerPool<TWorkerRequest> {
  constructor(
    options: Partial<TExtractionPoolOptions> = {},
    log?: Pick<FastifyBaseLogger, 'warn'>,
    defaults: TExtractionPoolOptions = EXTRACTION_POOL_DEFAULTS,
  ) {
    super({ ...defaults, ...options }, log);
  }
}
