import { eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { financialDocumentFiles } from '../db/schema.js';
import { bytesAsBase64, fromBase64 } from './file-bytes.js';
import type { FinancialDeps } from './financial-deps.js';
import { getOwnedDocument } from './get-owned.js';

/** The uploaded bytes as received, with the media type of the kind they were read as. */
export async function getDocumentFile(
  deps: FinancialDeps,
  ownerId: string,
  documentId: string,
): Promise<{ fileName: string; body: Uint8Array; contentType: string }> {
  const document = await getOwnedDocument(deps.db, ownerId, documentId);
  const [file] = await deps.db
    .select({ bytes: bytesAsBase64 })
    .from(financialDocumentFiles)
    .where(eq(financialDocumentFiles.documentId, documentId))
    .limit(1);
  if (!file) throw new AppError('NOT_FOUND');
  return { fileName: document.fileName, body: fromBase64(file.bytes), contentType: document.contentType };
}
