/**
 * The extractions of all chunks merged into one graph, as RAGFlow merges them: mentions of one entity
 * (same name once Unicode-normalised, spaces collapsed and case folded) become one node with its most
 * frequent spelling and type, their distinct descriptions joined; a relation between the same two
 * entities (either direction) becomes one edge whose weight is the sum of the strengths. Relations to
 * an entity no chunk declared (or declared with a type not asked for) are left out.
 */
import { truncateToTokens } from '../tokens.js';
import { entityKey } from './parse-extraction.js';
import type { TGraphExtraction, TKnowledgeGraph } from './types.js';

/** RAGFlow cuts merged descriptions at 512 tokens. */
const MAX_DESCRIPTION_TOKENS = 512;
/** Distinct descriptions kept per node or edge: more would be cut at the token limit anyway. */
const MAX_DESCRIPTIONS = 64;

type TNodeAccumulator = {
  spellings: Map<string, number>;
  types: Map<string, number>;
  descriptions: string[];
  mentions: number;
};
type TEdgeAccumulator = { source: string; target: string; descriptions: string[]; weight: number };

/** @public */
export function mergeGraph(extractions: readonly TGraphExtraction[]): TKnowledgeGraph {
  const nodes = new Map<string, TNodeAccumulator>();
  for (const { entities } of extractions) {
    for (const entity of entities) {
      const key = entityKey(entity.name);
      const node = nodes.get(key) ?? { spellings: new Map(), types: new Map(), descriptions: [], mentions: 0 };
      increment(node.spellings, entity.name);
      increment(node.types, entity.type);
      addDistinct(node.descriptions, entity.description);
      node.mentions++;
      nodes.set(key, node);
    }
  }
  const ids = new Map([...nodes].map(([key, node]) => [key, mostFrequent(node.spellings)]));

  const edges = new Map<string, TEdgeAccumulator>();
  for (const { relations } of extractions) {
    for (const relation of relations) {
      const source = ids.get(entityKey(relation.source));
      const target = ids.get(entityKey(relation.target));
      if (!source || !target || source === target) continue;
      const key = [source, target].sort().join('\u0000');
      const edge = edges.get(key) ?? { source, target, descriptions: [], weight: 0 };
      addDistinct(edge.descriptions, relation.description);
      edge.weight += relation.strength;
      edges.set(key, edge);
    }
  }

  return {
    nodes: [...nodes.entries()].map(([key, node]) => ({
      id: ids.get(key)!,
      type: mostFrequent(node.types),
      description: joinDescriptions(node.descriptions),
      weight: node.mentions,
    })),
    edges: [...edges.values()].map((edge) => ({
      source: edge.source,
      target: edge.target,
      description: joinDescriptions(edge.descriptions),
      weight: edge.weight,
    })),
  };
}

/**
 * The `maxNodes` heaviest nodes and the edges among them — what a graph view can draw.
 * @public
 */
export function topOfGraph(graph: TKnowledgeGraph, maxNodes: number): TKnowledgeGraph {
  const nodes = [...graph.nodes].sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id)).slice(0, maxNodes);
  const kept = new Set(nodes.map((node) => node.id));
  return { nodes, edges: graph.edges.filter((edge) => kept.has(edge.source) && kept.has(edge.target)) };
}

function increment(counts: Map<string, number>, value: string): void {
  counts.set(value, (counts.get(value) ?? 0) + 1);
}

/** The most frequent value; the first seen among equals (Map keeps insertion order). */
function mostFrequent(counts: Map<string, number>): string {
  let best = '';
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

function addDistinct(descriptions: string[], description: string): void {
  const key = description.trim().toLowerCase();
  if (descriptions.length >= MAX_DESCRIPTIONS) return;
  if (key !== '' && !descriptions.some((existing) => existing.toLowerCase() === key))
    descriptions.push(description.trim());
}

function joinDescriptions(descriptions: readonly string[]): string {
  return truncateToTokens(descriptions.join('\n'), MAX_DESCRIPTION_TOKENS);
}
