import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from '../db/database.js';
import { fileBytes, financialDocumentChunks } from '../db/schema.js';

/*
 * Uploaded bytes are stored in pieces (`financial_document_chunks`, `file_bytes`) and cross the
 * driver as base64 text, decoded and encoded by PostgreSQL itself: PGlite's own bytea parameters and
 * results are about ten times slower (a 10 MB file took 4.9 s to insert and 1.3 s to read back,
 * against 0.56 s and 0.13 s this way); node-postgres is as fast either way. PGlite runs each
 * statement on the server's thread, so a file is written and read one piece per statement, and at
 * most two files at once (whatever their table): twenty uploads at once held every other query (a
 * status check) up to 2.5 s in line behind their whole-file statements; now a query waits behind
 * two pieces at most.
 */

/** The most bytes one statement writes or reads. */
export const CHUNK_BYTES = 512 * 1024;
/** Files written or read at once by this process. */
const FILES_AT_ONCE = 2;

/** A table of byte pieces: the id of the row they belong to, their order, the bytes. */
export type TPieceTable = { table: PgTable; ownerColumn: PgColumn; positionColumn: PgColumn; bytesColumn: PgColumn };

/** The bytes of a financial-statement document. */
export const DOCUMENT_PIECES: TPieceTable = {
  table: financialDocumentChunks,
  ownerColumn: financialDocumentChunks.documentId,
  positionColumn: financialDocumentChunks.position,
  bytesColumn: financialDocumentChunks.bytes,
};

/** The bytes of a file of the file manager (and so of every knowledge-base document). */
export const FILE_PIECES: TPieceTable = {
  table: fileBytes,
  ownerColumn: fileBytes.fileId,
  positionColumn: fileBytes.position,
  bytesColumn: fileBytes.bytes,
};

/** Stores the bytes of a row that has none yet, piece by piece (an empty file is one empty piece). */
export async function storePieces(db: AppDb, pieces: TPieceTable, ownerId: string, bytes: Uint8Array): Promise<void> {
  const columns = sql.join(
    [pieces.ownerColumn, pieces.positionColumn, pieces.bytesColumn].map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  await inTurn(async () => {
    for (let position = 0; position * CHUNK_BYTES < Math.max(bytes.length, 1); position++) {
      const piece = bytes.subarray(position * CHUNK_BYTES, (position + 1) * CHUNK_BYTES);
      const base64 = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength).toString('base64');
      await db.execute(
        sql`insert into ${pieces.table} (${columns}) values (${ownerId}, ${position}, decode(${base64}, 'base64'))`,
      );
    }
  });
}

/** A row's bytes as stored (empty when it has none), read piece by piece. */
export async function readPieces(db: AppDb, pieces: TPieceTable, ownerId: string): Promise<Buffer> {
  return inTurn(async () => {
    const positions = await db
      .select({ position: pieces.positionColumn })
      .from(pieces.table)
      .where(eq(pieces.ownerColumn, ownerId))
      .orderBy(asc(pieces.positionColumn));
    const buffers: Buffer[] = [];
    for (const { position } of positions) {
      const [piece] = await db
        .select({ base64: sql<string>`encode(${pieces.bytesColumn}, 'base64')` })
        .from(pieces.table)
        .where(and(eq(pieces.ownerColumn, ownerId), eq(pieces.positionColumn, position)));
      buffers.push(Buffer.from(piece?.base64 ?? '', 'base64'));
    }
    return Buffer.concat(buffers);
  });
}

/** Stores a financial document's bytes (it has none yet). */
export async function storeFileBytes(db: AppDb, documentId: string, bytes: Uint8Array): Promise<void> {
  await storePieces(db, DOCUMENT_PIECES, documentId, bytes);
}

/** A financial document's bytes as stored (empty when it has none). */
export async function readFileBytes(db: AppDb, documentId: string): Promise<Buffer> {
  return readPieces(db, DOCUMENT_PIECES, documentId);
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once fewer than `FILES_AT_ONCE` files are being written or read. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= FILES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
