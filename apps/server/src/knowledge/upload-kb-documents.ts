import { errorMessage, KB_LIMITS, type TErrorCode, type TKbUploadResult, type TLanguage } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import { AppError, type TErrorParam } from '../app-error.js';
import { files, kbDocuments } from '../db/schema.js';
import { freeName, knowledgeBaseFolder, storeFile } from '../files/file-store.js';
import type { TFileInspection } from '../files/inspect-file.js';
import { cleanFileName } from '../financial/create-document.js';
import type { TUploadedFile } from '../routes/register-route.js';
import { uploadRefusal } from '../routes/upload-refusal.js';
import { documentFailureCode, documentFailureParams } from './document-failures.js';
import { documentView, type TDocumentRow } from './document-view.js';
import { getOwnedKb } from './get-owned.js';
import type { TKbRow } from './kb-view.js';
import type { KnowledgeDeps } from './knowledge-deps.js';

type TOutcome = {
  fileName: string;
  document: TDocumentRow | null;
  code: TErrorCode | null;
  params?: Record<string, TErrorParam>;
};

/**
 * Stores the files of one upload to a knowledge base: each is looked at in an inspection worker
 * (its bytes decide its kind, never its name), stored in the user's `.knowledgebase/<kb>` folder
 * and made a document with the knowledge base's chunk method, or refused on its own. A request
 * refused as a whole (too many files, a broken form) deletes what it stored. When every file is
 * refused, the request fails with the first file's error. Returns the documents kept, in order.
 */
export async function uploadKbDocuments(
  deps: KnowledgeDeps,
  ownerId: string,
  upload: { files: AsyncIterable<TUploadedFile>; input(): { kb_id: string } },
  language: TLanguage,
): Promise<{ result: TKbUploadResult; documentIds: string[] }> {
  const outcomes: TOutcome[] = [];
  let target: { kb: TKbRow; folderId: string; names: Set<string>; room: number } | undefined;
  try {
    for await (const file of upload.files) {
      // The knowledge base comes before the files in the form: checked before the first file is stored.
      target ??= await uploadTarget(deps, ownerId, upload.input().kb_id);
      const fileName = cleanFileName(file.fileName);
      const outcome = await storeDocument(deps, ownerId, target, fileName, file.bytes);
      outcomes.push({ fileName, ...outcome });
    }
  } catch (error) {
    await discard(deps, outcomes);
    throw uploadRefusal(error, KB_LIMITS.uploadFiles);
  }
  const first = outcomes[0];
  if (!first) throw new AppError('NO_FILE');
  if (outcomes.every((outcome) => !outcome.document))
    throw new AppError(first.code ?? 'BAD_REQUEST', { params: first.params ?? documentFailureParams(first.code) });
  const now = deps.now();
  const documents = outcomes.map(({ fileName, document, code, params }) => ({
    file_name: fileName,
    document: document ? documentView({ document, fileSource: 'knowledgebase' }, language, now) : null,
    error: code
      ? {
          code,
          message: errorMessage(
            code,
            language,
            (params ?? documentFailureParams(code)) as Record<string, string | number>,
          ),
        }
      : null,
  }));
  return {
    result: { documents },
    documentIds: outcomes.flatMap((outcome) => (outcome.document ? [outcome.document.id] : [])),
  };
}

async function uploadTarget(deps: KnowledgeDeps, ownerId: string, kbId: string) {
  const db = deps.database.db;
  const kb = await getOwnedKb(db, ownerId, kbId);
  const rows = await db.select({ name: kbDocuments.name }).from(kbDocuments).where(eq(kbDocuments.kbId, kb.id));
  const folder = await knowledgeBaseFolder(db, ownerId, kb.name);
  return {
    kb,
    folderId: folder.id,
    names: new Set(rows.map((row) => row.name)),
    room: KB_LIMITS.documentsPerKb - rows.length,
  };
}

/** One file: looked at, stored as a file, then as a document named like no other in the knowledge base. */
async function storeDocument(
  deps: KnowledgeDeps,
  ownerId: string,
  target: { kb: TKbRow; folderId: string; names: Set<string>; room: number },
  fileName: string,
  bytes: Buffer | null,
): Promise<Omit<TOutcome, 'fileName'>> {
  if (!bytes) return { document: null, code: 'KB_DOCUMENT_TOO_LARGE' };
  if (bytes.length === 0) return { document: null, code: 'DOCUMENT_EMPTY' };
  if (target.room <= 0) return { document: null, code: 'KB_DOCUMENTS_TOO_MANY' };
  let inspected: TFileInspection;
  try {
    inspected = await deps.work.inspectFile(bytes);
  } catch (error) {
    const code = documentFailureCode(error);
    if (code) return { document: null, code };
    throw error;
  }
  const db = deps.database.db;
  let file: Awaited<ReturnType<typeof storeFile>>;
  try {
    file = await storeFile(db, ownerId, {
      parentId: target.folderId,
      name: fileName,
      bytes,
      type: inspected.kind,
      sourceType: 'knowledgebase',
      sha256: inspected.sha256,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'FILE_LIMIT_REACHED')
      return { document: null, code: error.code, ...(error.params && { params: error.params }) };
    throw error;
  }
  const name = freeName(file.name, target.names);
  target.names.add(name);
  target.room -= 1;
  const now = deps.now();
  try {
    const [document] = await db
      .insert(kbDocuments)
      .values({
        kbId: target.kb.id,
        ownerId,
        fileId: file.id,
        name,
        kind: inspected.kind,
        sizeBytes: bytes.length,
        pageCount: inspected.pageCount,
        parserId: target.kb.parserId,
        parserConfig: target.kb.parserConfig,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!document) throw new Error('document not inserted');
    return { document, code: null };
  } catch (error) {
    await db.delete(files).where(eq(files.id, file.id));
    throw error;
  }
}

/** Deletes the documents and files a request refused as a whole had stored. */
async function discard(deps: KnowledgeDeps, outcomes: TOutcome[]): Promise<void> {
  const fileIds = outcomes.flatMap((outcome) => (outcome.document?.fileId ? [outcome.document.fileId] : []));
  if (fileIds.length > 0) await deps.database.db.delete(files).where(inArray(files.id, fileIds));
}
