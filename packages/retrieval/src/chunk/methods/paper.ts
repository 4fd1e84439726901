/**
 * Paper: the front matter — title, authors and abstract — is its own chunk(s), as RAGFlow makes it;
 * the body is chunked by its sections (the two largest heading levels), each chunk prefixed with its
 * heading path. Without an abstract the paper is chunked as a book.
 */
import type { TFlowItem } from '../flow.js';
import { largestHeadingLevels } from './book.js';
import { chunkSections, type TChunkMethodFn } from './shared.js';

/** The abstract is looked for on the first pages only: a later "Summary" heading is a section. */
const ABSTRACT_PAGES = 3;
const ABSTRACT_HEADING = /^(?:abstract|summary|摘\s*要|概\s*要|resumen|abstrak|ringkasan)[\s:：.]*$/iu;
const ABSTRACT_PARAGRAPH = /^(?:abstract|摘\s*要|resumen|abstrak)\s*[:：.—–-]/iu;

export const chunkPaper: TChunkMethodFn = (context) => {
  const frontMatterEnd = endOfAbstract(context.flow);
  const bodyStart = frontMatterEnd === null ? null : (context.flow[frontMatterEnd]?.seq ?? Number.POSITIVE_INFINITY);
  const sectionLevel = largestHeadingLevels(context.flow.slice(frontMatterEnd ?? 0), 2);
  return chunkSections(context, context.flow, {
    isHeadingPrefixed: true,
    isSectionStart: (item) => {
      if (bodyStart !== null && item.seq < bodyStart) return false;
      return item.seq === bodyStart || (item.kind === 'heading' && item.level <= sectionLevel);
    },
  });
};

/** The index of the first item after the abstract, or null when the paper has none. */
export function endOfAbstract(flow: readonly TFlowItem[]): number | null {
  const firstPage = flow[0]?.page ?? 1;
  const start = flow.findIndex(
    (item) =>
      item.page < firstPage + ABSTRACT_PAGES &&
      ((item.kind === 'heading' && ABSTRACT_HEADING.test(item.text)) ||
        (item.kind === 'paragraph' && ABSTRACT_PARAGRAPH.test(item.text))),
  );
  if (start < 0) return null;
  const nextHeading = flow.findIndex((item, i) => i > start && item.kind === 'heading');
  if (nextHeading >= 0) return nextHeading;
  // No heading after it: the abstract is its own paragraph(s) up to the first table or image.
  const nextOther = flow.findIndex((item, i) => i > start && item.kind !== 'paragraph');
  return flow[start]!.kind === 'paragraph' ? start + 1 : nextOther >= 0 ? nextOther : flow.length;
}
