import { errorMessage, MAX_UPLOAD_FILES, type TErrorCode, type TLanguage, type TUploadResult } from '@app/contract';
import { inArray } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { financialDocuments } from '../db/schema.js';
import type { TUploadedFile } from '../routes/register-route.js';
import { uploadRefusal } from '../routes/upload-refusal.js';
import { cleanFileName, createDocument, type TDocumentFields, uploadLeaseEnd } from './create-document.js';
import { documentFailureParams } from './extraction.js';
import type { FinancialDeps } from './financial-deps.js';

/**
 * Stores the files of one upload, each looked at and kept or refused on its own, then records the
 * upload whole (`recordUpload`: the text fields, and the documents no longer in progress). An
 * upload is kept whole or not at all: a request refused as a whole (invalid fields, too many
 * files, a broken form) deletes what it stored, and one whose server dies leaves documents that are
 * never listed and are deleted on start. When every file is refused, the request fails with the
 * first file's error: a lone file over the limit is `PAYLOAD_TOO_LARGE`.
 */
export async function uploadDocuments(
  deps: FinancialDeps,
  ownerId: string,
  upload: { files: AsyncIterable<TUploadedFile>; input(): TDocumentFields },
  language: TLanguage,
): Promise<TUploadResult> {
  const outcomes: { file_name: string; document_id: string | null; code: TErrorCode | null }[] = [];
  const kept: string[] = [];
  try {
    for await (const file of upload.files) {
      upload.input(); // fields sent before the files are checked before any file is read
      const fileName = cleanFileName(file.fileName);
      if (!file.bytes) {
        outcomes.push({ file_name: fileName, document_id: null, code: 'DOCUMENT_TOO_LARGE' });
        continue;
      }
      const created = await createDocument(deps, ownerId, { fileName, bytes: file.bytes });
      if ('error' in created) {
        outcomes.push({ file_name: fileName, document_id: null, code: created.error });
        continue;
      }
      kept.push(created.documentId);
      outcomes.push({ file_name: fileName, document_id: created.documentId, code: null });
      // The upload is alive: its documents are kept for another lease while the next file arrives.
      await deps.db
        .update(financialDocuments)
        .set({ uploadExpiresAt: uploadLeaseEnd(deps.now()) })
        .where(inArray(financialDocuments.id, kept));
    }
    await recordUpload(deps, kept, upload.input());
  } catch (error) {
    if (kept.length > 0) await deps.db.delete(financialDocuments).where(inArray(financialDocuments.id, kept));
    throw uploadRefusal(error, MAX_UPLOAD_FILES);
  }
  const first = outcomes[0];
  if (!first) throw new AppError('NO_FILE');
  const documentId = kept[0];
  if (!documentId) {
    if (first.code === 'DOCUMENT_TOO_LARGE' && outcomes.length === 1) throw new AppError('PAYLOAD_TOO_LARGE');
    throw new AppError(first.code ?? 'BAD_REQUEST', { params: paramsOf(first.code) });
  }
  return {
    document_id: documentId,
    documents: outcomes.map(({ code, ...outcome }) => ({
      ...outcome,
      error: code ? { code, message: errorMessage(code, language, paramsOf(code)) } : null,
    })),
  };
}

/**
 * Records the whole upload in one statement: its documents are no longer an upload in progress
 * (listed, never cleaned up) and get the text fields. Before it, a server that dies leaves
 * documents that `deleteAbandonedUploads` removes on start; after it, the client gets them all.
 */
async function recordUpload(deps: FinancialDeps, documentIds: string[], fields: TDocumentFields): Promise<void> {
  if (documentIds.length === 0) return;
  await deps.db
    .update(financialDocuments)
    .set({
      uploadExpiresAt: null,
      ...(fields.companyName !== undefined && { companyName: fields.companyName }),
      ...(fields.stockCode !== undefined && { stockCode: fields.stockCode }),
      ...(fields.fiscalYear !== undefined && { fiscalYear: fields.fiscalYear }),
    })
    .where(inArray(financialDocuments.id, documentIds));
}

function paramsOf(code: TErrorCode | null): Record<string, number> | undefined {
  if (code === 'TOO_MANY_FILES') return { max: MAX_UPLOAD_FILES };
  return documentFailureParams(code);
}
