import { FILE_LIMITS, type TFile } from '@app/contract';
import { AppError } from '../app-error.js';
import { files } from '../db/schema.js';
import type { FileDeps } from './file-deps.js';
import { assertRoomForItems, KNOWLEDGE_BASE_FOLDER } from './file-store.js';
import { depthOf } from './file-tree.js';
import { fileView } from './file-view.js';
import { assertCanHoldItems, getOwnedFolder } from './get-owned-file.js';

/**
 * Creates a folder in a folder (the root when `parentId` is null). A name already used there is
 * refused, as RAGFlow does (an upload numbers its files instead: a folder named twice is a mistake).
 * @throws AppError `FILE_NAME_TAKEN`, `FILE_FOLDER_TOO_DEEP`, `FILE_LIMIT_REACHED`, `FILE_KNOWLEDGE_BASE_FOLDER`
 */
export async function createFolder(
  deps: FileDeps,
  ownerId: string,
  folder: { name: string; parentId: string | null | undefined },
): Promise<TFile> {
  const parent = await getOwnedFolder(deps.db, ownerId, folder.parentId);
  assertCanHoldItems(parent);
  if (!parent && folder.name === KNOWLEDGE_BASE_FOLDER) throw nameTaken(folder.name);
  if ((await depthOf(deps.db, ownerId, parent?.id ?? null)) + 1 > FILE_LIMITS.folderDepth)
    throw new AppError('FILE_FOLDER_TOO_DEEP', { params: { max: FILE_LIMITS.folderDepth } });
  await assertRoomForItems(deps.db, ownerId, 1);
  const now = deps.now();
  const [row] = await deps.db
    .insert(files)
    .values({
      ownerId,
      parentId: parent?.id ?? null,
      name: folder.name,
      type: 'folder',
      sourceType: 'local',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw nameTaken(folder.name);
  return fileView(deps.db, row);
}

export function nameTaken(name: string): AppError {
  return new AppError('FILE_NAME_TAKEN', { params: { name } });
}
