import { SYNONYM_CREDIT, type TTermAlternatives, termAlternatives, termWeights } from '@app/retrieval';
import { estimatedDocumentFrequencies, type TTermStatistics } from './term-statistics.js';

/** A question's terms as the keyword search uses them: each with its alternatives, weighed once. */
export type TQuestionTerms = {
  /** Each term's own forms and its synonyms: any of them finds the term. */
  alternatives: TTermAlternatives[];
  /** Every word searched, once. */
  words: string[];
  /** Estimated chunks holding each term (by its own forms). */
  documentFrequencies: number[];
  /** Estimated chunks holding one word of `words` (0 for another word). */
  wordFrequency(word: string): number;
  weights: number[];
  /**
   * Each word's weight: its term's, times {@link SYNONYM_CREDIT} for a synonym (the heaviest, when
   * two terms share it) — what the chunk's final score will give it, so that the rows kept by
   * the search are those that can score best.
   */
  wordWeights: number[];
  /** A chunk's counts of `words` as counts of the terms (synonyms at `SYNONYM_CREDIT`), and how fully it holds each. */
  termCounts(wordCounts: readonly number[]): { frequencies: number[]; matches: number[] };
  /** A chunk's positions of `words` as each term's positions (its forms and synonyms together), ascending. */
  termPositions(wordPositions: readonly (readonly number[])[]): number[][];
};

/**
 * The question's terms with their plural or singular and their synonyms (`termAlternatives`). A term
 * and its alternatives are one term: weighed as the question's own word (a synonym common in filings
 * does not make a rare word common), counted together, a synonym for less.
 */
export function questionTerms(terms: readonly string[], statistics: TTermStatistics): TQuestionTerms {
  const alternatives = terms.map(termAlternatives);
  const groups = alternatives.map(({ forms, synonyms }) => [...forms, ...synonyms]);
  const words = [...new Set(groups.flat())];
  const wordIndex = new Map(words.map((word, i) => [word, i]));
  const sumOver = (list: readonly string[], values: readonly number[]) =>
    list.reduce((sum, word) => sum + (values[wordIndex.get(word) ?? -1] ?? 0), 0);
  const wordFrequencies = estimatedDocumentFrequencies(statistics, words);
  const documentFrequencies = alternatives.map(({ forms }) =>
    Math.min(statistics.chunkCount, sumOver(forms, wordFrequencies)),
  );
  const weights = termWeights(terms, documentFrequencies, statistics.chunkCount);
  const wordWeights = words.map((word) =>
    Math.max(
      ...alternatives.flatMap(({ forms, synonyms }, i) => [
        ...(forms.includes(word) ? [weights[i] ?? 0] : []),
        ...(synonyms.includes(word) ? [(weights[i] ?? 0) * SYNONYM_CREDIT] : []),
      ]),
    ),
  );
  return {
    alternatives,
    words,
    documentFrequencies,
    wordFrequency: (word) => wordFrequencies[wordIndex.get(word) ?? -1] ?? 0,
    weights,
    wordWeights,
    termCounts(wordCounts) {
      const own = alternatives.map(({ forms }) => sumOver(forms, wordCounts));
      const synonym = alternatives.map(({ synonyms }) => sumOver(synonyms, wordCounts));
      return {
        frequencies: own.map((count, i) => count + SYNONYM_CREDIT * (synonym[i] ?? 0)),
        matches: own.map((count, i) => (count > 0 ? 1 : (synonym[i] ?? 0) > 0 ? SYNONYM_CREDIT : 0)),
      };
    },
    termPositions(wordPositions) {
      return groups.map((group) =>
        group.flatMap((word) => wordPositions[wordIndex.get(word) ?? -1] ?? []).sort((a, b) => a - b),
      );
    },
  };
}
