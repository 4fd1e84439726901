import { FILE_LIMITS, type fileRoutes, type TRouteOutput } from '@app/contract';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { files, kbDocuments, knowledgeBases } from '../db/schema.js';
import { isCompleteFile } from './file-store.js';
import { ancestorsOf } from './file-tree.js';
import { fileViews } from './file-view.js';
import { ROOT_FOLDER } from './find-files.js';

/**
 * The files (no folders) whose name holds the keywords, in every folder, newest first, at most
 * `FILE_LIMITS.pickResults`, each with its folder path: the picker of "add files to a knowledge
 * base". Given that knowledge base (`kbId`), the files already its documents come last.
 * @throws AppError `NOT_FOUND` for a knowledge base that is not the user's
 */
export async function pickFiles(
  db: AppDb,
  ownerId: string,
  query: { keywords: string; kbId?: string | undefined },
): Promise<TRouteOutput<typeof fileRoutes.pick>> {
  const { keywords, kbId } = query;
  if (kbId) {
    const [kb] = await db
      .select({ id: knowledgeBases.id })
      .from(knowledgeBases)
      .where(and(eq(knowledgeBases.id, kbId), eq(knowledgeBases.ownerId, ownerId)));
    if (!kb) throw new AppError('NOT_FOUND');
  }
  const conditions: SQL[] = [eq(files.ownerId, ownerId), ne(files.type, 'folder'), isCompleteFile];
  if (keywords) conditions.push(sql`strpos(lower(${files.name}), lower(${keywords})) > 0`);
  const newest = [desc(files.updatedAt), desc(files.id)];
  const order = kbId
    ? [
        asc(
          sql`exists (select 1 from ${kbDocuments} where ${kbDocuments.kbId} = ${kbId} and ${kbDocuments.fileId} = ${files.id})`,
        ),
        ...newest,
      ]
    : newest;
  const rows = await db
    .select()
    .from(files)
    .where(and(...conditions))
    .orderBy(...order)
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
