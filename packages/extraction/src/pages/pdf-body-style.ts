/**
 * What a PDF's body text looks like — its size, its font, its line pitch — which tells headings
 * (larger, or in another font) and paragraph ends (a wider gap) from the body.
 */
import type { TBodyStyle, TProseLine } from './pdf-paragraphs.js';

/** Line pitch (over the text height) when the document has too few lines to tell. */
const DEFAULT_PITCH = 1.25;
/** Wider spacing than this is not between the lines of a paragraph. */
const MAX_PITCH = 2.5;
/** Line pairs that tell the document's line pitch, and a page's own. */
const MIN_PITCHES = 3;
const MIN_PAGE_PITCHES = 2;

/**
 * The body text's height and font (those most of the prose's characters are set in), and its line
 * pitch ({@link linePitch}).
 * @internal
 */
export function bodyStyle(pageRuns: TProseLine[][][], rights: number[]): TBodyStyle {
  const lines = pageRuns.flat(2);
  const heights = new Map<number, number>();
  for (const line of lines) {
    const key = Math.round(line.height * 2) / 2;
    heights.set(key, (heights.get(key) ?? 0) + line.text.length);
  }
  const height = mostOf(heights) ?? 10;
  const fonts = new Map<string, number>();
  for (const line of lines) {
    if (line.font && Math.abs(line.height - height) <= 0.1 * height) {
      fonts.set(line.font, (fonts.get(line.font) ?? 0) + line.text.length);
    }
  }
  return { height, font: mostOf(fonts), pitch: linePitch(pageRuns, rights, MIN_PITCHES) ?? DEFAULT_PITCH };
}

/**
 * The document's body style with the page's own line pitch, when the page has enough full lines
 * to tell it: spacing may change from page to page (notes set tighter than the report's prose).
 * @internal
 */
export function pageBodyStyle(body: TBodyStyle, runs: TProseLine[][], right: number): TBodyStyle {
  const pitch = linePitch([runs], [right], MIN_PAGE_PITCHES);
  return pitch === null ? body : { ...body, pitch };
}

/**
 * The median distance between a full line (one that reaches the page's right edge, so its
 * paragraph goes on) and the line under it, over their height; null with fewer than `atLeast` pairs.
 */
function linePitch(pageRuns: TProseLine[][][], rights: number[], atLeast: number): number | null {
  const ratios: number[] = [];
  pageRuns.forEach((runs, i) => {
    for (const run of runs) {
      for (let k = 1; k < run.length; k++) {
        const [above, below] = [run[k - 1]!, run[k]!];
        const isFull = above.right >= rights[i]! - 2 * above.height;
        if (isFull && Math.abs(above.height - below.height) <= 0.05 * above.height && below.y > above.y) {
          ratios.push((below.y - above.y) / above.height);
        }
      }
    }
  });
  if (ratios.length < atLeast) return null;
  ratios.sort((a, b) => a - b);
  return Math.min(Math.max(ratios[Math.floor(ratios.length / 2)]!, 1), MAX_PITCH);
}

function mostOf<T>(counts: Map<T, number>): T | undefined {
  let best: T | undefined;
  let bestCount = -1;
  for (const [key, count] of counts) if (count > bestCount) [best, bestCount] = [key, count];
  return best;
}

/** Where the page's full prose lines end: the right edge most long lines reach. @internal */
export function fullLineEnd(lines: TProseLine[]): number {
  const ends = lines
    .filter((l) => l.text.length >= 30)
    .map((l) => l.right)
    .sort((a, b) => a - b);
  if (ends.length === 0) return lines.reduce((most, l) => Math.max(most, l.right), 0);
  return ends[Math.floor(0.9 * (ends.length - 1))]!;
}
