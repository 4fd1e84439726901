/**
 * The knowledge block of an assistant's system prompt, RAGFlow's `kb_prompt`: each passage numbered
 * (`ID: n`) with its document's name, its page(s) and its content, as many as fit a token budget so
 * the prompt fits the model's context. The numbers are what the model cites (`[ID:n]`).
 */
import { countTokens, truncateToTokens } from '../tokens.js';
import type { TNumberedPassage, TPassage } from './types.js';

/**
 * A passage cut short is kept only when this many tokens of it fit: a few words of a passage tell the
 * model nothing, and it would cite them.
 */
const MIN_CUT_TOKENS = 64;

/** An HTML table or a Markdown pipe table (a header row and its `|---|` rule). */
const TABLE = /<table[\s>]|^\s*\|.*\|\s*\n\s*\|[\s:|-]+\|\s*$/imu;

/**
 * The passages that fit `maxTokens` (counted in cl100k, the header lines included), numbered from 1
 * in the order given, and the knowledge text built from them. The passage that crosses the budget is
 * cut at its last sentence or line end within it, unless it holds a table: a table cut in the middle
 * reads as the wrong figures, so it is left out and the next passage tried instead.
 * @public
 */
export function buildKnowledge<T extends TPassage>(
  passages: readonly T[],
  maxTokens: number,
): { knowledge: string; passages: TNumberedPassage<T>[] } {
  const used: TNumberedPassage<T>[] = [];
  const blocks: string[] = [];
  let remaining = Math.floor(maxTokens);
  for (const passage of passages) {
    const content = passage.content.trim();
    if (content === '') continue;
    const id = used.length + 1;
    const head = passageHead(id, passage);
    const headTokens = countTokens(head);
    const contentTokens = countTokens(content);
    if (headTokens + contentTokens <= remaining) {
      used.push({ ...passage, id });
      blocks.push(head + content);
      remaining -= headTokens + contentTokens + 1;
      continue;
    }
    const room = remaining - headTokens;
    if (TABLE.test(content) || room < MIN_CUT_TOKENS) continue;
    const cut = cutAtSentenceEnd(truncateToTokens(content, room));
    used.push({ ...passage, id, content: cut });
    blocks.push(head + cut);
    break;
  }
  return { knowledge: blocks.join('\n\n'), passages: used };
}

/** RAGFlow's tree-drawn header of a passage. */
function passageHead(id: number, passage: TPassage): string {
  const lines = [`ID: ${id}`, `├── Title: ${oneLine(passage.documentName)}`];
  if (passage.pages.length > 0) lines.push(`├── Page: ${pageLabel(passage.pages)}`);
  lines.push('└── Content:');
  return `${lines.join('\n')}\n`;
}

/** `3`, or `3–4` for a passage across pages. @public */
export function pageLabel(pages: readonly number[]): string {
  if (pages.length === 0) return '';
  const first = Math.min(...pages);
  const last = Math.max(...pages);
  return first === last ? String(first) : `${first}–${last}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** The text up to its last sentence or line end, when that keeps at least half of it. */
function cutAtSentenceEnd(text: string): string {
  const ends = [...text.matchAll(/[.!?。！？；;](?=\s|$)|\n/gu)];
  const last = ends.at(-1);
  if (last?.index !== undefined && last.index + 1 >= text.length / 2) return text.slice(0, last.index + 1).trim();
  return `${text.trim()}…`;
}
