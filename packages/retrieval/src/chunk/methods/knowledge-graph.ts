/**
 * Knowledge graph: the document is chunked as General is; the graph's entities and relations are
 * extracted from these chunks afterwards (`knowledge-graph/`), by the chat model.
 */
import { chunkNaive } from './naive.js';
import type { TChunkMethodFn } from './shared.js';

export const chunkKnowledgeGraph: TChunkMethodFn = (context) => chunkNaive(context);
