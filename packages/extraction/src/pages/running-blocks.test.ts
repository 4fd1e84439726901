import { describe, expect, it } from 'vitest';
import { dropRunningBlocks } from './running-blocks.js';
import type { TPageBlock } from './types.js';

const paragraph = (text: string): TPageBlock => ({ type: 'paragraph', text });

const BODY = ['Alpha.', 'Beta.', 'Gamma.', 'Delta.', 'Epsilon.'];

/** Five pages of a body paragraph between a top line and a foot line. */
const pages = (top: (n: number) => string, foot: (n: number) => string) =>
  BODY.map((body, i) => [paragraph(top(i + 1)), paragraph(body), paragraph(foot(i + 1))]);

describe('dropRunningBlocks', () => {
  it('drops the head and foot repeated at the edges of many pages, page numbers aside', () => {
    const out = dropRunningBlocks(
      pages(
        () => 'Table of Contents',
        (n) => `Example Corp. | 2024 Form 10-K | ${n}`,
      ),
    );
    expect(out).toEqual(BODY.map((body) => [paragraph(body)]));
  });

  it('keeps, when told the running lines carry page numbers, a repeated line without one', () => {
    const out = dropRunningBlocks(
      pages(
        () => '单位：元 币种：人民币',
        (n) => `${n} / 124`,
      ),
      { isNumbered: true },
    );
    expect(out).toEqual(BODY.map((body) => [paragraph('单位：元 币种：人民币'), paragraph(body)]));
  });

  it('keeps lines repeated on too few pages, and the middle of a page', () => {
    const few = [
      [paragraph('Note'), paragraph('a')],
      [paragraph('Note'), paragraph('b')],
      [paragraph('c')],
      [paragraph('d')],
    ];
    expect(dropRunningBlocks(few)).toEqual(few);
    const middle = BODY.map((body) => [body, `${body} b`, 'Same', `${body} c`, `${body} d`].map(paragraph));
    expect(dropRunningBlocks(middle)).toEqual(middle);
  });
});
