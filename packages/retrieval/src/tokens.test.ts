import { encode } from 'gpt-tokenizer/encoding/cl100k_base';
import { describe, expect, it } from 'vitest';
import { countTokens, splitToTokenBudget, tailWithinTokens, truncateToTokens } from './tokens.js';

describe('countTokens', () => {
  it('counts cl100k tokens', () => {
    expect(countTokens('')).toBe(0);
    expect(countTokens('hello world')).toBe(2);
    // cl100k gives "Revenue" " grew" " " "12" "%." — o200k or a word count would differ.
    expect(countTokens('Revenue grew 12%.')).toBe(encode('Revenue grew 12%.').length);
    expect(countTokens('营业收入')).toBeGreaterThan(2);
  });

  it('reads special-token strings in user text as plain text', () => {
    expect(countTokens('a <|endoftext|> b')).toBe(8);
  });
});

describe('truncateToTokens', () => {
  it('keeps the longest prefix within the budget', () => {
    const text = 'Net sales increased 8% in fiscal 2024, driven by higher volumes in every segment.';
    const head = truncateToTokens(text, 6);
    expect(text.startsWith(head)).toBe(true);
    expect(countTokens(head)).toBeLessThanOrEqual(6);
    expect(countTokens(text.slice(0, head.length + 3))).toBeGreaterThan(6);
    expect(truncateToTokens(text, 1000)).toBe(text);
    expect(truncateToTokens(text, 0)).toBe('');
  });

  it('never leaves half a Chinese character', () => {
    const text = '贵州茅台酒股份有限公司二〇二一年年度报告营业收入同比增长百分之十一点七一';
    for (let budget = 1; budget < 30; budget++) {
      const head = truncateToTokens(text, budget);
      expect(head).not.toContain('\uFFFD');
      expect(text.startsWith(head)).toBe(true);
      expect(countTokens(head)).toBeLessThanOrEqual(budget);
    }
  });
});

describe('tailWithinTokens', () => {
  it('keeps a suffix within the budget, from a word boundary', () => {
    const text = 'The Company repurchased 499 million shares for $94.9 billion during 2024.';
    const tail = tailWithinTokens(text, 6);
    expect(text.endsWith(tail)).toBe(true);
    expect(countTokens(tail)).toBeLessThanOrEqual(6);
    expect(tail.startsWith(' ')).toBe(false);
    expect(text[text.length - tail.length - 1]).toMatch(/\s/u);
  });
});

describe('splitToTokenBudget', () => {
  it('cuts a long text into pieces within the budget that join back to it', () => {
    const text = Array.from({ length: 300 }, (_, i) => `word${i}`).join(' ');
    const pieces = splitToTokenBudget(text, 50);
    expect(pieces.length).toBeGreaterThan(5);
    for (const piece of pieces) expect(countTokens(piece)).toBeLessThanOrEqual(50);
    expect(pieces.join('')).toBe(text);
  });

  it('cuts text without spaces (Chinese) by characters', () => {
    const text = '公司主要业务是茅台酒及系列酒的生产与销售'.repeat(40);
    const pieces = splitToTokenBudget(text, 32);
    for (const piece of pieces) expect(countTokens(piece)).toBeLessThanOrEqual(32);
    expect(pieces.join('')).toBe(text);
  });

  it('is linear: a 200k-token text splits in well under a second', () => {
    const text = 'alpha beta gamma delta '.repeat(50_000);
    const started = performance.now();
    const pieces = splitToTokenBudget(text, 512);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(pieces.length).toBeGreaterThan(350);
  });
});
