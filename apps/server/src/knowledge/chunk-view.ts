import type { TChunk } from '@app/contract';
import type { TChunkRow } from './get-owned.js';

/** A stored chunk as the API shows it (RAGFlow's field names). */
export function chunkView(chunk: TChunkRow, documentName: string): TChunk {
  return {
    chunk_id: chunk.id,
    doc_id: chunk.documentId,
    kb_id: chunk.kbId,
    docnm_kwd: documentName,
    content_with_weight: chunk.content,
    content_type: chunk.contentType,
    important_kwd: chunk.keywords,
    question_kwd: chunk.questions,
    available_int: chunk.available ? 1 : 0,
    page_from: chunk.pageFrom,
    page_to: chunk.pageTo,
    headings: chunk.headings,
    token_num: chunk.tokenCount,
    position: chunk.position,
  };
}
