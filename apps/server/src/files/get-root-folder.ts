import { FILE_LIMITS, type fileRoutes, type TRouteOutput } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { files } from '../db/schema.js';
import { ROOT_FOLDER } from './find-files.js';

/** The root (no row: `id` null) and what the user keeps against the limit. */
export async function getRootFolder(db: AppDb, ownerId: string): Promise<TRouteOutput<typeof fileRoutes.root_folder>> {
  const [usage] = await db
    .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${files.sizeBytes}), 0)::float8` })
    .from(files)
    .where(eq(files.ownerId, ownerId));
  return {
    root_folder: ROOT_FOLDER,
    item_count: Number(usage?.count ?? 0),
    max_items: FILE_LIMITS.itemsPerUser,
    total_bytes: Number(usage?.bytes ?? 0),
  };
}
