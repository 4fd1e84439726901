import { AppError } from '../app-error.js';
import { readFileBytes } from './file-bytes.js';
import type { FinancialDeps } from './financial-deps.js';
import { getOwnedDocument } from './get-owned.js';

/** The uploaded bytes as received, with the media type of the kind they were read as. */
export async function getDocumentFile(
  deps: FinancialDeps,
  ownerId: string,
  documentId: string,
): Promise<{ fileName: string; body: Uint8Array; contentType: string }> {
  const document = await getOwnedDocument(deps.db, ownerId, documentId);
  const body = await readFileBytes(deps.db, documentId);
  if (body.length === 0) throw new AppError('NOT_FOUND');
  return { fileName: document.fileName, body, contentType: document.contentType };
}
