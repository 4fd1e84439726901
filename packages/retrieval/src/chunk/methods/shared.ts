/** What every chunk method works from, and the steps most of them share (tables, text merging). */
import type { TDocumentPage, TDocumentPages } from '@app/extraction';
import type { TResolvedChunkConfig } from '../config.js';
import { splitAtHardDelimiters } from '../delimiters.js';
import { orderedDraft, type TOrderedDraft } from '../draft.js';
import type { TFlowItem } from '../flow.js';
import { renderTableParts, type TTableFormat } from '../table-render.js';
import { TextChunker, type TTextBlock, type TTextChunkerOptions } from '../text-chunker.js';

export type TMethodContext = {
  document: TDocumentPages;
  /** The pages inside the configured ranges. */
  pages: readonly TDocumentPage[];
  /** The blocks of the selected pages, in reading order. */
  flow: TFlowItem[];
  config: TResolvedChunkConfig;
};

export type TChunkMethodFn = (context: TMethodContext) => TOrderedDraft[];

const SPREADSHEET_KINDS = new Set(['xlsx', 'xls', 'csv']);

export type TTableItem = Extract<TFlowItem, { kind: 'table' }>;

/** HTML for spreadsheets when `html4excel` asks for it; Markdown otherwise. */
export function tableFormat(context: TMethodContext): TTableFormat {
  return context.config.html4excel && SPREADSHEET_KINDS.has(context.document.kind) ? 'html' : 'markdown';
}

/** A table as its own chunk(s): title, introduction and header kept in every part, never cut through a row. */
export function tableDrafts(item: TTableItem, context: TMethodContext): TOrderedDraft[] {
  return renderTableParts(item.table, tableFormat(context), context.config.chunkTokens, item.introduction).map(
    (content) =>
      orderedDraft(item.seq, {
        content,
        contentType: 'table',
        pageFrom: item.page,
        pageTo: item.page,
        headings: [...item.path],
      }),
  );
}

export function createTextChunker(
  context: TMethodContext,
  options: Pick<TTextChunkerOptions, 'isHeadingPrefixed' | 'contentType'>,
): TextChunker {
  return new TextChunker({
    budget: context.config.chunkTokens,
    overlapPercent: context.config.overlapPercent,
    delimiters: context.config.delimiters,
    ...options,
  });
}

/** A text block into the chunker, cut at the backtick-quoted delimiters (no chunk spans one). */
export function addText(chunker: TextChunker, block: TTextBlock, context: TMethodContext): void {
  const pieces = splitAtHardDelimiters(block.text, context.config.hardDelimiters);
  pieces.forEach((text, i) => {
    if (i > 0) chunker.breakHere();
    if (text.trim() !== '') chunker.addBlock({ ...block, text: text.trim() });
  });
}

/** A heading, paragraph or image description as a text block (null for tables and images without text). */
export function textBlockOf(item: TFlowItem): TTextBlock | null {
  const base = { page: item.page, seq: item.seq, path: item.path };
  if (item.kind === 'heading') return { ...base, text: item.text, isHeading: true };
  if (item.kind === 'paragraph') {
    return {
      ...base,
      text: item.text,
      isHeading: false,
      ...(item.joiner === undefined ? {} : { joiner: item.joiner }),
    };
  }
  if (item.kind === 'image' && item.alt) return { ...base, text: item.alt, isHeading: false };
  return null;
}

/**
 * Text merged up to the budget, tables as chunks of their own; `isSectionStart` closes the open chunk
 * before an item (a section begins there). The skeleton of naive, book, manual, paper and resume.
 */
export function chunkSections(
  context: TMethodContext,
  items: readonly TFlowItem[],
  options: { isHeadingPrefixed: boolean; isSectionStart?: (item: TFlowItem) => boolean },
): TOrderedDraft[] {
  const chunker = createTextChunker(context, { isHeadingPrefixed: options.isHeadingPrefixed });
  const drafts: TOrderedDraft[] = [];
  for (const item of items) {
    if (options.isSectionStart?.(item)) chunker.breakHere();
    if (item.kind === 'table') {
      drafts.push(...tableDrafts(item, context));
      continue;
    }
    const block = textBlockOf(item);
    if (block) addText(chunker, block, context);
  }
  return [...chunker.finish(), ...drafts];
}
