import { FILE_LIMITS } from '@app/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { files } from '../db/schema.js';
import { FILE_PIECES, readPieces, storePieces } from '../financial/file-bytes.js';

export type TFileRow = typeof files.$inferSelect;
export type TFileSource = TFileRow['sourceType'];

/** The folder under a user's root that holds the files uploaded to knowledge bases (as RAGFlow does). */
export const KNOWLEDGE_BASE_FOLDER = '.knowledgebase';
/** The longest file or folder name. */
export const MAX_FILE_NAME_CHARS = FILE_LIMITS.nameChars;
/** Inserts tried before giving up on a free name: only concurrent uploads of one name race for it. */
const NAME_ATTEMPTS = 8;

/**
 * Stores a file in a folder (`parentId` null: the user's root) and its bytes in pieces of at most
 * 512 kB (`financial/file-bytes.ts`), and returns its row. A name already used in the folder gets a
 * number: "report.pdf" → "report(1).pdf" → "report(2).pdf". `type` is the kind the caller detected
 * from the bytes; `parentId` is a folder of `ownerId` (the caller checked). `sha256` is computed
 * (off the main thread) when the caller has none.
 *
 * The bytes are written outside a transaction so other requests run between the pieces. Until the
 * last piece is written the row has no `sha256`: such a file is never listed, and is deleted by
 * `deleteUnfinishedFiles` if its server died meanwhile; a failure here deletes it at once.
 * @throws AppError `FILE_LIMIT_REACHED` when the user keeps `FILE_LIMITS.itemsPerUser` items
 */
export async function storeFile(
  db: AppDb,
  ownerId: string,
  file: {
    parentId: string | null;
    name: string;
    bytes: Uint8Array;
    type: string;
    sourceType: TFileSource;
    sha256?: string;
  },
): Promise<TFileRow> {
  await assertRoomForItems(db, ownerId, 1);
  const sha256 = file.sha256 ?? (await sha256Of(file.bytes));
  const row = await insertWithFreeName(db, ownerId, file.parentId, safeFileName(file.name), (name) => ({
    ownerId,
    parentId: file.parentId,
    name,
    type: file.type,
    sizeBytes: file.bytes.length,
    sha256: null,
    sourceType: file.sourceType,
  }));
  try {
    await storePieces(db, FILE_PIECES, row.id, file.bytes);
    const [stored] = await db.update(files).set({ sha256 }).where(eq(files.id, row.id)).returning();
    if (!stored) throw new Error('file deleted while its bytes were stored');
    return stored;
  } catch (error) {
    await db.delete(files).where(eq(files.id, row.id));
    throw error;
  }
}

/**
 * Refuses more items than a user may keep (`FILE_LIMITS.itemsPerUser`). Checked before inserting,
 * so requests at once may overshoot by the few they add together; no request adds more than 128.
 * @throws AppError `FILE_LIMIT_REACHED`
 */
export async function assertRoomForItems(db: AppDb, ownerId: string, adding: number): Promise<void> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(files).where(eq(files.ownerId, ownerId));
  if (Number(row?.count ?? 0) + adding > FILE_LIMITS.itemsPerUser)
    throw new AppError('FILE_LIMIT_REACHED', { params: { max: FILE_LIMITS.itemsPerUser } });
}

/** A stored file is complete once its bytes are (`sha256` set); a folder always is. */
export const isCompleteFile = sql`(${files.type} = 'folder' or ${files.sha256} is not null)`;

/** A file's bytes as stored (empty for a folder or an empty file). */
export async function readFileBytes(db: AppDb, fileId: string): Promise<Buffer> {
  return readPieces(db, FILE_PIECES, fileId);
}

/**
 * The folder `/.knowledgebase/<kb name>` of a user, where uploads to that knowledge base are
 * stored; it and `.knowledgebase` are created on first use (both `source_type` 'knowledgebase').
 */
export async function knowledgeBaseFolder(db: AppDb, ownerId: string, kbName: string): Promise<TFileRow> {
  const top = await ensureFolder(db, ownerId, null, KNOWLEDGE_BASE_FOLDER);
  return ensureFolder(db, ownerId, top.id, safeFileName(kbName));
}

/** A name as a file or folder may carry it: no `/` or `\`, no control characters, at most 255 characters. */
export function safeFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
  const clean = name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim();
  return (clean || '_').slice(0, MAX_FILE_NAME_CHARS);
}

/**
 * Inserts the row `valuesFor(name)` under the first free name of the folder: `name`, else
 * `stem(n).ext` with the smallest free n. The unique index on (owner, folder, name) settles races:
 * an insert that loses one tries the next free name.
 */
export async function insertWithFreeName(
  db: AppDb,
  ownerId: string,
  parentId: string | null,
  name: string,
  valuesFor: (name: string) => typeof files.$inferInsert,
): Promise<TFileRow> {
  for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt++) {
    const taken = await namesLike(db, ownerId, parentId, name);
    if (parentId === null) taken.add(KNOWLEDGE_BASE_FOLDER);
    const [row] = await db
      .insert(files)
      .values(valuesFor(freeName(name, taken)))
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error(`no free name for "${name}" after ${NAME_ATTEMPTS} attempts`);
}

/** The first of `name`, `stem(1).ext`, `stem(2).ext`, … not in `taken`, within 255 characters. */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 1; ; n++) {
    const suffix = `(${n})${extension}`;
    const candidate = `${stem.slice(0, Math.max(MAX_FILE_NAME_CHARS - suffix.length, 1))}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Names in the folder that `freeName` could collide with (those sharing the name's first characters). */
async function namesLike(db: AppDb, ownerId: string, parentId: string | null, name: string): Promise<Set<string>> {
  const dot = name.lastIndexOf('.');
  const prefix = (dot > 0 ? name.slice(0, dot) : name).slice(0, 200);
  const rows = await db
    .select({ name: files.name })
    .from(files)
    .where(
      and(
        eq(files.ownerId, ownerId),
        parentId === null ? isNull(files.parentId) : eq(files.parentId, parentId),
        sql`left(${files.name}, ${prefix.length}) = left(${name}, ${prefix.length})`,
      ),
    );
  return new Set(rows.map((row) => row.name));
}

async function ensureFolder(db: AppDb, ownerId: string, parentId: string | null, name: string): Promise<TFileRow> {
  const inFolder = and(
    eq(files.ownerId, ownerId),
    parentId === null ? isNull(files.parentId) : eq(files.parentId, parentId),
    eq(files.name, name),
  );
  const [existing] = await db.select().from(files).where(inFolder).limit(1);
  if (existing?.type === 'folder') return existing;
  if (!existing) {
    const [created] = await db
      .insert(files)
      .values({ ownerId, parentId, name, type: 'folder', sourceType: 'knowledgebase' })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [raced] = await db.select().from(files).where(inFolder).limit(1);
    if (raced?.type === 'folder') return raced;
  }
  // Only a knowledge base's own folder name can be a file's: the root's `.knowledgebase` is reserved.
  throw new AppError('FILE_NAME_TAKEN', { params: { name } });
}

async function sha256Of(bytes: Uint8Array): Promise<string> {
  // WebCrypto digests on libuv's thread pool, so a 10 MB file does not hold the main thread.
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Buffer.from(digest).toString('hex');
}
