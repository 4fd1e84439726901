import { describe, expect, it } from 'vitest';
import { parseDelimiters, splitAfterDelimiters, splitAtHardDelimiters } from './delimiters.js';

describe('parseDelimiters', () => {
  it('reads bare characters and backtick-quoted strings as RAGFlow does', () => {
    expect(parseDelimiters('\n!?。；！？')).toEqual({ bare: ['\n', '!', '?', '。', '；', '！', '？'], quoted: [] });
    expect(parseDelimiters('`##`\n`---`;`#`')).toEqual({ bare: ['\n', ';'], quoted: ['---', '##', '#'] });
    expect(parseDelimiters('\r\n!!')).toEqual({ bare: ['\n', '!'], quoted: [] });
  });
});

describe('splitAfterDelimiters', () => {
  it('cuts after each delimiter and keeps it with the piece before', () => {
    const text = '收入增长了。利润也增长了！是否继续？好的';
    const pieces = splitAfterDelimiters(text, ['。', '！', '？']);
    expect(pieces).toEqual(['收入增长了。', '利润也增长了！', '是否继续？', '好的']);
    expect(pieces.join('')).toBe(text);
  });

  it('keeps a run of delimiters together and treats regex characters literally', () => {
    expect(splitAfterDelimiters('Really?! Yes. a.b', ['?', '!', '.'])).toEqual(['Really?!', ' Yes.', ' a.', 'b']);
    expect(splitAfterDelimiters('a|b(c', ['|', '('])).toEqual(['a|', 'b(', 'c']);
  });
});

describe('splitAtHardDelimiters', () => {
  it('cuts at quoted delimiters, longest first, and drops them', () => {
    expect(splitAtHardDelimiters('intro##part one###part two', ['###', '##'])).toEqual([
      'intro',
      'part one',
      'part two',
    ]);
    expect(splitAtHardDelimiters('no marks here', [])).toEqual(['no marks here']);
  });
});
