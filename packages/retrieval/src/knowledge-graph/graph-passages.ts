/**
 * The knowledge graph as passages the search finds (RAGFlow indexes its entities the same way): one
 * per entity, its name, type and description, then the relations it takes part in, heaviest first.
 * A question about how two parties relate ("who audits Acme?") is answered by the relation the chat
 * model read across chunks, which no single chunk may say in the question's words.
 */
import type { TChunkDraft } from '../chunk/types.js';
import { countTokens, truncateToTokens } from '../tokens.js';
import type { TKnowledgeGraph } from './types.js';

/** Passages at most (the heaviest entities: a document's graph keeps up to 2,000) and tokens per passage (the naive method's default). */
export const GRAPH_PASSAGE_LIMITS = { passages: 256, tokens: 512 } as const;

/**
 * One `graph` draft per entity of `graph`, the most mentioned first, at most `limits.passages`:
 * `Name (type)`, the description, then `Name → Other: description` for each of its relations,
 * heaviest first, while the passage stays within `limits.tokens` (a description longer than that is
 * cut). Pages 0: an entity is read from many chunks, so it has no page of its own.
 * @public
 */
export function graphPassages(
  graph: TKnowledgeGraph,
  limits: { passages: number; tokens: number } = GRAPH_PASSAGE_LIMITS,
): TChunkDraft[] {
  const edgesOf = new Map<string, TKnowledgeGraph['edges'][number][]>();
  for (const edge of [...graph.edges].sort((a, b) => b.weight - a.weight)) {
    for (const end of [edge.source, edge.target]) {
      const edges = edgesOf.get(end) ?? [];
      edges.push(edge);
      edgesOf.set(end, edges);
    }
  }
  const nodes = [...graph.nodes].sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id));
  return nodes.slice(0, Math.max(0, limits.passages)).map((node) => {
    let content = truncateToTokens(
      [`${node.id} (${node.type})`, node.description].filter((line) => line !== '').join('\n'),
      limits.tokens,
    );
    let tokens = countTokens(content);
    for (const edge of edgesOf.get(node.id) ?? []) {
      const line = `\n${edge.source} → ${edge.target}: ${edge.description}`;
      const lineTokens = countTokens(line);
      // The tokens of two texts joined can differ from their sum by one at the seam.
      if (tokens + lineTokens + 1 > limits.tokens) break;
      content += line;
      tokens += lineTokens;
    }
    return { content, contentType: 'graph', pageFrom: 0, pageTo: 0, headings: [], tokenCount: countTokens(content) };
  });
}
