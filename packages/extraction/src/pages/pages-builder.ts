/**
 * Collects blocks into pages while counting what a read may hold (`maxTextChars`, `maxPageBlocks`):
 * past either, the read stops with `content_too_large` instead of growing without bound.
 */
import type { TReadLimits } from '../read/limits.js';
import { DocumentReadError } from '../types.js';
import type { TDocumentPage, TPageBlock } from './types.js';

/** @internal */
export type TPagesBuilder = {
  /** Adds a block to the current page. */
  add(block: TPageBlock): void;
  /** Starts a new page (a page without blocks is kept: page numbers follow the document's). */
  breakPage(): void;
  /** The current page's blocks so far. */
  current(): TPageBlock[];
  pages(): TDocumentPage[];
};

/**
 * A builder whose first page is numbered 1.
 * @throws DocumentReadError `content_too_large` from `add` past the limits.
 * @internal
 */
export function createPagesBuilder(limits: Pick<TReadLimits, 'maxTextChars' | 'maxPageBlocks'>): TPagesBuilder {
  const pages: TDocumentPage[] = [{ number: 1, blocks: [] }];
  let chars = 0;
  let blocks = 0;
  return {
    add(block) {
      chars += blockChars(block);
      blocks++;
      if (chars > limits.maxTextChars) {
        throw new DocumentReadError(
          'content_too_large',
          `The document holds more than ${limits.maxTextChars} characters.`,
        );
      }
      if (blocks > limits.maxPageBlocks) {
        throw new DocumentReadError(
          'content_too_large',
          `The document holds more than ${limits.maxPageBlocks} blocks.`,
        );
      }
      pages[pages.length - 1]!.blocks.push(block);
    },
    breakPage() {
      pages.push({ number: pages.length + 1, blocks: [] });
    },
    current: () => pages[pages.length - 1]!.blocks,
    pages: () => pages,
  };
}

/** Characters a block holds; each table cell counts at least one (a grid of empty cells still takes memory). @internal */
export function blockChars(block: TPageBlock): number {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return block.text.length;
    case 'table':
      return block.rows.reduce((sum, row) => sum + row.reduce((n, cell) => n + Math.max(1, cell.length), 0), 0);
    case 'image':
      return block.alt?.length ?? 0;
  }
}
