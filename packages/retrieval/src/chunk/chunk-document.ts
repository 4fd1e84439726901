/** A parsed document into chunks by the knowledge base's chunk method (RAGFlow's `parser_id`). */
import type { TDocumentPages } from '@app/extraction';
import { resolveChunkConfig, selectPages } from './config.js';
import { inReadingOrder } from './draft.js';
import { documentFlow } from './flow.js';
import { chunkBook } from './methods/book.js';
import { chunkKnowledgeGraph } from './methods/knowledge-graph.js';
import { chunkLaws } from './methods/laws.js';
import { chunkManual } from './methods/manual.js';
import { chunkNaive } from './methods/naive.js';
import { chunkOne } from './methods/one.js';
import { chunkPaper } from './methods/paper.js';
import { chunkPicture } from './methods/picture.js';
import { chunkPresentation } from './methods/presentation.js';
import { chunkQa } from './methods/qa.js';
import { chunkResume } from './methods/resume.js';
import type { TChunkMethodFn } from './methods/shared.js';
import { chunkTable } from './methods/table.js';
import type { TChunkConfig, TChunkDraft, TChunkMethod } from './types.js';

const METHODS: Record<TChunkMethod, TChunkMethodFn> = {
  naive: chunkNaive,
  book: chunkBook,
  laws: chunkLaws,
  manual: chunkManual,
  paper: chunkPaper,
  presentation: chunkPresentation,
  qa: chunkQa,
  resume: chunkResume,
  table: chunkTable,
  picture: chunkPicture,
  one: chunkOne,
  knowledge_graph: chunkKnowledgeGraph,
};

/**
 * The chunks of `document` by `method`, in reading order, from the pages inside `config.pages` only.
 * Pure and synchronous: the server runs it in a worker thread.
 * @example chunkDocument(pages, 'naive', { chunk_token_num: 256, delimiter: '\n!?。；！？' })
 * @throws {Error} when `method` is not a chunk method (the contract validates it before).
 * @public
 */
export function chunkDocument(
  document: TDocumentPages,
  method: TChunkMethod,
  config: TChunkConfig = {},
): TChunkDraft[] {
  const chunk = METHODS[method];
  if (!chunk) throw new Error(`Unknown chunk method: ${String(method)}`);
  const resolved = resolveChunkConfig(config);
  const pages = selectPages(document, resolved.pages);
  return inReadingOrder(chunk({ document, pages, flow: documentFlow(pages), config: resolved }));
}
