/**
 * Running heads and feet of printed pages ("Apple Inc. | 2024 Form 10-K | 17", a page number):
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
 * The pages without their running blocks.
 * @internal
 */
export function dropRunningBlocks(pages: TPageBlock[][]): TPageBlock[][] {
  const counts = new Map<string, number>();
  for (const blocks of pages) {
    for (const key of new Set(edges(blocks).map(({ block }) => keyOf(block)))) {
      if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const minPages = Math.max(MIN_PAGES, RUNNING_SHARE * pages.length);
  return pages.map((blocks) => {
    const running = new Set(
      edges(blocks)
        .filter(({ block }) => {
          const key = keyOf(block);
          return key !== null && (counts.get(key) ?? 0) >= minPages;
        })
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
