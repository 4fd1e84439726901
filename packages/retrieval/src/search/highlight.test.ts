import { describe, expect, it } from 'vitest';
import { escapeHtml, highlightTerms } from './highlight.js';
import { keywordQueryTerms } from './keyword-text.js';

describe('highlightTerms', () => {
  it('wraps whole words of the question, whatever their case', () => {
    expect(highlightTerms('Total revenue; Revenues and REVENUE.', ['revenue'])).toBe(
      'Total <em>revenue</em>; Revenues and <em>REVENUE</em>.',
    );
  });

  it('escapes the text first, so markup in a chunk stays text', () => {
    expect(highlightTerms('<script>alert("revenue")</script>', ['revenue'])).toBe(
      '&lt;script&gt;alert(&quot;<em>revenue</em>&quot;)&lt;/script&gt;',
    );
  });

  it('marks a number written with thousands separators and a joined word', () => {
    const terms = keywordQueryTerms('10K revenue 47,061');
    expect(highlightTerms('Form 10-K: revenue of $47,061 million', terms)).toBe(
      'Form <em>10-K</em>: <em>revenue</em> of $<em>47,061</em> million',
    );
  });

  it('marks Chinese terms where their characters occur, next to numbers, adjacent marks as one', () => {
    expect(highlightTerms('2023年净利润为747.34亿元，利润率', keywordQueryTerms('2023年的净利润'))).toBe(
      '<em>2023年净利润</em>为747.34亿元，利润率',
    );
  });

  it('leaves text without matches escaped only', () => {
    expect(highlightTerms('a & b', ['revenue'])).toBe('a &amp; b');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
