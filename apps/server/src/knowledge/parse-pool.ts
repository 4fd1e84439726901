import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { type TWorkerPoolOptions, WorkerPool } from '../workers/worker-pool.js';
import type { TParseRequest } from './parse-request.js';

/**
 * One core is left to the server's main thread. A 10 MB file read into pages and cut into chunks
 * stays well under 1 GB of old generation (a 104-page 10-K reads in under 50 MB, pdfjs being loaded
 * by Node rather than tsx: `preload-pdfjs.mjs`); 10 minutes covers OCR of a long scan, and ends a
 * pathological file as too complex.
 */
export const PARSE_POOL_DEFAULTS: TWorkerPoolOptions = {
  name: 'knowledge-parse',
  size: Math.max(1, availableParallelism() - 1),
  maxOldGenerationSizeMb: 1024,
  maxYoungGenerationSizeMb: 64,
  timeoutMs: 10 * 60_000,
  idleMs: 60_000,
  workerUrl: new URL('./parse-worker.mjs', import.meta.url),
};

/** Parse workers (`parse-worker.ts`): a knowledge base's documents read and chunked off the main thread. */
export class ParsePool extends WorkerPool<TParseRequest> {
  constructor(options: Partial<TWorkerPoolOptions> = {}, log?: Pick<FastifyBaseLogger, 'warn'>) {
    super({ ...PARSE_POOL_DEFAULTS, ...options }, log);
  }
}
