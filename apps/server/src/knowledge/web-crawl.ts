import type { TKbDocument, TLanguage } from '@app/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { files, kbDocuments } from '../db/schema.js';
import { knowledgeBaseFolder, storeFile } from '../files/file-store.js';
import { documentFailureCode, documentFailureParams } from './document-failures.js';
import { fetchWebPage } from './fetch-web-page.js';
import { documentViews } from './find-documents.js';
import { getOwnedKb } from './get-owned.js';
import type { KnowledgeDeps } from './knowledge-deps.js';
import { assertDocumentNameFree, assertRoomForDocument } from './new-document-checks.js';

/** The extension a fetched file's name gets for its kind, when its name has none. */
const EXTENSIONS: Record<string, string> = {
  html: '.html',
  pdf: '.pdf',
  docx: '.docx',
  xlsx: '.xlsx',
  xls: '.xls',
  csv: '.csv',
  text: '.txt',
  markdown: '.md',
};

/**
 * `document/web_crawl`: fetches the page at `url` (`fetchWebPage`: public addresses only, bounded
 * in size, time and redirects), looks at its bytes like an upload's (a page, or a PDF or sheet the
 * address serves), stores it in the knowledge base's folder as a `web` file and adds it as a
 * document named `name` that remembers its address. Parsing it is `document/run`.
 */
export async function webCrawl(
  deps: KnowledgeDeps,
  ownerId: string,
  input: { kbId: string; name: string; url: string },
  language: TLanguage,
): Promise<TKbDocument> {
  const db = deps.database.db;
  const kb = await getOwnedKb(db, ownerId, input.kbId);
  await assertRoomForDocument(db, kb.id);
  await assertDocumentNameFree(db, kb.id, input.name);
  const page = await fetchWebPage(input.url, { allowPrivate: deps.web?.allowPrivateNetwork === true });
  if (page.bytes.length === 0) throw new AppError('DOCUMENT_EMPTY');
  let inspected: Awaited<ReturnType<KnowledgeDeps['work']['inspectFile']>>;
  try {
    inspected = await deps.work.inspectFile(page.bytes);
  } catch (error) {
    const code = documentFailureCode(error);
    if (code) throw new AppError(code, { params: documentFailureParams(code) ?? {} });
    throw error;
  }
  const folder = await knowledgeBaseFolder(db, ownerId, kb.name);
  const extension = EXTENSIONS[inspected.kind] ?? '';
  const fileName = input.name.toLowerCase().endsWith(extension) ? input.name : `${input.name}${extension}`;
  const file = await storeFile(db, ownerId, {
    parentId: folder.id,
    name: fileName,
    bytes: page.bytes,
    type: inspected.kind,
    sourceType: 'web',
    sha256: inspected.sha256,
  });
  const now = deps.now();
  try {
    const [document] = await db
      .insert(kbDocuments)
      .values({
        kbId: kb.id,
        ownerId,
        fileId: file.id,
        name: input.name,
        kind: inspected.kind,
        sizeBytes: page.bytes.length,
        pageCount: inspected.pageCount,
        sourceUrl: page.url,
        parserId: kb.parserId,
        parserConfig: kb.parserConfig,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: kbDocuments.id });
    if (!document) throw new Error('document not inserted');
    const [view] = await documentViews(deps, [document.id], language);
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  } catch (error) {
    await db.delete(files).where(eq(files.id, file.id));
    throw error;
  }
}
