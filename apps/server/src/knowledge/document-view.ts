import { errorMessage, KB_DOCUMENT_KINDS, type TKbDocument, type TLanguage } from '@app/contract';
import { eq, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { files, kbDocuments } from '../db/schema.js';
import { parserConfigOf, parserIdOf } from './kb-view.js';
import { catalogueCode, renderStatus, storedErrorParams } from './status-message.js';

export type TDocumentRow = typeof kbDocuments.$inferSelect;
/** A document and where its file came from (null: created empty, or its file is gone). */
export type TDocumentWithSource = { document: TDocumentRow; fileSource: 'local' | 'knowledgebase' | 'web' | null };

/** Documents with their file's source, filtered by `where`. */
export function selectDocuments(db: AppDb, where: SQL | undefined) {
  return db
    .select({ document: kbDocuments, fileSource: files.sourceType })
    .from(kbDocuments)
    .leftJoin(files, eq(files.id, kbDocuments.fileId))
    .where(where);
}

/** A parse still running has taken this long so far; a finished one, what it took. */
function durationOf(document: TDocumentRow, now: Date): number {
  if (document.run === 1 && document.processBeginAt)
    return Math.max(0, (now.getTime() - document.processBeginAt.getTime()) / 1000);
  return document.processDuration;
}

export function documentView(row: TDocumentWithSource, language: TLanguage, now: Date): TKbDocument {
  const { document } = row;
  const code = document.run === 4 ? catalogueCode(document.errorCode) : null;
  const error = code ? { code, message: errorMessage(code, language, storedErrorParams(document.progressMsg)) } : null;
  return {
    id: document.id,
    kb_id: document.kbId,
    name: document.name,
    kind: (KB_DOCUMENT_KINDS as readonly string[]).includes(document.kind)
      ? (document.kind as TKbDocument['kind'])
      : 'text',
    size: document.sizeBytes,
    page_count: document.pageCount,
    source_type: document.fileId === null ? 'virtual' : (row.fileSource ?? 'knowledgebase'),
    source_url: document.sourceUrl,
    parser_id: parserIdOf(document.parserId),
    parser_config: parserConfigOf(document.parserConfig),
    status: document.enabled ? 1 : 0,
    run: document.run,
    progress: document.progress,
    progress_msg: error ? error.message : renderStatus(document.progressMsg, language),
    process_begin_at: document.processBeginAt?.toISOString() ?? null,
    process_duration: Math.round(durationOf(document, now) * 100) / 100,
    chunk_num: document.chunkCount,
    token_num: document.tokenCount,
    error,
    created_at: document.createdAt.toISOString(),
    updated_at: document.updatedAt.toISOString(),
  };
}
