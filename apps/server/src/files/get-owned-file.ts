import { and, eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { files } from '../db/schema.js';
import { isCompleteFile, KNOWLEDGE_BASE_FOLDER, type TFileRow } from './file-store.js';

/**
 * A file or folder of one owner. Someone else's id is `NOT_FOUND` exactly like a missing one (and
 * so is a file whose upload never finished), so an id does not reveal that an item exists.
 */
export async function getOwnedFile(db: AppDb, ownerId: string, fileId: string): Promise<TFileRow> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerId, ownerId), isCompleteFile))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The folder of an id (null for the root, when the id is null or absent).
 * @throws AppError `NOT_FOUND`, or `FILE_NOT_A_FOLDER` for a file's id
 */
export async function getOwnedFolder(
  db: AppDb,
  ownerId: string,
  folderId: string | null | undefined,
): Promise<TFileRow | null> {
  if (!folderId) return null;
  const folder = await getOwnedFile(db, ownerId, folderId);
  if (folder.type !== 'folder') throw new AppError('FILE_NOT_A_FOLDER');
  return folder;
}

/**
 * A folder the knowledge bases manage: the root's `.knowledgebase` and the folder of each knowledge
 * base in it (created by `knowledgeBaseFolder`). Their files are the user's to rename, move or
 * delete; the folders themselves are not.
 */
export function isKnowledgeBaseFolder(row: TFileRow): boolean {
  return row.type === 'folder' && row.sourceType === 'knowledgebase';
}

/** The root's `.knowledgebase`, which holds only the folders of knowledge bases. */
export function isKnowledgeBaseRoot(folder: TFileRow | null): boolean {
  return (
    folder !== null &&
    isKnowledgeBaseFolder(folder) &&
    folder.parentId === null &&
    folder.name === KNOWLEDGE_BASE_FOLDER
  );
}

/** Refuses to put items straight into `.knowledgebase` (only knowledge bases add folders there). */
export function assertCanHoldItems(folder: TFileRow | null): void {
  if (isKnowledgeBaseRoot(folder)) throw new AppError('FILE_KNOWLEDGE_BASE_FOLDER');
}
