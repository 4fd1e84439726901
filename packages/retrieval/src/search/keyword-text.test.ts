import { describe, expect, it } from 'vitest';
import { keywordQueryTerms, keywordText, MAX_QUERY_TERMS } from './keyword-text.js';

describe('keywordText', () => {
  it('lower-cases Latin words and drops punctuation', () => {
    expect(keywordText('Total Revenue, net: (see Note 4).')).toBe('total revenue net see note 4');
  });

  it('writes a number grouped in thousands as one word, decimals whole', () => {
    expect(keywordText('$47,061 million; 1,505.6; 18.04%')).toBe('47061 million 1505.6 18.04');
  });

  it('keeps the parts of a joined word and the joined word ("10-K" is also "10k")', () => {
    expect(keywordText('Form 10-K, S&P 500')).toBe('form 10 k 10k s p sp 500');
  });

  it("drops the possessive 's", () => {
    expect(keywordText("Adobe's revenue")).toBe('adobe revenue');
  });

  it('turns full-width letters and digits into ASCII and ligatures into letters', () => {
    expect(keywordText('ＡＢＣ１２３ ﬁnance')).toBe('abc123 finance');
  });

  it('cuts Chinese into words, numbers apart', () => {
    expect(keywordText('贵州茅台2023年营业收入为1,505.6亿元，同比增长18.04%。')).toBe(
      '贵州 茅台 2023 年 营业 收入 为 1505.6 亿元 同比 增长 18.04',
    );
  });

  it('indexes the shorter words inside a long compound, so a question naming a part finds it', () => {
    const words = keywordText('中华人民共和国').split(' ');
    expect(words).toContain('中华人民共和国');
    expect(words).toContain('人民');
  });

  it('leaves out overlong runs (encoded data)', () => {
    expect(keywordText(`key ${'a'.repeat(65)} value`)).toBe('key value');
  });

  it('gives the empty string for text without words', () => {
    expect(keywordText(' ,.;—。')).toBe('');
  });
});

describe('keywordQueryTerms', () => {
  it('drops English stop words and duplicates, keeping order', () => {
    expect(keywordQueryTerms("What was Adobe's total revenue in fiscal 2024? Revenue!")).toEqual([
      'adobe',
      'total',
      'revenue',
      'fiscal',
      '2024',
    ]);
  });

  it('drops Chinese particles and question words', () => {
    expect(keywordQueryTerms('贵州茅台2023年的净利润是多少？')).toEqual(['贵州', '茅台', '2023', '年', '净利润']);
  });

  it('gives terms the index holds for the same words', () => {
    const indexed = new Set(keywordText('公司的净利润为47,061万元').split(' '));
    for (const term of keywordQueryTerms('净利润 47,061')) expect(indexed.has(term)).toBe(true);
  });

  it('joins the two-word verbs of finance as the index holds their one-word and hyphenated forms', () => {
    expect(keywordQueryTerms('How many shares did Apple buy back?')).toEqual(['shares', 'apple', 'buyback']);
    expect(keywordQueryTerms('What goodwill was written off?')).toEqual(['goodwill', 'writeoff']);
    expect(keywordText('a write-off of goodwill').split(' ')).toContain('writeoff');
    // Only the pair in that order: apart, each stays a word of its own.
    expect(keywordQueryTerms('back buy')).toEqual(['back', 'buy']);
  });

  it(`keeps at most ${MAX_QUERY_TERMS} terms`, () => {
    const question = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    expect(keywordQueryTerms(question)).toHaveLength(MAX_QUERY_TERMS);
  });
});
