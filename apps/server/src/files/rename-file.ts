import type { TFile } from '@app/contract';
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { files, kbDocuments } from '../db/schema.js';
import { nameTaken } from './create-folder.js';
import type { FileDeps } from './file-deps.js';
import { KNOWLEDGE_BASE_FOLDER } from './file-store.js';
import { fileView } from './file-view.js';
import { getOwnedFile, isKnowledgeBaseFolder } from './get-owned-file.js';

/**
 * Renames a file or folder. A file keeps its extension (compared without case, as RAGFlow does:
 * its type is its content's, and a name that says otherwise misleads). The knowledge-base
 * documents made from a file take its new name.
 * @throws AppError `FILE_EXTENSION_CHANGED`, `FILE_EXTENSION_ADDED`, `FILE_NAME_TAKEN`, `FILE_KNOWLEDGE_BASE_FOLDER`, `NOT_FOUND`
 */
export async function renameFile(deps: FileDeps, ownerId: string, fileId: string, name: string): Promise<TFile> {
  const row = await getOwnedFile(deps.db, ownerId, fileId);
  if (isKnowledgeBaseFolder(row)) throw new AppError('FILE_KNOWLEDGE_BASE_FOLDER');
  const extension = extensionOf(row.name);
  if (row.type !== 'folder' && extensionOf(name).toLowerCase() !== extension.toLowerCase())
    throw extension
      ? new AppError('FILE_EXTENSION_CHANGED', { params: { extension } })
      : new AppError('FILE_EXTENSION_ADDED');
  if (name === row.name) return fileView(deps.db, row);
  if (row.parentId === null && name === KNOWLEDGE_BASE_FOLDER) throw nameTaken(name);
  let renamed: typeof row | undefined;
  try {
    [renamed] = await deps.db
      .update(files)
      .set({ name, updatedAt: deps.now() })
      .where(and(eq(files.id, row.id), ne(files.name, name)))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
  if (row.type !== 'folder')
    await deps.db.update(kbDocuments).set({ name, updatedAt: deps.now() }).where(eq(kbDocuments.fileId, row.id));
  return fileView(deps.db, renamed ?? row);
}

/** The extension as Python's `pathlib` sees it: from the last dot, unless the name starts with it or ends with it. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot) : '';
}

/** PostgreSQL's unique-violation (23505), from either driver (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
