import type { IFontAttributesProperties } from 'docx';
import { checkLimit, type ReportLimits } from './limits.js';

/** What rendering one report accumulates: the footnotes it wrote, and its counts against the limits. */
export interface RenderState {
  readonly limits: ReportLimits;
  readonly language: string;
  readonly font: IFontAttributesProperties;
  readonly codeFont: IFontAttributesProperties;
  /** Footnote definitions by id, as the Markdown gave them. */
  readonly definitions: ReadonlyMap<string, string>;
  /**
   * The definition id of each Word footnote, footnote n at index n - 1: each citation gets a footnote of
   * its own, as Word does when a source is cited twice.
   */
  readonly citations: string[];
  tables: number;
  images: number;
  imageBytes: number;
  orderedLists: number;
  /** Ordered lists' first numbers other than 1, each a numbering definition of its own. */
  readonly listStarts: Set<number>;
}

export function newRenderState(
  limits: ReportLimits,
  language: string,
  fonts: { font: IFontAttributesProperties; codeFont: IFontAttributesProperties },
  definitions: ReadonlyMap<string, string>,
): RenderState {
  return {
    limits,
    language,
    ...fonts,
    definitions,
    citations: [],
    tables: 0,
    images: 0,
    imageBytes: 0,
    orderedLists: 0,
    listStarts: new Set(),
  };
}

export function countImage(state: RenderState, bytes: number): void {
  checkLimit(state.limits, 'imageBytes', bytes);
  state.images += 1;
  state.imageBytes += bytes;
  checkLimit(state.limits, 'images', state.images);
  checkLimit(state.limits, 'totalImageBytes', state.imageBytes);
}
