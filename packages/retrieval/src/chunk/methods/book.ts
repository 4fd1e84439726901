/**
 * Book: chapters and sections (the document's two largest heading levels) are never mixed in one
 * chunk; smaller headings are merged with their text. A chunk that starts inside a section begins with
 * the section's heading path.
 */
import type { TFlowItem } from '../flow.js';
import { chunkSections, type TChunkMethodFn } from './shared.js';

export const chunkBook: TChunkMethodFn = (context) => {
  const sectionLevel = largestHeadingLevels(context.flow, 2);
  return chunkSections(context, context.flow, {
    isHeadingPrefixed: true,
    isSectionStart: (item) => item.kind === 'heading' && item.level <= sectionLevel,
  });
};

/** The deepest of the `count` largest heading levels used (0 when there are no headings). */
export function largestHeadingLevels(items: readonly TFlowItem[], count: number): number {
  const levels = [...new Set(items.flatMap((item) => (item.kind === 'heading' ? [item.level] : [])))];
  levels.sort((a, b) => a - b);
  return levels.slice(0, count).at(-1) ?? 0;
}
