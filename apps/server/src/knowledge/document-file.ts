import type { TLanguage } from '@app/contract';
import { AppError } from '../app-error.js';
import { readFileBytes } from '../files/file-store.js';
import { KIND_CONTENT_TYPES } from '../financial/extraction.js';
import { getOwnedDocument, getOwnedDocuments } from './get-owned.js';
import type { KnowledgeDeps } from './knowledge-deps.js';

/** The media type a document's file is served with, by the kind its bytes were read as. */
const CONTENT_TYPES: Record<string, string> = {
  ...KIND_CONTENT_TYPES,
  text: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
};

/** `document/get`: the document's file as stored; a document created empty has none. */
export async function getDocumentFile(
  deps: KnowledgeDeps,
  ownerId: string,
  documentId: string,
): Promise<{ fileName: string; body: Buffer; contentType: string }> {
  const document = await getOwnedDocument(deps.database.db, ownerId, documentId);
  if (!document.fileId) throw new AppError('KB_DOCUMENT_NO_FILE');
  const body = await readFileBytes(deps.database.db, document.fileId);
  return {
    fileName: document.name,
    body,
    contentType: CONTENT_TYPES[document.kind] ?? 'application/octet-stream',
  };
}

/**
 * `document/thumbnails`: the picture of each document's first page that its last parse drew (a PNG
 * data URL, `thumbnail.ts`), or null: a PDF not parsed yet or drawn without `pdftoppm`, and every
 * other kind, whose screen shows the kind's icon. The ids are checked to be the user's.
 */
export async function getThumbnails(
  deps: KnowledgeDeps,
  ownerId: string,
  documentIds: string[],
  _language: TLanguage,
): Promise<Record<string, string | null>> {
  const documents = await getOwnedDocuments(deps.database.db, ownerId, documentIds);
  return Object.fromEntries(documents.map((document) => [document.id, document.thumbnail]));
}
