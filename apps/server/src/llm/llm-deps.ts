import type { AppDb } from '../db/database.js';
import type { SecretBox } from './secret-box.js';

/** What the model-provider operations need: the database, the secret box, the clock, and how to reach providers. */
export type LlmDeps = {
  db: AppDb;
  secretBox: SecretBox;
  now: () => Date;
  /** Replaces global fetch for provider calls (tests). */
  fetch?: typeof globalThis.fetch;
  /** How long a provider may take to answer a connection test (the web client gives up at 20 s). */
  testTimeoutMs?: number;
  log: { warn(object: object, message: string): void };
};
