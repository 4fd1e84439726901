import { Marked, type Token } from 'marked';
import { describe, expect, it } from 'vitest';
import { deepestNesting } from './nesting.js';

/** How deep marked itself nests lists in the source, to check the estimate against. */
function parsedListDepth(source: string): number {
  const depth = (tokens: Token[]): number =>
    Math.max(
      0,
      ...tokens.map((token) =>
        token.type === 'list'
          ? 1 + Math.max(0, ...token.items.map((item: { tokens: Token[] }) => depth(item.tokens)))
          : 'tokens' in token && token.tokens
            ? depth(token.tokens)
            : 0,
      ),
    );
  return depth(new Marked({ gfm: true }).lexer(source));
}

describe('deepestNesting', () => {
  const sources = [
    '- a\n  - b\n    - c\n- d',
    '1. a\n   1. b\n      - c',
    '- a\n - b\n- c',
    '- a\n\ntext\n\n  - b',
    '- a\nlazy line\n  - b\n    - c',
    '- a\n  ```\n  - not\n    - a list\n  ```',
    '> - a\n>   - b',
    'plain text\n\nmore',
  ];

  it.each(sources)('counts list levels as marked parses them: %j', (source) => {
    expect(deepestNesting(source).lists).toBe(parsedListDepth(source));
  });

  it('counts block quotes by their markers', () => {
    expect(deepestNesting('> a\n> > b\n>>> c').blockQuotes).toBe(3);
    expect(deepestNesting('a > b').blockQuotes).toBe(0);
  });
});
