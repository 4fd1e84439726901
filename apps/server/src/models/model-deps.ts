import type { AppDb } from '../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { TModelCompute } from './model-compute.js';

/** What the model operations need: the database, the job queue, the clock and the heavy work's workers. */
export type ModelDeps = { db: AppDb; queue: JobQueue; now: () => Date; compute: TModelCompute };
