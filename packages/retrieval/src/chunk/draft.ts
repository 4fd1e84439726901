/** Chunk drafts with their reading-order position, so text chunks and table chunks interleave as printed. */
import { countTokens } from '../tokens.js';
import type { TChunkDraft } from './types.js';

export type TOrderedDraft = { seq: number; draft: TChunkDraft };

export function orderedDraft(
  seq: number,
  fields: Omit<TChunkDraft, 'tokenCount'> & { tokenCount?: number },
): TOrderedDraft {
  return { seq, draft: { ...fields, tokenCount: fields.tokenCount ?? countTokens(fields.content) } };
}

/** The drafts in reading order (stable: drafts of one block keep the order they were made in). */
export function inReadingOrder(drafts: readonly TOrderedDraft[]): TChunkDraft[] {
  return drafts
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.seq - b.entry.seq || a.index - b.index)
    .map(({ entry }) => entry.draft);
}
