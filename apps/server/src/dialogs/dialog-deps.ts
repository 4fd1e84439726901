import type { AppDb } from '../db/database.js';

/** What the assistant operations need. */
export type DialogDeps = {
  db: AppDb;
  now: () => Date;
};
