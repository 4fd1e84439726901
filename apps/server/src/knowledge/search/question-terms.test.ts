import { SYNONYM_CREDIT } from '@app/retrieval';
import { describe, expect, it } from 'vitest';
import { questionTerms } from './question-terms.js';

const statistics = {
  chunkCount: 1000,
  shares: new Map([
    ['employees', 0.3],
    ['employee', 0.1],
  ]),
  minShare: 0.01,
};

describe('questionTerms', () => {
  it('weighs a term by its own forms, however common its synonyms are', () => {
    const question = questionTerms(['headcount', 'employees'], statistics);
    expect(question.alternatives[0]?.forms).toEqual(['headcount', 'headcounts']);
    expect(question.alternatives[0]?.synonyms).toContain('employees');
    // headcount is rare (not among the common lexemes), employees is in 40% of chunks with its singular.
    expect(question.documentFrequencies[0]).toBeCloseTo(2 * 0.005 * 1000);
    expect(question.documentFrequencies[1]).toBeCloseTo(0.4 * 1000);
    expect(question.weights[0]).toBeGreaterThan(question.weights[1]!);
    // A word of both terms takes the heavier weight: here its own term's, not headcount's synonym credit.
    expect(question.wordWeights[question.words.indexOf('employees')]).toBe(
      Math.max(question.weights[1]!, question.weights[0]! * SYNONYM_CREDIT),
    );
    expect(question.wordFrequency('employees')).toBeCloseTo(0.3 * 1000);
  });

  it('weighs a synonym at its credit when the search ranks the rows it reads', () => {
    const question = questionTerms(['headcount'], statistics);
    expect(question.wordWeights[question.words.indexOf('headcount')]).toBe(question.weights[0]);
    expect(question.wordWeights[question.words.indexOf('workforce')]).toBe(question.weights[0]! * SYNONYM_CREDIT);
  });

  it('counts a synonym for less than the word itself, and says how fully each term is held', () => {
    const question = questionTerms(['headcount'], statistics);
    const counts = question.words.map((word) => (word === 'employees' ? 2 : 0));
    expect(question.termCounts(counts)).toEqual({ frequencies: [2 * SYNONYM_CREDIT], matches: [SYNONYM_CREDIT] });
    const own = question.words.map((word) => (word === 'headcount' ? 1 : word === 'employees' ? 2 : 0));
    expect(question.termCounts(own)).toEqual({ frequencies: [1 + 2 * SYNONYM_CREDIT], matches: [1] });
  });
});
