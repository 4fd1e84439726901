import { and, isNull, lt, ne } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { files } from '../db/schema.js';

/**
 * How long a file may wait for its bytes (`storeFile` writes 10 MB in well under a second): one
 * older than this was left by a server that died while storing it.
 */
export const UNFINISHED_FILE_MS = 10 * 60_000;

/** Deletes the files whose bytes were never all stored (no `sha256`); returns how many. */
export async function deleteUnfinishedFiles(db: AppDb, now: Date): Promise<number> {
  const deleted = await db
    .delete(files)
    .where(
      and(
        ne(files.type, 'folder'),
        isNull(files.sha256),
        lt(files.createdAt, new Date(now.getTime() - UNFINISHED_FILE_MS)),
      ),
    )
    .returning({ id: files.id });
  return deleted.length;
}
