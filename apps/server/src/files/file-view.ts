import type { TFile, TFileType } from '@app/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { files, kbDocuments, knowledgeBases } from '../db/schema.js';
import type { TFileRow } from './file-store.js';

/**
 * Rows as the API shows them, with the knowledge bases each file is a document of (`kbs_info`)
 * and whether each folder holds folders; two queries for the whole page.
 */
export async function fileViews(db: AppDb, rows: readonly TFileRow[]): Promise<TFile[]> {
  const fileIds = rows.filter((row) => row.type !== 'folder').map((row) => row.id);
  const folderIds = rows.filter((row) => row.type === 'folder').map((row) => row.id);
  const links =
    fileIds.length === 0
      ? []
      : await db
          .selectDistinct({ fileId: kbDocuments.fileId, kbId: knowledgeBases.id, kbName: knowledgeBases.name })
          .from(kbDocuments)
          .innerJoin(knowledgeBases, eq(knowledgeBases.id, kbDocuments.kbId))
          .where(inArray(kbDocuments.fileId, fileIds))
          .orderBy(asc(knowledgeBases.name), asc(knowledgeBases.id));
  const parents =
    folderIds.length === 0
      ? []
      : await db
          .selectDistinct({ parentId: files.parentId })
          .from(files)
          .where(and(inArray(files.parentId, folderIds), eq(files.type, 'folder')));
  const withChildFolders = new Set(parents.map((row) => row.parentId));
  const kbsOf = new Map<string, { kb_id: string; kb_name: string }[]>();
  for (const link of links) {
    if (!link.fileId) continue;
    const list = kbsOf.get(link.fileId) ?? [];
    list.push({ kb_id: link.kbId, kb_name: link.kbName });
    kbsOf.set(link.fileId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    parent_id: row.parentId,
    name: row.name,
    type: row.type as TFileType,
    size: row.sizeBytes,
    source_type: row.sourceType,
    create_time: row.createdAt.toISOString(),
    update_time: row.updatedAt.toISOString(),
    kbs_info: kbsOf.get(row.id) ?? [],
    has_child_folder: withChildFolders.has(row.id),
  }));
}

/** One row as the API shows it. */
export async function fileView(db: AppDb, row: TFileRow): Promise<TFile> {
  const [view] = await fileViews(db, [row]);
  if (!view) throw new Error('no view of a file');
  return view;
}
