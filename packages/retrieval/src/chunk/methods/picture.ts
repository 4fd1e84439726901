/**
 * Picture: what can be read of each page's images — their descriptions (alt text) and the text OCR
 * found — one chunk per page (cut within the page when over the budget), typed `image` when the page
 * holds an image or was read by OCR. An image with no description and no text gives nothing to search,
 * so no chunk.
 */
import type { TOrderedDraft } from '../draft.js';
import type { TFlowItem } from '../flow.js';
import { addText, createTextChunker, type TChunkMethodFn, tableDrafts, textBlockOf } from './shared.js';

export const chunkPicture: TChunkMethodFn = (context) => {
  const ocrPages = new Set(context.document.ocrPages);
  const drafts: TOrderedDraft[] = [];
  for (const items of byPage(context.flow)) {
    const page = items[0]!.page;
    const hasImage = ocrPages.has(page) || items.some((item) => item.kind === 'image');
    const chunker = createTextChunker(context, {
      isHeadingPrefixed: false,
      contentType: hasImage ? 'image' : 'text',
    });
    for (const item of items) {
      if (item.kind === 'table') {
        drafts.push(...tableDrafts(item, context));
        continue;
      }
      const block = textBlockOf(item);
      if (block) addText(chunker, block, context);
    }
    drafts.push(...chunker.finish());
  }
  return drafts;
};

function byPage(flow: readonly TFlowItem[]): TFlowItem[][] {
  const pages: TFlowItem[][] = [];
  for (const item of flow) {
    const last = pages[pages.length - 1];
    if (last && last[0]!.page === item.page) last.push(item);
    else pages.push([item]);
  }
  return pages;
}
