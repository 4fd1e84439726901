import { KB_RUN, type TKbDocument, type TLanguage, type TParserConfig, type TParserId } from '@app/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { kbChunks, kbDocuments, kbGraphs } from '../db/schema.js';
import { documentViews } from './find-documents.js';
import { getOwnedDocument, getOwnedDocuments, getOwnedKb } from './get-owned.js';
import type { KnowledgeDeps } from './knowledge-deps.js';
import { assertDocumentNameFree, assertRoomForDocument } from './new-document-checks.js';

/** `document/create`: an empty document (no file) whose chunks the user writes. */
export async function createVirtualDocument(
  deps: KnowledgeDeps,
  ownerId: string,
  input: { kbId: string; name: string },
  language: TLanguage,
): Promise<TKbDocument> {
  const db = deps.database.db;
  const kb = await getOwnedKb(db, ownerId, input.kbId);
  await assertRoomForDocument(db, kb.id);
  await assertDocumentNameFree(db, kb.id, input.name);
  const now = deps.now();
  const [row] = await db
    .insert(kbDocuments)
    .values({
      kbId: kb.id,
      ownerId,
      fileId: null,
      name: input.name,
      kind: 'virtual',
      parserId: kb.parserId,
      parserConfig: kb.parserConfig,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: kbDocuments.id });
  if (!row) throw new Error('document not inserted');
  return only(await documentViews(deps, [row.id], language));
}

/**
 * `document/rename`: a name no other document of the knowledge base has; a document with a file
 * keeps its extension (its bytes are still of that type).
 */
export async function renameDocument(
  deps: KnowledgeDeps,
  ownerId: string,
  input: { documentId: string; name: string },
  language: TLanguage,
): Promise<TKbDocument> {
  const document = await getOwnedDocument(deps.database.db, ownerId, input.documentId);
  if (document.fileId !== null && extensionOf(input.name) !== extensionOf(document.name))
    throw new AppError('KB_DOCUMENT_EXTENSION_CHANGED', { params: { extension: extensionOf(document.name) || '—' } });
  if (input.name !== document.name) {
    await assertDocumentNameFree(deps.database.db, document.kbId, input.name, document.id);
    await deps.database.db
      .update(kbDocuments)
      .set({ name: input.name, updatedAt: deps.now() })
      .where(eq(kbDocuments.id, document.id));
  }
  return only(await documentViews(deps, [document.id], language));
}

/** `document/change_status`: enabled documents' chunks are retrieved, disabled ones' are not. */
export async function changeDocumentStatus(
  deps: KnowledgeDeps,
  ownerId: string,
  input: { documentIds: string[]; isEnabled: boolean },
  language: TLanguage,
): Promise<TKbDocument[]> {
  const documents = await getOwnedDocuments(deps.database.db, ownerId, input.documentIds);
  await deps.database.db
    .update(kbDocuments)
    .set({ enabled: input.isEnabled, updatedAt: deps.now() })
    .where(
      inArray(
        kbDocuments.id,
        documents.map((document) => document.id),
      ),
    );
  return documentViews(deps, input.documentIds, language);
}

/**
 * `document/change_parser`: a new chunk method (and settings; left out, the document's own are
 * kept). The document's chunks and graph no longer match it: they are deleted and the document
 * waits to be parsed again. Refused while a parse runs (`KB_DOCUMENT_BUSY`); the same method and
 * settings change nothing.
 */
export async function changeDocumentParser(
  deps: KnowledgeDeps,
  ownerId: string,
  input: { documentId: string; parserId: TParserId; parserConfig: TParserConfig | undefined },
  language: TLanguage,
): Promise<TKbDocument> {
  const db = deps.database.db;
  const document = await getOwnedDocument(db, ownerId, input.documentId);
  if (document.run === KB_RUN.RUNNING) throw new AppError('KB_DOCUMENT_BUSY');
  const parserConfig = input.parserConfig ?? document.parserConfig;
  const isSame =
    input.parserId === document.parserId && JSON.stringify(parserConfig) === JSON.stringify(document.parserConfig);
  if (!isSame) {
    // Only a document not being parsed is reset: a parse started since the check keeps its work.
    const [reset] = await db
      .update(kbDocuments)
      .set({
        parserId: input.parserId,
        parserConfig,
        run: KB_RUN.UNSTART,
        progress: 0,
        progressMsg: '',
        processBeginAt: null,
        processDuration: 0,
        chunkCount: 0,
        tokenCount: 0,
        errorCode: null,
        updatedAt: deps.now(),
      })
      .where(and(eq(kbDocuments.id, document.id), ne(kbDocuments.run, KB_RUN.RUNNING)))
      .returning({ id: kbDocuments.id });
    if (!reset) throw new AppError('KB_DOCUMENT_BUSY');
    await db.delete(kbChunks).where(eq(kbChunks.documentId, document.id));
    await db.delete(kbGraphs).where(eq(kbGraphs.documentId, document.id));
  }
  return only(await documentViews(deps, [document.id], language));
}

/** `.pdf` of `Report.PDF`; '' without one. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

function only(views: TKbDocument[]): TKbDocument {
  const [view] = views;
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}
