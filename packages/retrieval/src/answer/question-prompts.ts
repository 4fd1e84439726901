/**
 * The prompts an assistant sends besides the answer, and parsers that survive what models add
 * (thinking, fences, numbering, quotes): the question rewritten from the conversation (RAGFlow's
 * `full_question`, multi-turn), the check that the passages suffice (self-RAG), related questions.
 */
import type { TChatMessage } from '../knowledge-graph/extraction-prompt.js';
import { firstJsonObject, unfenced, withoutThinking } from './model-text.js';

/** Earlier turns shown to the rewriting model: the last few say what "it" and "that year" mean. */
const REWRITE_TURNS = 6;
/** Characters of each earlier turn shown to it (an answer can be long; its start names its subject). */
const REWRITE_TURN_CHARS = 1_000;
/** A rewritten question longer than this is the model answering instead of rewriting: the question is kept. */
const MAX_QUESTION_CHARS = 1_000;

/**
 * The messages asking for the latest question rewritten to stand alone: pronouns and ellipses
 * resolved from the conversation, relative dates made absolute from `today` (YYYY-MM-DD).
 * @public
 */
export function buildRefineQuestionMessages(
  turns: readonly { role: 'user' | 'assistant'; content: string }[],
  today: string,
): TChatMessage[] {
  const recent = turns.slice(-REWRITE_TURNS);
  const conversation = recent
    .map((turn) => `${turn.role === 'user' ? 'USER' : 'ASSISTANT'}: ${turn.content.slice(0, REWRITE_TURN_CHARS)}`)
    .join('\n');
  const system = [
    'You rewrite the latest question of a conversation so that it can be understood without the conversation.',
    '- Replace pronouns and references ("it", "that company", "the year before") by what they mean in the conversation.',
    `- Replace relative dates ("last year", "yesterday") by absolute ones; today is ${today}.`,
    '- If the latest question already stands on its own, repeat it unchanged.',
    '- Write it in the language of the latest question.',
    '- Answer with the rewritten question only: no answer, no explanation, no quotes.',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Conversation:\n${conversation}\n\nRewritten latest question:` },
  ];
}

/** The rewritten question, or `fallback` (the question as asked) when the answer is empty or not a question. @public */
export function parseRefinedQuestion(answer: string, fallback: string): string {
  const line = unfenced(withoutThinking(answer))
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text !== '');
  const question = (line ?? '')
    .replace(/^(?:rewritten (?:latest )?question|question|问题|改写后的问题)\s*[:：]\s*/iu, '')
    .replace(/^["'“”「『]+|["'“”」』]+$/gu, '')
    .trim();
  return question === '' || question.length > MAX_QUESTION_CHARS ? fallback : question;
}

/** The messages asking whether the passages answer the question, and what to search for if not. @public */
export function buildSufficiencyMessages(question: string, knowledge: string): TChatMessage[] {
  const system = [
    'You judge whether retrieved passages hold what is needed to answer a question.',
    'Answer with one JSON object only: {"is_sufficient": true or false, "query": "…"}.',
    '"query" is a better search query for the missing information when the passages are not sufficient (in the language of the question), else an empty string.',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Question: ${question}\n\nPassages:\n${knowledge || '(none)'}` },
  ];
}

/**
 * The judgement: `{is_sufficient, query}` as JSON, or a plain yes / no / "insufficient". An answer that
 * cannot be read counts as sufficient: another retrieval round on a guess costs time and finds the same.
 * @public
 */
export function parseSufficiency(answer: string): { isSufficient: boolean; query: string | null } {
  const text = unfenced(withoutThinking(answer));
  const json = firstJsonObject(text);
  if (json !== null && typeof json === 'object') {
    const record = json as Record<string, unknown>;
    const flag = record.is_sufficient ?? record.sufficient ?? record.isSufficient;
    const query = typeof record.query === 'string' ? record.query.trim().slice(0, MAX_QUESTION_CHARS) : '';
    const isSufficient = !(flag === false || flag === 'false' || flag === 'no');
    return { isSufficient, query: isSufficient || query === '' ? null : query };
  }
  const isInsufficient = /\b(?:no|insufficient|not sufficient|false)\b|不足|不充分|否/iu.test(text.slice(0, 80));
  return { isSufficient: !isInsufficient, query: null };
}

/** The messages asking for questions a user could ask next about the same subject. @public */
export function buildRelatedQuestionsMessages(question: string, count: number): TChatMessage[] {
  const system = [
    `Suggest ${count} short questions a user could ask next to learn more about the subject of their question.`,
    '- Each one a search a knowledge base could answer, in the language of the question.',
    '- One question per line, no numbering, nothing else.',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: question },
  ];
}

/** At most `count` distinct questions, one per line, numbering and bullets removed. @public */
export function parseRelatedQuestions(answer: string, count: number): string[] {
  const seen = new Set<string>();
  return unfenced(withoutThinking(answer))
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*(?:[-*•·]|\d+\s*[.)、．]|[（(]\d+[)）])\s*/u, '')
        .replace(/^["'“「]+|["'”」]+$/gu, '')
        .trim(),
    )
    .filter((line) => {
      const key = line.toLowerCase();
      if (line === '' || line.length > 300 || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, count);
}
