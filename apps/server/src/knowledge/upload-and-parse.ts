import type { TKbUploadResult, TLanguage } from '@app/contract';
import { documentViews } from './find-documents.js';
import type { KnowledgeDeps } from './knowledge-deps.js';
import { startParses } from './run-documents.js';
import { uploadKbDocuments } from './upload-kb-documents.js';

/**
 * Uploads files to a knowledge base and starts parsing every file kept (`document/upload_and_parse`
 * and the public API's `api/document/upload_and_parse`): each kept document is answered as it is
 * once its parse is queued.
 */
export async function uploadAndParse(
  deps: KnowledgeDeps,
  ownerId: string,
  upload: Parameters<typeof uploadKbDocuments>[2],
  language: TLanguage,
): Promise<TKbUploadResult> {
  const uploaded = await uploadKbDocuments(deps, ownerId, upload, language);
  await startParses(deps, ownerId, uploaded.documentIds);
  const views = new Map((await documentViews(deps, uploaded.documentIds, language)).map((view) => [view.id, view]));
  return {
    documents: uploaded.result.documents.map((outcome) => ({
      ...outcome,
      document: outcome.document ? (views.get(outcome.document.id) ?? outcome.document) : null,
    })),
  };
}
