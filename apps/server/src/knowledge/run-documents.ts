import { KB_RUN, type TKbDocument, type TLanguage } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { kbChunks, kbDocuments, kbGraphs } from '../db/schema.js';
import type { TDocumentRow } from './document-view.js';
import { documentViews } from './find-documents.js';
import { getOwnedDocuments } from './get-owned.js';
import type { KnowledgeDeps } from './knowledge-deps.js';
import { KB_PARSE_JOB, type TKbParsePayload } from './parse-document-job.js';
import { storedStatus } from './status-message.js';

/**
 * `document/run`: starts (`run` 1) or cancels (`run` 2) the parses of documents. A start makes a
 * `kb_parse` job per document not already being parsed (a document created empty has nothing to
 * parse: `KB_DOCUMENT_NO_FILE`, and nothing starts); a cancel ends the job (a worker reading the
 * file is stopped at once, an embedding call is aborted) and keeps the chunks stored so far.
 * `delete` removes the documents' chunks and graphs right away.
 */
export async function runDocuments(
  deps: KnowledgeDeps,
  ownerId: string,
  input: { documentIds: string[]; run: 1 | 2; delete: boolean },
  language: TLanguage,
): Promise<TKbDocument[]> {
  const documents = await getOwnedDocuments(deps.database.db, ownerId, input.documentIds);
  if (input.run === KB_RUN.RUNNING && documents.some((document) => document.fileId === null))
    throw new AppError('KB_DOCUMENT_NO_FILE');
  for (const document of documents) {
    if (input.run === KB_RUN.RUNNING) await startParse(deps, ownerId, document, input.delete);
    else await cancelParse(deps, document, input.delete);
  }
  deps.queue.wake();
  return documentViews(deps, input.documentIds, language);
}

/** Starts the parses of documents just uploaded (`document/upload_and_parse`). */
export async function startParses(deps: KnowledgeDeps, ownerId: string, documentIds: string[]): Promise<void> {
  const documents = await getOwnedDocuments(deps.database.db, ownerId, documentIds);
  for (const document of documents) await startParse(deps, ownerId, document, false);
  deps.queue.wake();
}

async function startParse(deps: KnowledgeDeps, ownerId: string, document: TDocumentRow, isDelete: boolean) {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    // Locked, so that two clicks start one parse.
    const [current] = await tx
      .select({ run: kbDocuments.run })
      .from(kbDocuments)
      .where(eq(kbDocuments.id, document.id))
      .for('update');
    if (!current || current.run === KB_RUN.RUNNING) return;
    const payload: TKbParsePayload = { document_id: document.id };
    const job = await deps.queue.enqueue(KB_PARSE_JOB, payload, { ownerId, maxAttempts: 3, db: tx });
    await tx
      .update(kbDocuments)
      .set({
        run: KB_RUN.RUNNING,
        progress: 0,
        progressMsg: storedStatus({ key: 'parse_queued' }),
        processBeginAt: now,
        processDuration: 0,
        errorCode: null,
        jobId: job.id,
        updatedAt: now,
        ...(isDelete && { chunkCount: 0, tokenCount: 0 }),
      })
      .where(eq(kbDocuments.id, document.id));
    if (isDelete) await deleteParsedData(tx, document.id);
  });
}

async function cancelParse(deps: KnowledgeDeps, document: TDocumentRow, isDelete: boolean) {
  const db = deps.database.db;
  const now = deps.now();
  if (document.run === KB_RUN.RUNNING && document.jobId) {
    await deps.queue.cancel(document.jobId);
    const seconds = document.processBeginAt ? (now.getTime() - document.processBeginAt.getTime()) / 1000 : 0;
    await db
      .update(kbDocuments)
      .set({
        run: KB_RUN.CANCEL,
        progressMsg: storedStatus({ key: 'parse_cancelled' }),
        processDuration: Math.max(0, seconds),
        updatedAt: now,
      })
      .where(
        and(
          eq(kbDocuments.id, document.id),
          eq(kbDocuments.jobId, document.jobId),
          eq(kbDocuments.run, KB_RUN.RUNNING),
        ),
      );
  }
  if (isDelete) {
    await db
      .update(kbDocuments)
      .set({ chunkCount: 0, tokenCount: 0, updatedAt: now })
      .where(eq(kbDocuments.id, document.id));
    await deleteParsedData(db, document.id);
  }
}

/** A document's chunks and graph. */
export async function deleteParsedData(db: KnowledgeDeps['database']['db'], documentId: string): Promise<void> {
  await db.delete(kbChunks).where(eq(kbChunks.documentId, documentId));
  await db.delete(kbGraphs).where(eq(kbGraphs.documentId, documentId));
}
