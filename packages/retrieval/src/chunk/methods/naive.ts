/**
 * General (RAGFlow's "naive"): text cut at the delimiters and merged up to the token budget with the
 * configured overlap; every table a chunk of its own. The heading path goes in `headings`, not the text.
 */
import { chunkSections, type TChunkMethodFn } from './shared.js';

export const chunkNaive: TChunkMethodFn = (context) =>
  chunkSections(context, context.flow, { isHeadingPrefixed: false });
