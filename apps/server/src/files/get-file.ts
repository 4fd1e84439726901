import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { KIND_CONTENT_TYPES } from '../financial/extraction.js';
import { readFileBytes } from './file-store.js';
import { getOwnedFile } from './get-owned-file.js';

/** The media type of each kind a file may have (the extraction's, plus plain text and Markdown). */
const CONTENT_TYPES: Record<string, string> = {
  ...KIND_CONTENT_TYPES,
  text: 'text/plain',
  markdown: 'text/markdown',
};

/**
 * A file's bytes for download, with the media type of its detected kind (the route sends it as an
 * attachment, never sniffed, sandboxed: an uploaded HTML page never runs as one of ours).
 * @throws AppError `NOT_FOUND`, `FILE_IS_A_FOLDER`
 */
export async function getFile(
  db: AppDb,
  ownerId: string,
  fileId: string,
): Promise<{ fileName: string; body: Buffer; contentType: string }> {
  const row = await getOwnedFile(db, ownerId, fileId);
  if (row.type === 'folder') throw new AppError('FILE_IS_A_FOLDER');
  return {
    fileName: row.name,
    body: await readFileBytes(db, row.id),
    contentType: CONTENT_TYPES[row.type] ?? 'application/octet-stream',
  };
}
