/** A document's blocks in reading order, each with its page, its position and the heading path above it. */
import type { TDocumentPage, TPageBlock } from '@app/extraction';

export type TTableBlock = Extract<TPageBlock, { type: 'table' }>;

type TFlowBase = {
  page: number;
  /** Position in reading order: chunks are put back in this order. */
  seq: number;
  /** The headings above (a heading's own path ends with itself). */
  path: readonly string[];
};

export type TFlowItem = TFlowBase &
  (
    | { kind: 'heading'; text: string; level: number }
    | {
        kind: 'paragraph';
        text: string;
        /**
         * Set when the paragraph goes on from the previous page's last one (a sentence cut by the page
         * break): the text that joins them, a space or nothing between Chinese characters.
         */
        joiner?: ' ' | '';
      }
    | {
        kind: 'table';
        table: TTableBlock;
        /**
         * The sentence that introduces the table, when the paragraph just before it ends with one
         * ("…future principal payments for the Notes are as follows (in millions):"): a table's rows
         * seldom say what they count, and its chunk is found and read apart from that paragraph.
         */
        introduction?: string;
      }
    | { kind: 'image'; alt: string | null }
  );

/** The blocks of `pages` in order; empty text left out, whitespace runs collapsed. */
export function documentFlow(pages: readonly TDocumentPage[]): TFlowItem[] {
  const items: TFlowItem[] = [];
  const stack: { text: string; level: number }[] = [];
  let path: readonly string[] = [];
  for (const page of pages) {
    for (const block of page.blocks) {
      const seq = items.length;
      if (block.type === 'heading') {
        const text = cleanText(block.text);
        if (text === '') continue;
        while (stack.length > 0 && stack[stack.length - 1]!.level >= block.level) stack.pop();
        stack.push({ text, level: block.level });
        path = stack.map((entry) => entry.text);
        items.push({ kind: 'heading', text, level: block.level, page: page.number, seq, path });
      } else if (block.type === 'paragraph') {
        const text = cleanText(block.text);
        if (text === '') continue;
        const joiner = continuationJoiner(items[items.length - 1], text, page.number);
        items.push({ kind: 'paragraph', text, page: page.number, seq, path, ...(joiner === null ? {} : { joiner }) });
      } else if (block.type === 'table') {
        if (block.rows.some((row) => row.some((cell) => cell.trim() !== ''))) {
          const introduction = tableIntroduction(items[items.length - 1]);
          items.push({
            kind: 'table',
            table: block,
            page: page.number,
            seq,
            path,
            ...(introduction ? { introduction } : {}),
          });
        }
      } else {
        const alt = block.alt === null ? null : cleanText(block.alt) || null;
        items.push({ kind: 'image', alt, page: page.number, seq, path });
      }
    }
  }
  return items;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/u;

/** Characters of a table's introduction at most: a sentence, never a page of text. */
const MAX_INTRODUCTION_CHARS = 300;

/**
 * The last sentence of the paragraph just before a table, when it ends with a colon — how filings in
 * every language introduce a table ("…are as follows:", "…的情况如下：") — else null.
 */
function tableIntroduction(previous: TFlowItem | undefined): string | null {
  if (previous?.kind !== 'paragraph') return null;
  const text = previous.text.trim();
  if (!/[:：]$/u.test(text)) return null;
  const sentences = text.split(/(?<=[.!?;。！？；])\s*/u).filter((sentence) => sentence.trim() !== '');
  const last = sentences.at(-1)?.trim() ?? '';
  return last.length <= MAX_INTRODUCTION_CHARS ? last : `…${last.slice(-MAX_INTRODUCTION_CHARS)}`;
}

/** How a paragraph that opens a page joins the previous page's last paragraph, or null when it starts anew. */
function continuationJoiner(previous: TFlowItem | undefined, text: string, page: number): ' ' | '' | null {
  if (previous?.kind !== 'paragraph' || previous.page !== page - 1) return null;
  const last = previous.text.at(-1) ?? '';
  const first = text[0] ?? '';
  if (/[a-z,;]/u.test(last) && /[a-z]/u.test(first)) return ' ';
  if ((CJK.test(last) || /[，、]/u.test(last)) && CJK.test(first)) return '';
  return null;
}

/** Spaces and tabs collapsed, line breaks kept (a delimiter may be `\n`), ends trimmed. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/gu, '\n')
    .replace(/[^\S\n]+/gu, ' ')
    .replace(/ ?\n ?/gu, '\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
}
