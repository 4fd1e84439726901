/**
 * Manual: every heading starts a section and no chunk spans two sections; a chunk that starts inside a
 * section begins with its heading path, so a step read alone still says where it belongs.
 */
import { chunkSections, type TChunkMethodFn } from './shared.js';

export const chunkManual: TChunkMethodFn = (context) =>
  chunkSections(context, context.flow, {
    isHeadingPrefixed: true,
    isSectionStart: (item) => item.kind === 'heading',
  });
