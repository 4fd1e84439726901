/**
 * Presentation: one chunk per page (slide), as RAGFlow makes them; a slide whose text passes the budget
 * is cut within the slide, and its tables are chunks of their own.
 */
import type { TOrderedDraft } from '../draft.js';
import { addText, createTextChunker, type TChunkMethodFn, tableDrafts, textBlockOf } from './shared.js';

export const chunkPresentation: TChunkMethodFn = (context) => {
  const chunker = createTextChunker(context, { isHeadingPrefixed: false });
  const drafts: TOrderedDraft[] = [];
  let page: number | null = null;
  for (const item of context.flow) {
    if (item.page !== page) chunker.breakHere(false);
    page = item.page;
    if (item.kind === 'table') {
      drafts.push(...tableDrafts(item, context));
      continue;
    }
    const block = textBlockOf(item);
    if (block) addText(chunker, block, context);
  }
  return [...chunker.finish(), ...drafts];
};
