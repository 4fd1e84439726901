import type { fileRoutes, TRouteOutput } from '@app/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { files, kbDocuments } from '../db/schema.js';
import type { FileDeps } from './file-deps.js';
import { descendantsOf } from './file-tree.js';
import { getOwnedFile, isKnowledgeBaseFolder } from './get-owned-file.js';

/**
 * Deletes files and folders, a folder with everything in it, in one statement: the database
 * cascades to the bytes, to the knowledge-base documents made from the files and to their chunks.
 * Every id is checked first, so a request with one bad id deletes nothing. The folders the
 * knowledge bases manage are refused; the files in them may go.
 * @throws AppError `NOT_FOUND`, `FILE_KNOWLEDGE_BASE_FOLDER`
 */
export async function deleteFiles(
  deps: FileDeps,
  ownerId: string,
  fileIds: readonly string[],
): Promise<TRouteOutput<typeof fileRoutes.rm>> {
  const ids = [...new Set(fileIds)];
  for (const id of ids) {
    const row = await getOwnedFile(deps.db, ownerId, id);
    if (isKnowledgeBaseFolder(row)) throw new AppError('FILE_KNOWLEDGE_BASE_FOLDER');
  }
  const tree = await descendantsOf(deps.db, ownerId, ids);
  // A knowledge base's folder inside a deleted folder cannot be: they live in the root's `.knowledgebase`.
  const itemIds = [...new Set(tree.map((item) => item.id))];
  const fileOnlyIds = [...new Set(tree.filter((item) => item.type !== 'folder').map((item) => item.id))];
  const [linked] =
    fileOnlyIds.length === 0
      ? [{ count: 0 }]
      : await deps.db
          .select({ count: sql<number>`count(*)::int` })
          .from(kbDocuments)
          .where(inArray(kbDocuments.fileId, fileOnlyIds));
  await deps.db.delete(files).where(and(eq(files.ownerId, ownerId), inArray(files.id, ids)));
  return { removed_files: itemIds.length, removed_documents: Number(linked?.count ?? 0) };
}
