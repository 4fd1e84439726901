import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { dialogs } from '../db/schema.js';
import type { DialogDeps } from './dialog-deps.js';

/**
 * `dialog/rm`: deletes the owner's assistants; their conversations and API tokens go with them
 * (the foreign keys cascade). Any id not the owner's is `NOT_FOUND` and nothing is deleted.
 */
export async function deleteDialogs(
  deps: DialogDeps,
  ownerId: string,
  dialogIds: readonly string[],
): Promise<{ ok: true }> {
  const unique = [...new Set(dialogIds)];
  await deps.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(dialogs)
      .where(and(inArray(dialogs.id, unique), eq(dialogs.ownerId, ownerId)))
      .returning({ id: dialogs.id });
    // Thrown inside the transaction: the deletions of the ids that were the owner's roll back.
    if (deleted.length !== unique.length) throw new AppError('NOT_FOUND');
  });
  return { ok: true };
}
