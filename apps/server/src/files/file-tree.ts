import { FILE_LIMITS } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AppDb, rowsOf } from '../db/database.js';

/** Levels a walk up or down the tree goes at most: past the depth limit, so a deeper tree is seen. */
const WALK_LEVELS = FILE_LIMITS.folderDepth + 8;

const idList = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * The folders above each item, root first (the root itself, which is no row, left out), for items
 * of one owner; an item at the root has none.
 */
export async function ancestorsOf(
  db: AppDb,
  ownerId: string,
  itemIds: readonly string[],
): Promise<Map<string, { id: string; name: string }[]>> {
  const chains = new Map<string, { id: string; name: string; depth: number }[]>(itemIds.map((id) => [id, []]));
  if (itemIds.length === 0) return new Map();
  const rows = await rowsOf<{ item_id: string; depth: number; id: string; name: string }>(
    db,
    sql`with recursive chain(item_id, folder_id, depth) as (
          select f.id, f.parent_id, 1 from files f where f.id in (${idList(itemIds)}) and f.owner_id = ${ownerId}
          union all
          select c.item_id, p.parent_id, c.depth + 1 from chain c join files p on p.id = c.folder_id
          where c.depth < ${WALK_LEVELS}
        )
        select c.item_id, c.depth, p.id, p.name from chain c join files p on p.id = c.folder_id`,
  );
  for (const row of rows) chains.get(row.item_id)?.push({ id: row.id, name: row.name, depth: Number(row.depth) });
  return new Map(
    [...chains].map(([itemId, chain]) => [
      itemId,
      chain.sort((a, b) => b.depth - a.depth).map(({ id, name }) => ({ id, name })),
    ]),
  );
}

/**
 * Every item in the given folders, however deep, with the given items themselves (depth 0), for
 * items of one owner. `depth` is the level below the given item.
 */
export async function descendantsOf(
  db: AppDb,
  ownerId: string,
  itemIds: readonly string[],
): Promise<{ id: string; rootId: string; type: string; depth: number; isComplete: boolean }[]> {
  if (itemIds.length === 0) return [];
  const rows = await rowsOf<{ id: string; root_id: string; type: string; depth: number; is_complete: boolean }>(
    db,
    sql`with recursive tree(id, root_id, type, depth, is_complete) as (
          select f.id, f.id, f.type, 0, (f.type = 'folder' or f.sha256 is not null)
          from files f where f.id in (${idList(itemIds)}) and f.owner_id = ${ownerId}
          union all
          select f.id, t.root_id, f.type, t.depth + 1, (f.type = 'folder' or f.sha256 is not null)
          from files f join tree t on f.parent_id = t.id
          where t.type = 'folder' and t.depth < ${WALK_LEVELS}
        )
        select id, root_id, type, depth, is_complete from tree`,
  );
  return rows.map((row) => ({
    id: row.id,
    rootId: row.root_id,
    type: row.type,
    depth: Number(row.depth),
    isComplete: row.is_complete,
  }));
}

/** The level of a folder below the root (a folder at the root is 1; the root is 0). */
export async function depthOf(db: AppDb, ownerId: string, folderId: string | null): Promise<number> {
  if (folderId === null) return 0;
  return ((await ancestorsOf(db, ownerId, [folderId])).get(folderId)?.length ?? 0) + 1;
}
