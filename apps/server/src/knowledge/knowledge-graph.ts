import { KB_RUN, KB_STATUS_MESSAGES, type TKnowledgeGraph, type TLanguage, ZKnowledgeGraphSchema } from '@app/contract';
import { eq } from 'drizzle-orm';
import { kbGraphs } from '../db/schema.js';
import { chatModelOrNull, wantsGraph } from './enrichments.js';
import { getOwnedDocument } from './get-owned.js';
import { parserConfigOf } from './kb-view.js';
import type { KnowledgeDeps } from './knowledge-deps.js';

type TGraphReason = 'graph_no_chat_model' | 'graph_not_enabled' | 'graph_not_built' | 'graph_not_available';

/**
 * `chunk/knowledge_graph`: the document's graph when one was built, else why not: the document does
 * not ask for one, no chat model is set up, it has not been parsed yet, or this build made none.
 */
export async function getKnowledgeGraph(
  deps: KnowledgeDeps,
  ownerId: string,
  documentId: string,
  language: TLanguage,
): Promise<{ graph: TKnowledgeGraph | null; reason: { code: TGraphReason; message: string } | null }> {
  const db = deps.database.db;
  const document = await getOwnedDocument(db, ownerId, documentId);
  const [stored] = await db
    .select({ graph: kbGraphs.graph })
    .from(kbGraphs)
    .where(eq(kbGraphs.documentId, document.id));
  const graph = stored ? ZKnowledgeGraphSchema.safeParse(stored.graph) : null;
  if (graph?.success) return { graph: graph.data, reason: null };
  const reason = await missingReason(deps, ownerId, document.parserId, document.parserConfig, document.run);
  return { graph: null, reason: { code: reason, message: KB_STATUS_MESSAGES[reason][language] } };
}

async function missingReason(
  deps: KnowledgeDeps,
  ownerId: string,
  parserId: string,
  storedConfig: unknown,
  run: number,
): Promise<TGraphReason> {
  if (!wantsGraph(parserId, parserConfigOf(storedConfig))) return 'graph_not_enabled';
  if (!(await chatModelOrNull(deps, ownerId))) return 'graph_no_chat_model';
  if (run !== KB_RUN.DONE) return 'graph_not_built';
  return 'graph_not_available';
}
