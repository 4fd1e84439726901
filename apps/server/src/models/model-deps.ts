import type { AppDb } from '../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';

/** What the model operations need: the database, the job queue and the clock. */
export type ModelDeps = { db: AppDb; queue: JobQueue; now: () => Date };
