import type { fileRoutes, TFile, TFolderRef, TRouteOutput } from '@app/contract';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { files } from '../db/schema.js';
import { isCompleteFile } from './file-store.js';
import { fileViews } from './file-view.js';
import { getOwnedFolder } from './get-owned-file.js';

/** The root as a folder reference. */
export const ROOT_FOLDER: TFolderRef = { id: null, name: '/' };

type TListQuery = {
  parent_id?: string | undefined;
  keywords: string;
  page: number;
  page_size: number;
  orderby: 'name' | 'create_time' | 'size';
  desc: boolean;
};

/**
 * One page of a folder's items, folders before files, each group in the order asked (ties by
 * id, so pages never overlap); `keywords` keeps the items whose name holds them (any case).
 */
export async function findFiles(
  db: AppDb,
  ownerId: string,
  query: TListQuery,
): Promise<TRouteOutput<typeof fileRoutes.list>> {
  const folder = await getOwnedFolder(db, ownerId, query.parent_id);
  const conditions: SQL[] = [
    eq(files.ownerId, ownerId),
    folder ? eq(files.parentId, folder.id) : isNull(files.parentId),
    isCompleteFile,
  ];
  if (query.keywords) conditions.push(sql`strpos(lower(${files.name}), lower(${query.keywords})) > 0`);
  const where = and(...conditions);
  const column = { name: sql`lower(${files.name})`, create_time: files.createdAt, size: files.sizeBytes }[
    query.orderby
  ];
  const direction = query.desc ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(files)
      .where(where)
      .orderBy(sql`(${files.type} = 'folder') desc`, direction(column), direction(files.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ count: sql<number>`count(*)::int` }).from(files).where(where),
  ]);
  let parentFolder: TFolderRef | null = null;
  if (folder) {
    const parent = await getOwnedFolder(db, ownerId, folder.parentId);
    parentFolder = parent ? { id: parent.id, name: parent.name } : ROOT_FOLDER;
  }
  const views: TFile[] = await fileViews(db, rows);
  return {
    total: Number(counted?.count ?? 0),
    files: views,
    folder: folder ? { id: folder.id, name: folder.name } : ROOT_FOLDER,
    parent_folder: parentFolder,
  };
}
