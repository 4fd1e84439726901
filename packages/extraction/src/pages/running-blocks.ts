/**
 * Running heads and feet of printed pages ("Example Corp. | 2024 Form 10-K | 17", a page number):
 * a block at the top or the bottom of a page whose text, numbers aside, is at the top or the
 * bottom of many pages.
 */
import type { TPageBlock } from './types.js';

/** Blocks looked at from each end of a page. */
const EDGE_BLOCKS = 2;
/** A block repeated on this share of the pages (and at least 3) is running. */
const RUNNING_SHARE = 0.2;
const MIN_PAGES = 3;

/**
 * The pages without their running blocks. With `isNumbered`, only blocks that carry the page's
 * number are (a PDF's running heads at one height are gone already; one repeated line that moves
 * with the text, such as "单位：元 币种：人民币" over each note's table, is content).
 * @internal
 */
export function dropRunningBlocks(pages: TPageBlock[][], options: { isNumbered?: boolean } = {}): TPageBlock[][] {
  const seen = new Map<string, { pages: number; texts: Set<string> }>();
  for (const blocks of pages) {
    const keys = new Map<string, string>();
    for (const { block } of edges(blocks)) {
      const key = keyOf(block);
      if (key !== null) keys.set(key, textOf(block));
    }
    for (const [key, text] of keys) {
      const entry = seen.get(key) ?? { pages: 0, texts: new Set<string>() };
      entry.pages++;
      if (entry.texts.size < 2) entry.texts.add(text);
      seen.set(key, entry);
    }
  }
  const minPages = Math.max(MIN_PAGES, RUNNING_SHARE * pages.length);
  const isRunning = (block: TPageBlock) => {
    const key = keyOf(block);
    const entry = key === null ? undefined : seen.get(key);
    // A number that changes from page to page is the page's number.
    return entry !== undefined && entry.pages >= minPages && (!options.isNumbered || entry.texts.size > 1);
  };
  return pages.map((blocks) => {
    const running = new Set(
      edges(blocks)
        .filter(({ block }) => isRunning(block))
        .map(({ index }) => index),
    );
    return running.size === 0 ? blocks : blocks.filter((_, i) => !running.has(i));
  });
}

function edges(blocks: TPageBlock[]): { block: TPageBlock; index: number }[] {
  const indexes = new Set<number>();
  for (let i = 0; i < Math.min(EDGE_BLOCKS, blocks.length); i++) {
    indexes.add(i);
    indexes.add(blocks.length - 1 - i);
  }
  return [...indexes].map((index) => ({ block: blocks[index]!, index }));
}

function textOf(block: TPageBlock): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return block.text;
    case 'table':
      return block.rows.map((row) => row.join('|')).join('\n');
    case 'image':
      return '';
  }
}

function keyOf(block: TPageBlock): string | null {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return `${block.type}|${block.text.replace(/\d+/g, '#')}`;
    case 'table':
      return `table|${block.rows
        .map((row) => row.join('|'))
        .join('\n')
        .replace(/\d+/g, '#')}`;
    case 'image':
      return null;
  }
}
