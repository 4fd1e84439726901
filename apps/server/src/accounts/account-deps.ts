import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';

/** What the account operations need from the shell; the clock is passed in so tests can move it. */
export type AccountDeps = {
  db: AppDb;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
};

/** PostgreSQL's unique_violation, as raised by node-postgres and PGlite (drizzle may wrap it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || typeof current === 'object'; ) {
    if (!current) return false;
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
