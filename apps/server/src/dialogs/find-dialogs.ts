import type { TDialog } from '@app/contract';
import { desc, eq } from 'drizzle-orm';
import { dialogs } from '../db/schema.js';
import type { DialogDeps } from './dialog-deps.js';
import { dialogViews } from './dialog-view.js';
import { getOwnedDialog } from './get-owned-dialog.js';

/** `dialog/list`: every assistant of the owner (bounded by `DIALOG_LIMITS.dialogsPerUser`), most recently changed first. */
export async function findDialogs(deps: DialogDeps, ownerId: string): Promise<TDialog[]> {
  const rows = await deps.db
    .select()
    .from(dialogs)
    .where(eq(dialogs.ownerId, ownerId))
    .orderBy(desc(dialogs.updatedAt), desc(dialogs.createdAt));
  return dialogViews(deps.db, ownerId, rows);
}

/** `dialog/get`: one of the owner's assistants. */
export async function getDialog(deps: DialogDeps, ownerId: string, dialogId: string): Promise<TDialog> {
  const row = await getOwnedDialog(deps.db, ownerId, dialogId);
  const [view] = await dialogViews(deps.db, ownerId, [row]);
  if (!view) throw new Error('dialog view missing');
  return view;
}
