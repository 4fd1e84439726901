import { extractJson } from '../plan/parse.js';
import type { TPassage } from './types.js';

const EXCERPT_CHARS = 800;

/**
 * RAGFlow's deep researcher asks twice (sufficiency, then sub-queries); one call answering both
 * halves the budget each level spends.
 */
export function sufficiencyPrompt(input: {
  question: string;
  context: string;
  passages: TPassage[];
  subQueries: number;
  focus?: string;
}): string {
  const numbered = input.passages.map(
    (passage, index) => `[${index + 1}] ${passage.title}\n${passage.excerpt.slice(0, EXCERPT_CHARS)}`,
  );
  return [
    'You check whether the passages below are enough to answer a research question thoroughly, with facts and figures.',
    'Answer with one JSON object and nothing else:',
    `{"is_sufficient": true or false, "missing_information": "what is missing", "sub_queries": [at most ${input.subQueries} search queries that would find it]}`,
    '',
    `Research context: ${input.context}`,
    ...(input.focus ? [`The user asked to focus on: ${input.focus}`] : []),
    `Question: ${input.question}`,
    '',
    'Passages:',
    ...(numbered.length ? numbered : ['(none found)']),
  ].join('\n');
}

export type TSufficiency = { sufficient: boolean; missing: string; subQueries: string[] };

/** The verdict; an unreadable answer counts as sufficient so that deepening stops rather than guesses. */
export function parseSufficiency(answer: string, max: number): TSufficiency {
  const json = extractJson(answer);
  if (!json || typeof json !== 'object' || Array.isArray(json))
    return { sufficient: true, missing: '', subQueries: [] };
  const record = json as Record<string, unknown>;
  const sufficient = record.is_sufficient === true || record.is_sufficient === 'true';
  const queries = Array.isArray(record.sub_queries) ? record.sub_queries : [];
  const subQueries = queries
    .map((query) => (typeof query === 'string' ? query : (query as { query?: unknown })?.query))
    .filter((query): query is string => typeof query === 'string' && query.trim() !== '')
    .map((query) => query.trim().slice(0, 400))
    .slice(0, max);
  return {
    sufficient,
    missing: typeof record.missing_information === 'string' ? record.missing_information : '',
    subQueries,
  };
}
