import type { TFolderRef } from '@app/contract';
import type { AppDb } from '../db/database.js';
import { ancestorsOf } from './file-tree.js';
import { ROOT_FOLDER } from './find-files.js';
import { getOwnedFile } from './get-owned-file.js';

/** The path of an item from the root: the root, each folder down to the item, the item itself last. */
export async function findParentFolders(db: AppDb, ownerId: string, fileId: string): Promise<TFolderRef[]> {
  const item = await getOwnedFile(db, ownerId, fileId);
  const ancestors = (await ancestorsOf(db, ownerId, [item.id])).get(item.id) ?? [];
  return [ROOT_FOLDER, ...ancestors, { id: item.id, name: item.name }];
}
