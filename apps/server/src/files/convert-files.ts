import { FILE_LIMITS, type file2documentRoutes, KB_LIMITS, type TRouteOutput } from '@app/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { files, kbDocuments, knowledgeBases } from '../db/schema.js';
import type { FileDeps } from './file-deps.js';
import { descendantsOf } from './file-tree.js';
import { getOwnedFile } from './get-owned-file.js';
import { withFileTreeLock } from './owner-lock.js';

/**
 * Adds files to knowledge bases as new documents (run 0 UNSTART, each knowledge base's chunk method
 * and settings, the file's kind and size), linked by `file_id`: no bytes are copied. A folder adds
 * every file in it, however deep. A file already a document of a knowledge base is skipped there.
 * Every id is checked first; the links are read and the documents inserted in one transaction under
 * the owner's file-tree lock (small rows: it holds the database for milliseconds).
 * @throws AppError `NOT_FOUND` (a file, folder or knowledge base that is not the user's), `FILE_CONVERT_TOO_MANY`,
 *   `KB_DOCUMENTS_TOO_MANY` (nothing is added then)
 */
export async function convertFiles(
  deps: FileDeps,
  ownerId: string,
  input: { fileIds: readonly string[]; kbIds: readonly string[] },
): Promise<TRouteOutput<typeof file2documentRoutes.convert>> {
  const { db } = deps;
  const fileIds = [...new Set(input.fileIds)];
  const kbIds = [...new Set(input.kbIds)];
  for (const id of fileIds) await getOwnedFile(db, ownerId, id);
  const kbs = await db
    .select()
    .from(knowledgeBases)
    .where(and(eq(knowledgeBases.ownerId, ownerId), inArray(knowledgeBases.id, kbIds)));
  if (kbs.length !== kbIds.length) throw new AppError('NOT_FOUND');
  const contained = (await descendantsOf(db, ownerId, fileIds)).filter(
    (item) => item.type !== 'folder' && item.isComplete,
  );
  const containedIds = [...new Set(contained.map((item) => item.id))];
  if (containedIds.length * kbs.length > FILE_LIMITS.convertFiles)
    throw new AppError('FILE_CONVERT_TOO_MANY', { params: { max: FILE_LIMITS.convertFiles } });
  if (containedIds.length === 0) return { documents: [], skipped: 0 };
  const rows = await db.select().from(files).where(inArray(files.id, containedIds));
  const now = deps.now();
  // The links are read and added under the owner's lock: a conversion at once adds no file twice.
  const { created, skipped } = await withFileTreeLock(db, ownerId, async (tx) => {
    const existing = await tx
      .select({ kbId: kbDocuments.kbId, fileId: kbDocuments.fileId })
      .from(kbDocuments)
      .where(and(inArray(kbDocuments.kbId, kbIds), inArray(kbDocuments.fileId, containedIds)));
    const linked = new Set(existing.map((link) => `${link.kbId}/${link.fileId}`));
    const values = kbs.flatMap((kb) =>
      rows
        .filter((file) => !linked.has(`${kb.id}/${file.id}`))
        .map((file) => ({
          kbId: kb.id,
          ownerId,
          fileId: file.id,
          name: file.name,
          kind: file.type,
          sizeBytes: file.sizeBytes,
          parserId: kb.parserId,
          parserConfig: kb.parserConfig,
          createdAt: now,
          updatedAt: now,
        })),
    );
    await assertRoomInKbs(tx, values);
    const inserted = values.length === 0 ? [] : await tx.insert(kbDocuments).values(values).returning();
    return { created: inserted, skipped: kbs.length * rows.length - values.length };
  });
  return {
    documents: created.map((document) => ({
      id: document.id,
      kb_id: document.kbId,
      file_id: document.fileId ?? '',
      name: document.name,
      kind: document.kind,
      size: document.sizeBytes,
      run: document.run,
      create_time: document.createdAt.toISOString(),
    })),
    skipped,
  };
}

/** Refuses documents beyond `KB_LIMITS.documentsPerKb` in any knowledge base. */
async function assertRoomInKbs(db: AppDb, values: readonly { kbId: string }[]): Promise<void> {
  const adding = new Map<string, number>();
  for (const value of values) adding.set(value.kbId, (adding.get(value.kbId) ?? 0) + 1);
  if (adding.size === 0) return;
  const counts = await db
    .select({ kbId: kbDocuments.kbId, count: sql<number>`count(*)::int` })
    .from(kbDocuments)
    .where(inArray(kbDocuments.kbId, [...adding.keys()]))
    .groupBy(kbDocuments.kbId);
  const held = new Map(counts.map((row) => [row.kbId, Number(row.count)]));
  for (const [kbId, count] of adding) {
    if ((held.get(kbId) ?? 0) + count > KB_LIMITS.documentsPerKb)
      throw new AppError('KB_DOCUMENTS_TOO_MANY', { params: { max: KB_LIMITS.documentsPerKb } });
  }
}
