import type { TChunkDraft } from '@app/retrieval';
import type { TChunkInsert } from './search/chunk-store.js';

/** A chunk method's or RAPTOR's draft as the row `insertChunks` stores, at `position` in its document. */
export function chunkRow(
  kbId: string,
  documentId: string,
  position: number,
  draft: TChunkDraft,
  embedding: number[] | null,
): TChunkInsert {
  return {
    kbId,
    documentId,
    position,
    content: draft.content,
    contentType: draft.contentType,
    pageFrom: draft.pageFrom,
    pageTo: draft.pageTo,
    headings: draft.headings,
    tokenCount: draft.tokenCount,
    keywords: [],
    questions: draft.questions ?? [],
    embedding,
  };
}
