/**
 * Heading levels from font sizes, for documents that only tell headings by their type (a PDF, an
 * HTML page of styled `<div>`s): the largest size is level 1, each smaller size one level more.
 */

/** Sizes closer than this share of the larger one are one size (rounding of PDF text heights). */
const SAME_SIZE = 0.05;
const MAX_LEVEL = 6;

/**
 * A function giving the level of a heading set in a size, given the sizes of all the document's
 * headings; `firstLevel` is the level of the largest (deeper levels are capped at 6).
 * @internal
 */
export function levelsBySize(sizes: number[], firstLevel = 1): (size: number) => number {
  const distinct: number[] = [];
  for (const size of [...sizes].sort((a, b) => b - a)) {
    const last = distinct[distinct.length - 1];
    if (last === undefined || size < last * (1 - SAME_SIZE)) distinct.push(size);
  }
  return (size) => {
    const rank = distinct.findIndex((d) => size >= d * (1 - SAME_SIZE));
    return Math.min(MAX_LEVEL, firstLevel + (rank < 0 ? distinct.length : rank));
  };
}
