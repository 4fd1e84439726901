import { FILE_LIMITS, type fileRoutes, type TRouteOutput } from '@app/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { files } from '../db/schema.js';
import { nameTaken } from './create-folder.js';
import type { FileDeps } from './file-deps.js';
import { KNOWLEDGE_BASE_FOLDER, type TFileRow } from './file-store.js';
import { ancestorsOf, descendantsOf } from './file-tree.js';
import { assertCanHoldItems, getOwnedFile, getOwnedFolder, isKnowledgeBaseFolder } from './get-owned-file.js';
import { withFileTreeLock } from './owner-lock.js';
import { isUniqueViolation } from './rename-file.js';

/**
 * Moves files and folders into a folder (the root when `destId` is null), all or none. Refused: a
 * folder into itself or below itself, a move that nests folders deeper than the limit, a name the
 * destination already holds (or two moved items of one name) — nothing is renamed silently —
 * and the folders the knowledge bases manage. Items already in the destination stay as they are.
 * @throws AppError `NOT_FOUND`, `FILE_NOT_A_FOLDER`, `FILE_MOVE_INTO_ITSELF`, `FILE_FOLDER_TOO_DEEP`,
 *   `FILE_NAME_TAKEN`, `FILE_KNOWLEDGE_BASE_FOLDER`
 */
export async function moveFiles(
  deps: FileDeps,
  ownerId: string,
  sourceIds: readonly string[],
  destId: string | null,
): Promise<TRouteOutput<typeof fileRoutes.mv>> {
  return withFileTreeLock(deps.db, ownerId, (db) => moveLocked({ ...deps, db }, ownerId, sourceIds, destId));
}

async function moveLocked(
  deps: FileDeps,
  ownerId: string,
  sourceIds: readonly string[],
  destId: string | null,
): Promise<TRouteOutput<typeof fileRoutes.mv>> {
  const destination = await getOwnedFolder(deps.db, ownerId, destId);
  assertCanHoldItems(destination);
  const sources: TFileRow[] = [];
  for (const id of new Set(sourceIds)) {
    const row = await getOwnedFile(deps.db, ownerId, id);
    if (isKnowledgeBaseFolder(row)) throw new AppError('FILE_KNOWLEDGE_BASE_FOLDER');
    sources.push(row);
  }
  const moving = sources.filter((row) => row.parentId !== (destination?.id ?? null));
  if (moving.length === 0) return { moved: 0 };
  const destinationPath = destination
    ? [...((await ancestorsOf(deps.db, ownerId, [destination.id])).get(destination.id) ?? []), destination]
    : [];
  const movingIds = new Set(moving.map((row) => row.id));
  if (destinationPath.some((folder) => movingIds.has(folder.id))) throw new AppError('FILE_MOVE_INTO_ITSELF');
  const folders = moving.filter((row) => row.type === 'folder').map((row) => row.id);
  const deepest = Math.max(
    0,
    ...(await descendantsOf(deps.db, ownerId, folders))
      .filter((item) => item.type === 'folder')
      .map((item) => item.depth + 1),
  );
  if (destinationPath.length + deepest > FILE_LIMITS.folderDepth)
    throw new AppError('FILE_FOLDER_TOO_DEEP', { params: { max: FILE_LIMITS.folderDepth } });
  await assertFreeNames(deps, ownerId, destination, moving);
  try {
    await deps.db
      .update(files)
      .set({ parentId: destination?.id ?? null, updatedAt: deps.now() })
      .where(and(eq(files.ownerId, ownerId), inArray(files.id, [...movingIds])));
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(moving[0]?.name ?? '');
    throw error;
  }
  return { moved: moving.length };
}

async function assertFreeNames(
  deps: FileDeps,
  ownerId: string,
  destination: TFileRow | null,
  moving: readonly TFileRow[],
): Promise<void> {
  const names = moving.map((row) => row.name);
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name) || (!destination && name === KNOWLEDGE_BASE_FOLDER)) throw nameTaken(name);
    seen.add(name);
  }
  const [clash] = await deps.db
    .select({ name: files.name })
    .from(files)
    .where(
      and(
        eq(files.ownerId, ownerId),
        destination ? eq(files.parentId, destination.id) : isNull(files.parentId),
        inArray(files.name, names),
      ),
    )
    .limit(1);
  if (clash) throw nameTaken(clash.name);
}
