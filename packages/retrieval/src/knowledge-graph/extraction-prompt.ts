/**
 * The prompts that ask a chat model for a chunk's entities and relations. The answer format is JSON
 * Lines — one object per line — which any model writes reliably and which parses line by line, so one
 * broken line loses one record, not the chunk. `general` (GraphRAG) asks again for what was missed
 * ("gleaning"); `light` (LightRAG) asks once, with keywords per relation.
 */
import { DEFAULT_ENTITY_TYPES } from '@app/contract/parser-config';
import type { TGraphMethod } from './types.js';

/** Most entity types put in a prompt (the contract bounds the list too). */
const MAX_ENTITY_TYPES = 64;

export type TChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** The messages asking for the entities and relations of `text`. @public */
export function buildExtractionMessages(
  text: string,
  options: { entityTypes?: readonly string[]; method?: TGraphMethod },
): TChatMessage[] {
  const types = entityTypesOf(options.entityTypes);
  const isLight = options.method === 'light';
  const relationFields = isLight
    ? '"source", "target", "description", "strength" and "keywords" (a few words that sum the relation up)'
    : '"source", "target", "description" and "strength"';
  const relationExample = isLight
    ? '{"kind":"relation","source":"Acme Corp","target":"Jane Doe","description":"Jane Doe has been Acme Corp\'s chief executive since 2019.","strength":9,"keywords":["leadership"]}'
    : '{"kind":"relation","source":"Acme Corp","target":"Jane Doe","description":"Jane Doe has been Acme Corp\'s chief executive since 2019.","strength":9}';
  const system = [
    'You extract a knowledge graph from a text.',
    `1. Find every entity of these types: ${types.join(', ')}. For each give "name" (as written in the text), "type" (one of the types) and "description" (what the text says about it: attributes, activities, figures).`,
    `2. Among those entities, find every pair that the text clearly relates. For each give ${relationFields}; "strength" is an integer from 1 (weak) to 10 (strong).`,
    '3. Answer with JSON Lines only: one JSON object per line, entities first, no other text. For example:',
    '{"kind":"entity","name":"Acme Corp","type":"organization","description":"Acme Corp makes industrial tools."}',
    relationExample,
    'Use only facts stated in the text. Write descriptions in the language of the text.',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Text:\n${text}` },
  ];
}

/** The follow-up that asks for what the previous answer missed (GraphRAG's gleaning). @public */
export const GLEANING_REQUEST =
  'Many entities and relations were missed in the last answer. Add them now, in the same JSON Lines format; repeat none of the earlier lines. If nothing was missed, answer with nothing.';

/** The configured entity types, cleaned (lower case, no blanks, no repeats); RAGFlow's defaults when none. */
export function entityTypesOf(entityTypes: readonly string[] | undefined): string[] {
  const cleaned = (entityTypes ?? [])
    .map((type) => type.trim().toLowerCase().slice(0, 64))
    .filter((type, i, all) => type !== '' && all.indexOf(type) === i)
    .slice(0, MAX_ENTITY_TYPES);
  return cleaned.length > 0 ? cleaned : [...DEFAULT_ENTITY_TYPES];
}
