import { chunkRoutes as routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { createChunk, deleteChunks, setChunk, switchChunks } from '../../knowledge/edit-chunks.js';
import { findChunks, getChunk } from '../../knowledge/find-chunks.js';
import type { KnowledgeDeps } from '../../knowledge/knowledge-deps.js';
import { getKnowledgeGraph } from '../../knowledge/knowledge-graph.js';
import { retrievalTest } from '../../knowledge/retrieval-test.js';
import { ownerOf, registerRoute } from '../register-route.js';

/** The `chunk` area: a document's chunks, the retrieval test and the knowledge graph. The owner comes from the session. */
export function registerChunkRoutes(app: FastifyInstance, deps: KnowledgeDeps): void {
  registerRoute(app, routes.list, async (input, request) =>
    findChunks(deps, ownerOf(request), input, request.language),
  );

  registerRoute(app, routes.create, async (input, request) =>
    createChunk(deps, ownerOf(request), {
      documentId: input.doc_id,
      content: input.content_with_weight,
      keywords: input.important_kwd,
      questions: input.question_kwd,
    }),
  );

  registerRoute(app, routes.set, async (input, request) =>
    setChunk(deps, ownerOf(request), {
      documentId: input.doc_id,
      chunkId: input.chunk_id,
      content: input.content_with_weight,
      keywords: input.important_kwd,
      questions: input.question_kwd,
      available: input.available_int === undefined ? undefined : input.available_int === 1,
    }),
  );

  registerRoute(app, routes.get, async (input, request) => getChunk(deps, ownerOf(request), input.chunk_id));

  registerRoute(app, routes.switch, async (input, request) =>
    switchChunks(deps, ownerOf(request), {
      documentId: input.doc_id,
      chunkIds: input.chunk_ids,
      isAvailable: input.available_int === 1,
    }),
  );

  registerRoute(app, routes.rm, async (input, request) =>
    deleteChunks(deps, ownerOf(request), { documentId: input.doc_id, chunkIds: input.chunk_ids }),
  );

  registerRoute(app, routes.retrieval_test, async (input, request) =>
    retrievalTest(deps, ownerOf(request), input, request.language),
  );

  registerRoute(app, routes.knowledge_graph, async (input, request) =>
    getKnowledgeGraph(deps, ownerOf(request), input.doc_id, request.language),
  );
}
