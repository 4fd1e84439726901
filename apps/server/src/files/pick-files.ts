import { FILE_LIMITS, type fileRoutes, type TRouteOutput } from '@app/contract';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { files } from '../db/schema.js';
import { isCompleteFile } from './file-store.js';
import { ancestorsOf } from './file-tree.js';
import { fileViews } from './file-view.js';
import { ROOT_FOLDER } from './find-files.js';

/**
 * The files (no folders) whose name holds the keywords, in every folder, newest first, at most
 * `FILE_LIMITS.pickResults`, each with its folder path: the picker of "add files to a knowledge base".
 */
export async function pickFiles(
  db: AppDb,
  ownerId: string,
  keywords: string,
): Promise<TRouteOutput<typeof fileRoutes.pick>> {
  const conditions: SQL[] = [eq(files.ownerId, ownerId), ne(files.type, 'folder'), isCompleteFile];
  if (keywords) conditions.push(sql`strpos(lower(${files.name}), lower(${keywords})) > 0`);
  const rows = await db
    .select()
    .from(files)
    .where(and(...conditions))
    .orderBy(desc(files.updatedAt), desc(files.id))
    .limit(FILE_LIMITS.pickResults + 1);
  const picked = rows.slice(0, FILE_LIMITS.pickResults);
  const [views, paths] = await Promise.all([
    fileViews(db, picked),
    ancestorsOf(
      db,
      ownerId,
      picked.map((row) => row.id),
    ),
  ]);
  return {
    files: views.map((view) => ({ ...view, folder_path: [ROOT_FOLDER, ...(paths.get(view.id) ?? [])] })),
    truncated: rows.length > FILE_LIMITS.pickResults,
  };
}
