import type { TMarketDataSource } from '@app/market-data';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { LlmDeps } from '../llm/llm-deps.js';
import type { ModelDeps } from '../models/model-deps.js';

/** What deep research needs: the database, the job queue, the user's models, our valuation engine. */
export type ResearchDeps = {
  database: Database;
  queue: JobQueue;
  llm: LlmDeps;
  models: ModelDeps;
  source: TMarketDataSource;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Pages on loopback and private addresses may be fetched (tests serve pages from 127.0.0.1). */
  allowPrivatePages?: boolean;
};
