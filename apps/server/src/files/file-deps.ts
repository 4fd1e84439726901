import type { AppDb } from '../db/database.js';
import type { ExtractionPool } from '../financial/extraction-pool.js';
import type { TFileInspection } from './inspect-file.js';

/** What the file manager's operations need: the database, the clock and a look at uploaded bytes. */
export type FileDeps = {
  db: AppDb;
  now: () => Date;
  /** `inspectFile` in an inspection worker (never on the server's thread); tests may pass their own. */
  inspectFile: (bytes: Uint8Array) => Promise<TFileInspection>;
};

/** `inspectFile` run by the upload inspection workers (`extraction-worker.ts`, request `inspect_file`). */
export function inspectFileIn(pool: ExtractionPool): FileDeps['inspectFile'] {
  return (bytes) => pool.run({ kind: 'inspect_file', bytes });
}
