import { and, eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { dialogs } from '../db/schema.js';

export type TDialogRow = typeof dialogs.$inferSelect;

/**
 * One of the owner's assistants. Someone else's id is `NOT_FOUND` exactly like a missing one, so
 * an id does not reveal that an assistant exists. Its `kbIds` may name knowledge bases deleted
 * since: read them through `dialogKbs`, which keeps only those that exist.
 */
export async function getOwnedDialog(db: AppDb, ownerId: string, dialogId: string): Promise<TDialogRow> {
  const [row] = await db
    .select()
    .from(dialogs)
    .where(and(eq(dialogs.id, dialogId), eq(dialogs.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
