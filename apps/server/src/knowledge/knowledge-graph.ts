import {
  KB_STATUS_MESSAGES,
  type KNOWLEDGE_GRAPH_REASONS,
  type TKnowledgeGraph,
  type TLanguage,
  ZKnowledgeGraphSchema,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { kbGraphs } from '../db/schema.js';
import { chatModelOrNull, wantsGraph } from './enrichments.js';
import { getOwnedDocument } from './get-owned.js';
import { parserConfigOf } from './kb-view.js';
import type { KnowledgeDeps } from './knowledge-deps.js';

type TGraphReason = (typeof KNOWLEDGE_GRAPH_REASONS)[number];

/**
 * `chunk/knowledge_graph`: the document's graph when one was built (the parse stores it, empty when
 * the model found no entity), else why not: the document does not ask for one, no chat model is set
 * up, or no parse has built it yet (not parsed, parsing, failed, or parsed before either was so).
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
  const reason = await missingReason(deps, ownerId, document.parserId, document.parserConfig);
  return { graph: null, reason: { code: reason, message: KB_STATUS_MESSAGES[reason][language] } };
}

async function missingReason(
  deps: KnowledgeDeps,
  ownerId: string,
  parserId: string,
  storedConfig: unknown,
): Promise<TGraphReason> {
  if (!wantsGraph(parserId, parserConfigOf(storedConfig))) return 'graph_not_enabled';
  if (!(await chatModelOrNull(deps, ownerId))) return 'graph_no_chat_model';
  return 'graph_not_built';
}
