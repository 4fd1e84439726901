import type { TErrorCode } from '@app/contract';
import { eq } from 'drizzle-orm';
import { financialDocumentFiles, financialDocuments } from '../db/schema.js';
import {
  KIND_CONTENT_TYPES,
  READ_FAILURE_CODES,
  readFailureOf,
  type TUploadInspection,
  WORKER_FAILURE_CODES,
  workerFailureOf,
} from './extraction.js';
import { storeFileBytes } from './file-bytes.js';
import type { FinancialDeps } from './financial-deps.js';

/** What the user said about the files of one upload. */
export type TDocumentFields = {
  companyName?: string | undefined;
  stockCode?: string | undefined;
  fiscalYear?: number | undefined;
};

/**
 * Looks at one uploaded file with `@app/extraction` `inspectDocument` in an inspection worker (its
 * content decides the type, never its name; the worker also hashes it) and stores it, or says why
 * it cannot be kept (nothing is stored then): not a document, encrypted, a PDF over the page
 * limit, a PDF or ZIP whose structure is broken, or a file whose look ran past the worker's limits
 * (`DOCUMENT_TOO_COMPLEX`). Its tables are read by its first task's parsing step, which fails with
 * the same codes for what only a read finds.
 *
 * The document is stored as part of an upload in progress (`upload_expires_at` set): not listed,
 * and deleted if the upload never finishes, until `uploadDocuments` records the whole upload. Its
 * bytes go in pieces, outside a transaction, so other requests' queries run between them (a
 * PGlite transaction would hold every other query until it ends); a failure deletes the document.
 */
export async function createDocument(
  deps: FinancialDeps,
  ownerId: string,
  file: { fileName: string; bytes: Buffer },
): Promise<{ documentId: string } | { error: TErrorCode }> {
  if (file.bytes.length === 0) return { error: 'DOCUMENT_EMPTY' };
  // The type comes from the content, never the name; but a name that promises a PDF the content
  // is not gets its own message, which says what went wrong better than "not supported".
  const isNamedPdf = /\.pdf$/i.test(file.fileName.trim());
  const extraction = await deps.extraction();
  let inspected: TUploadInspection;
  try {
    inspected = await extraction.inspectDocument(file.bytes);
  } catch (error) {
    const reason = readFailureOf(error);
    if (reason === 'unsupported_type' && isNamedPdf) return { error: 'DOCUMENT_NOT_PDF' };
    if (reason) return { error: READ_FAILURE_CODES[reason] };
    const failure = workerFailureOf(error);
    if (failure) return { error: WORKER_FAILURE_CODES[failure] };
    throw error;
  }
  if (isNamedPdf && inspected.kind !== 'pdf') return { error: 'DOCUMENT_NOT_PDF' };
  const now = deps.now();
  const [row] = await deps.db
    .insert(financialDocuments)
    .values({
      ownerId,
      fileName: file.fileName,
      contentType: KIND_CONTENT_TYPES[inspected.kind],
      kind: inspected.kind,
      pageCount: inspected.pageCount,
      sizeBytes: file.bytes.length,
      sha256: inspected.sha256,
      uploadExpiresAt: uploadLeaseEnd(now),
      uploadOwner: deps.instanceId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: financialDocuments.id });
  if (!row) throw new Error('document not inserted');
  try {
    await deps.db.insert(financialDocumentFiles).values({ documentId: row.id, parsed: null });
    await storeFileBytes(deps.db, row.id, file.bytes);
  } catch (error) {
    await deps.db.delete(financialDocuments).where(eq(financialDocuments.id, row.id));
    throw error;
  }
  return { documentId: row.id };
}

/**
 * How long an upload in progress keeps its documents after its last file was stored: a slow
 * client's next file of 10 MB arrives well within it. Past it, a document of an upload that never
 * finished is deleted (`deleteAbandonedUploads`).
 */
export const UPLOAD_LEASE_MS = 30 * 60_000;

export function uploadLeaseEnd(now: Date): Date {
  return new Date(now.getTime() + UPLOAD_LEASE_MS);
}

/** A file name as it may be shown and sent back: no path, no control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'document').slice(0, 255);
}
