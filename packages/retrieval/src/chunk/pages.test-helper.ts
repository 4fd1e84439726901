/** Synthetic parsed documents for the chunk tests, and checks on the chunks they give. */
import type { TDocumentPages, TPageBlock, TPageDocumentKind } from '@app/extraction';
import { expect } from 'vitest';
import type { TChunkDraft } from './types.js';

export const heading = (text: string, level = 1): TPageBlock => ({ type: 'heading', text, level });
export const paragraph = (text: string): TPageBlock => ({ type: 'paragraph', text });
export const image = (alt: string | null): TPageBlock => ({ type: 'image', alt });
export const table = (rows: string[][], headerRows = 1, title: string | null = null): TPageBlock => ({
  type: 'table',
  rows,
  headerRows,
  title,
});

/** A document whose pages hold `pages[i]` (numbered from `firstPage`). */
export function documentOf(
  pages: TPageBlock[][],
  options: { kind?: TPageDocumentKind; firstPage?: number; ocrPages?: number[]; title?: string } = {},
): TDocumentPages {
  return {
    kind: options.kind ?? 'pdf',
    title: options.title ?? null,
    pages: pages.map((blocks, i) => ({ number: (options.firstPage ?? 1) + i, blocks })),
    ocrPages: options.ocrPages ?? [],
  };
}

/** Sentences that read like a filing: numbered so tests can find where each one went. */
export function filingSentences(count: number, from = 1): string[] {
  return Array.from(
    { length: count },
    (_, i) =>
      `Sentence ${from + i}: net revenue in the segment rose to $${(from + i) * 13} million as volumes grew and pricing held.`,
  );
}

/** The cells of every row of a Markdown pipe table in `content` (title and separator lines left out). */
export function markdownRows(content: string): string[][] {
  return content
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|(?:\s*---\s*\|)+$/u.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/u)
        .map((cell) => cell.trim().replace(/\\\|/gu, '|')),
    );
}

/** Every row of the Markdown table has the header's column count, and the separator follows the header. */
export function expectWholeMarkdownTable(content: string, columns: number): void {
  const lines = content.split('\n');
  const headerAt = lines.findIndex((line) => line.startsWith('|'));
  expect(headerAt).toBeGreaterThanOrEqual(0);
  expect(lines[headerAt + 1]).toBe(`|${' --- |'.repeat(columns)}`);
  for (const row of markdownRows(content)) expect(row).toHaveLength(columns);
}

/**
 * Every chunk's `tokenCount` is within `budget` and its pages ordered. Only a table part holding a single
 * body row may pass the budget: at most `headerRows` + 1 Markdown rows.
 */
export function expectWithinBudget(chunks: readonly TChunkDraft[], budget: number, headerRows = 1): void {
  for (const chunk of chunks) {
    expect(chunk.pageFrom).toBeLessThanOrEqual(chunk.pageTo);
    if (chunk.tokenCount <= budget) continue;
    expect(chunk.contentType).toBe('table');
    expect(markdownRows(chunk.content).length).toBeLessThanOrEqual(Math.max(1, headerRows) + 1);
  }
}
