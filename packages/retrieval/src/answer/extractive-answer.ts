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
    const marker = `[ID:${passage.id}]`;
    // After a table row the marker would read as one more cell (and vanish): it gets a line of its own.
    if (lines.at(-1)?.trimStart().startsWith('|'))
      return [...lines, '', marker].map((line) => `> ${line}`.trimEnd()).join('\n');
    return lines.map((line, i) => `> ${line}${i === lines.length - 1 ? ` ${marker}` : ''}`).join('\n');
  });
  return [label, ...excerpts].join('\n\n');
}

/**
 * The passage's start, within the character limit: an HTML table (RAGFlow's "HTML for Excel" chunks)
 * as a Markdown one, which renders in a quote; cut at a row's end in a table, else at a sentence end
 * when one lies past a third of it.
 */
export function excerptOf(content: string, maxChars = EXTRACTIVE_EXCERPT_CHARS): string {
  const text = htmlTablesAsMarkdown(content)
    .trim()
    .replace(/\n{2,}/gu, '\n');
  if (text.length <= maxChars) return text;
  const head = text.slice(0, maxChars);
  const lastLine = head.lastIndexOf('\n');
  if (/^\s*\|/mu.test(head) && lastLine >= maxChars / 3) return head.slice(0, lastLine);
  const ends = [...head.matchAll(/[.!?。！？](?=\s|$)/gu)];
  const last = ends.at(-1);
  if (last?.index !== undefined && last.index >= maxChars / 3) return head.slice(0, last.index + 1);
  return `${head.trimEnd()}…`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Each `<table>` of the text as a Markdown pipe table (its caption on the line above); other text unchanged. */
export function htmlTablesAsMarkdown(text: string): string {
  return text.replace(/<table[\s>][\s\S]*?(?:<\/table>|$)/giu, (table) => {
    const caption = /<caption[^>]*>([\s\S]*?)<\/caption>/iu.exec(table)?.[1];
    const rows = [...table.matchAll(/<tr[^>]*>([\s\S]*?)(?=<tr[\s>]|<\/table>|$)/giu)].map((row) =>
      [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)(?=<t[hd][\s>]|<\/tr>|$)/giu)].map((cell) =>
        cellText(cell[1] ?? ''),
      ),
    );
    const filled = rows.filter((cells) => cells.length > 0);
    if (filled.length === 0) return cellText(table);
    const width = Math.max(...filled.map((cells) => cells.length));
    const line = (cells: string[]) =>
      `| ${Array.from({ length: width }, (_, i) => (cells[i] ?? '').replace(/\|/gu, '\\|')).join(' | ')} |`;
    const lines = [line(filled[0]!), `|${' --- |'.repeat(width)}`, ...filled.slice(1).map(line)];
    return `\n${caption ? `${cellText(caption)}\n` : ''}${lines.join('\n')}\n`;
  });
}

function cellText(html: string): string {
  return html
    .replace(/<[^>]*>/gu, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/gu, (_whole, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/gu, ' ')
    .trim();
}
