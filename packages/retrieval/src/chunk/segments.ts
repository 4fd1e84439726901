/**
 * A block's text cut into segments: at the configured delimiters first (RAGFlow's rule), and a piece
 * still longer than a chunk at sentence ends, then at commas, then at whitespace by tokens. Joining a
 * block's segments gives its text back.
 */
import { countTokens, splitToTokenBudget } from '../tokens.js';
import { splitAfterDelimiters } from './delimiters.js';

/** One piece of text the chunker places whole. */
export type TSegment = {
  text: string;
  tokens: number;
  page: number;
  /** Reading-order position of its block; segments of one block join without a separator. */
  seq: number;
  isHeading: boolean;
  path: readonly string[];
  /** Repeated from the previous chunk (overlap): a chunk of only these is not emitted. */
  isOverlap?: boolean;
  /** The first segment of a paragraph that continues the previous page's: joined with this, not a line break. */
  joiner?: ' ' | '';
};

const SENTENCE_ENDS = ['. ', '; ', ': ', '! ', '? ', '。', '；', '！', '？', '.\n', ';\n'];
const CLAUSE_ENDS = [', ', '，', '、'];

export function segmentText(
  text: string,
  budget: number,
  delimiters: readonly string[],
  base: Omit<TSegment, 'text' | 'tokens'>,
): TSegment[] {
  const { joiner, ...rest } = base;
  const segments: TSegment[] = [];
  for (const piece of splitAfterDelimiters(text, delimiters)) {
    for (const part of fitToBudget(piece, budget)) {
      if (part.text.trim() === '') continue;
      segments.push(
        segments.length === 0 && joiner !== undefined ? { ...rest, ...part, joiner } : { ...rest, ...part },
      );
    }
  }
  return segments;
}

type TCountedText = { text: string; tokens: number };

/** Pieces of `text` within `budget` tokens (with their counts), cut at the coarsest boundary that works. */
export function fitToBudget(text: string, budget: number): TCountedText[] {
  const tokens = countTokens(text);
  if (tokens <= budget) return [{ text, tokens }];
  return splitAfterDelimiters(text, SENTENCE_ENDS).flatMap((sentence) => {
    const sentenceTokens = countTokens(sentence);
    if (sentenceTokens <= budget) return [{ text: sentence, tokens: sentenceTokens }];
    return splitAfterDelimiters(sentence, CLAUSE_ENDS).flatMap((clause) => {
      const clauseTokens = countTokens(clause);
      if (clauseTokens <= budget) return [{ text: clause, tokens: clauseTokens }];
      return splitToTokenBudget(clause, budget).map((part) => ({ text: part, tokens: countTokens(part) }));
    });
  });
}

/** `text` in as few pieces within `budget` tokens as its sentence boundaries allow (greedy). */
export function packToBudget(text: string, budget: number): string[] {
  const packed: string[] = [];
  let current = '';
  let currentTokens = 0;
  for (const piece of fitToBudget(text, budget)) {
    if (current !== '' && currentTokens + piece.tokens > budget) {
      packed.push(current);
      current = '';
      currentTokens = 0;
    }
    current += piece.text;
    currentTokens += piece.tokens;
  }
  if (current.trim() !== '') packed.push(current);
  // Joined pieces can count a token more than their parts: such a piece is cut once more.
  return packed.flatMap((piece) =>
    countTokens(piece) <= budget ? [piece] : fitToBudget(piece, budget).map((p) => p.text),
  );
}
