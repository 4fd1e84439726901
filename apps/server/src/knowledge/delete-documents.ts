import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { files, kbDocuments, knowledgeBases } from '../db/schema.js';
import { KNOWLEDGE_BASE_FOLDER, safeFileName } from '../files/file-store.js';
import type { TDocumentRow } from './document-view.js';
import { getOwnedDocuments, getOwnedKb } from './get-owned.js';
import type { KnowledgeDeps } from './knowledge-deps.js';

/** `document/rm`: the documents with their chunks and graphs, and the files uploaded for them. */
export async function deleteDocuments(
  deps: KnowledgeDeps,
  ownerId: string,
  documentIds: string[],
): Promise<{ ok: true }> {
  const documents = await getOwnedDocuments(deps.database.db, ownerId, documentIds);
  await removeDocuments(deps, documents);
  return { ok: true };
}

/**
 * `kb/rm`: the knowledge base with its documents (as `document/rm` deletes them) and its folder
 * under `.knowledgebase` once nothing is left in it.
 */
export async function deleteKb(deps: KnowledgeDeps, ownerId: string, kbId: string): Promise<{ ok: true }> {
  const db = deps.database.db;
  const kb = await getOwnedKb(db, ownerId, kbId);
  await removeDocuments(deps, await db.select().from(kbDocuments).where(eq(kbDocuments.kbId, kb.id)));
  await db.delete(knowledgeBases).where(eq(knowledgeBases.id, kb.id));
  const [top] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), isNull(files.parentId), eq(files.name, KNOWLEDGE_BASE_FOLDER)));
  if (top) {
    await db
      .delete(files)
      .where(
        and(
          eq(files.ownerId, ownerId),
          eq(files.parentId, top.id),
          eq(files.name, safeFileName(kb.name)),
          eq(files.type, 'folder'),
          sql`not exists (select 1 from ${files} as child where child.parent_id = ${files.id})`,
        ),
      );
  }
  return { ok: true };
}

/**
 * Deletes documents: a running parse is cancelled first (its job stops at its next step), then the
 * rows (chunks and graphs go with them), then the files that were uploaded or fetched for them and
 * that no other document uses. A file linked from the file manager (`local`) stays.
 */
async function removeDocuments(deps: KnowledgeDeps, documents: TDocumentRow[]): Promise<void> {
  if (documents.length === 0) return;
  const db = deps.database.db;
  for (const document of documents) {
    if (document.run === 1 && document.jobId) await deps.queue.cancel(document.jobId);
  }
  const ids = documents.map((document) => document.id);
  const fileIds = [...new Set(documents.flatMap((document) => (document.fileId ? [document.fileId] : [])))];
  await db.delete(kbDocuments).where(inArray(kbDocuments.id, ids));
  if (fileIds.length === 0) return;
  const stillUsed = db
    .select({ fileId: kbDocuments.fileId })
    .from(kbDocuments)
    .where(inArray(kbDocuments.fileId, fileIds));
  await db
    .delete(files)
    .where(
      and(
        inArray(files.id, fileIds),
        inArray(files.sourceType, ['knowledgebase', 'web']),
        notInArray(files.id, stillUsed),
      ),
    );
}
