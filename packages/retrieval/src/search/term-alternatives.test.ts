import { describe, expect, it } from 'vitest';
import { FINANCIAL_SYNONYMS } from './financial-synonyms.js';
import { keywordText } from './keyword-text.js';
import { MAX_ALTERNATIVES, termAlternatives } from './term-alternatives.js';

describe('termAlternatives', () => {
  it('finds a filing word by the analyst word, with the plural or singular of each', () => {
    const { forms, synonyms } = termAlternatives('headcount');
    expect(forms).toEqual(['headcount', 'headcounts']);
    expect(synonyms).toContain('employees');
    expect(termAlternatives('buyback').synonyms).toEqual(
      expect.arrayContaining(['repurchase', 'repurchases', 'repurchased']),
    );
    expect(termAlternatives('海外').synonyms).toEqual(expect.arrayContaining(['国外', '境外']));
  });

  it('turns plurals into singulars and back, and leaves numbers and Chinese as they are', () => {
    expect(termAlternatives('liabilities').forms).toEqual(['liabilities', 'liability']);
    expect(termAlternatives('liability').forms).toEqual(['liability', 'liabilities']);
    expect(termAlternatives('taxes').forms).toEqual(['taxes', 'tax']);
    expect(termAlternatives('segment').forms).toEqual(['segment', 'segments']);
    expect(termAlternatives('business').forms).toEqual(['business', 'businesses']);
    expect(termAlternatives('2024')).toEqual({ forms: ['2024'], synonyms: [] });
    expect(termAlternatives('资产')).toEqual({ forms: ['资产'], synonyms: [] });
  });

  it('goes one way only where the list says so', () => {
    expect(termAlternatives('people').synonyms).toContain('employees');
    expect(termAlternatives('employees').synonyms).not.toContain('people');
  });

  it('keeps to the limit of alternatives', () => {
    for (const group of FINANCIAL_SYNONYMS) {
      for (const word of 'from' in group ? [group.from] : group.words) {
        const { forms, synonyms } = termAlternatives(word);
        expect(forms.length + synonyms.length).toBeLessThanOrEqual(MAX_ALTERNATIVES);
        expect(synonyms).not.toContain(word);
      }
    }
  });

  it('lists only words the index holds as they are (jieba keeps each Chinese one whole)', () => {
    const unindexable: string[] = [];
    for (const group of FINANCIAL_SYNONYMS) {
      for (const word of 'from' in group ? [group.from, ...group.to] : group.words) {
        if (!keywordText(word).split(' ').includes(word)) unindexable.push(word);
      }
    }
    expect(unindexable).toEqual([]);
  });
});
