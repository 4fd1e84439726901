import type { AppDb } from '../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { TExtraction } from './extraction.js';

/** What the financial-statement operations need: database, job queue, clock and the extraction. */
export type FinancialDeps = {
  db: AppDb;
  queue: JobQueue;
  now: () => Date;
  /** This server process's id (`Database.liveness`): the owner of the uploads it stores. */
  instanceId: number;
  /** `@app/extraction` (loaded on first use), or a replacement in tests. */
  extraction: () => Promise<TExtraction>;
};
