/**
 * A passage an assistant answers from: one retrieved chunk, numbered in the prompt by its place in the
 * list (`ID: 1` is the first), which is the number the model cites as `[ID:1]`.
 */
export type TPassage = {
  chunkId: string;
  documentId: string;
  documentName: string;
  /** 1-based pages the chunk spans (empty when its document has no pages). */
  pages: readonly number[];
  content: string;
  similarity: number;
};

/** A passage with its number in the prompt. */
export type TNumberedPassage<T extends TPassage = TPassage> = T & { id: number };
