import { describe, expect, it } from 'vitest';
import { splitFootnotes } from './footnotes';

describe('splitFootnotes', () => {
  it('links each mark, lists the cited sources in the order first cited, and takes the definitions out', () => {
    const report = [
      '# Title',
      'Revenue grew[^S2] and the DCF agrees[^S1]; again[^S2].',
      '',
      '[^S1]: Intrinsic DCF model — NVDA 10-K, p. 31',
      '    retrieved 2026-11-20',
      '[^S2]: Results — https://example.com/r',
    ].join('\n');
    const { body, cited, definitions } = splitFootnotes(report);
    expect(body).toBe(
      [
        '# Title',
        'Revenue grew[S2](#research-source-S2) and the DCF agrees[S1](#research-source-S1); again[S2](#research-source-S2).',
      ].join('\n'),
    );
    expect(cited).toEqual(['S2', 'S1']);
    expect(definitions.get('S1')).toBe('Intrinsic DCF model — NVDA 10-K, p. 31 retrieved 2026-11-20');
    expect(definitions.get('S2')).toBe('Results — https://example.com/r');
  });

  it('leaves marks and definitions inside code fences alone, and a report without footnotes as it is', () => {
    const fenced = ['```', 'x[^S1]', '[^S1]: not a definition', '```'].join('\n');
    expect(splitFootnotes(fenced)).toEqual({ body: fenced, cited: [], definitions: new Map() });
    expect(splitFootnotes('Plain text [^X] [S1]').body).toBe('Plain text [^X] [S1]');
  });
});
