/** Entities and relations the chat model finds in chunks, and the merged graph the graph view draws. */

import type { TGraphragConfig } from '@app/contract/parser-config';

/** @public */
export type TGraphMethod = TGraphragConfig['method'];

/** One entity as extracted from one chunk. @public */
export type TExtractedEntity = { name: string; type: string; description: string };

/** One relation as extracted from one chunk; `strength` 1–10 as the model rated it. @public */
export type TExtractedRelation = {
  source: string;
  target: string;
  description: string;
  strength: number;
  /** `light` method: a few words that sum the relation up. */
  keywords: string[];
};

/** What one chunk gave. @public */
export type TGraphExtraction = { entities: TExtractedEntity[]; relations: TExtractedRelation[] };

/** The merged graph (`weight`: mentions of a node, summed strengths of an edge). @public */
export type TKnowledgeGraph = {
  nodes: { id: string; type: string; description: string; weight: number }[];
  edges: { source: string; target: string; description: string; weight: number }[];
};
