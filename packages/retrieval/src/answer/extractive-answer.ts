/**
 * The answer without a chat model: nothing is composed, so nothing is invented. The best passages are
 * quoted as found, each with its citation, under a label the caller gives in the user's language.
 */
import type { TNumberedPassage } from './types.js';

/** Passages quoted in an extractive answer. */
export const EXTRACTIVE_PASSAGES = 3;
/** Characters of a passage quoted; a longer one is cut at a sentence end when there is one. */
export const EXTRACTIVE_EXCERPT_CHARS = 800;

/**
 * The label, then each of the first passages as a Markdown quote ending with its `[ID:n]`; null when
 * there is no passage (the caller answers with the assistant's empty response).
 * @public
 */
export function buildExtractiveAnswer(passages: readonly TNumberedPassage[], label: string): string | null {
  const quoted = passages.slice(0, EXTRACTIVE_PASSAGES).filter((passage) => passage.content.trim() !== '');
  if (quoted.length === 0) return null;
  const excerpts = quoted.map((passage) => {
    const lines = excerptOf(passage.content).split('\n');
    return lines.map((line, i) => `> ${line}${i === lines.length - 1 ? ` [ID:${passage.id}]` : ''}`).join('\n');
  });
  return [label, ...excerpts].join('\n\n');
}

/** The passage's start, within the character limit, ending at a sentence end when one lies past a third of it. */
export function excerptOf(content: string, maxChars = EXTRACTIVE_EXCERPT_CHARS): string {
  const text = content.trim().replace(/\n{2,}/gu, '\n');
  if (text.length <= maxChars) return text;
  const head = text.slice(0, maxChars);
  const ends = [...head.matchAll(/[.!?。！？](?=\s|$)/gu)];
  const last = ends.at(-1);
  if (last?.index !== undefined && last.index >= maxChars / 3) return head.slice(0, last.index + 1);
  return `${head.trimEnd()}…`;
}
