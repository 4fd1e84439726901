import type { TokenizerExtension, Tokens } from 'marked';

/**
 * Markdown footnotes as the research report writes its citations: `[^S1]` in the text and one
 * `[^S1]: Title — url` line per source at the end. marked has no footnotes of its own, so these two
 * extensions make them tokens instead of literal brackets.
 */
export interface FootnoteReferenceToken extends Tokens.Generic {
  type: 'footnoteReference';
  id: string;
}

export interface FootnoteDefinitionToken extends Tokens.Generic {
  type: 'footnoteDefinition';
  id: string;
  text: string;
}

const ID = '[^\\]\\s]{1,64}';
const REFERENCE = new RegExp(`^\\[\\^(${ID})\\]`);
// A definition runs on over indented continuation lines, as in GitHub's and Pandoc's footnotes.
const DEFINITION = new RegExp(`^ {0,3}\\[\\^(${ID})\\]:[ \\t]*([^\\n]*(?:\\n(?: {2,}|\\t)[^\\n]*)*)(?:\\n|$)`);

export const footnoteReference: TokenizerExtension = {
  name: 'footnoteReference',
  level: 'inline',
  start: (src) => {
    const index = src.indexOf('[^');
    return index < 0 ? undefined : index;
  },
  tokenizer(src) {
    const match = REFERENCE.exec(src);
    if (!match || src[match[0].length] === ':') return undefined;
    const token: FootnoteReferenceToken = { type: 'footnoteReference', raw: match[0], id: match[1]! };
    return token;
  },
};

export const footnoteDefinition: TokenizerExtension = {
  name: 'footnoteDefinition',
  level: 'block',
  start: (src) => {
    const match = /(?:^|\n) {0,3}\[\^[^\]\s]+\]:/.exec(src);
    if (!match) return undefined;
    return match.index + (match[0].startsWith('\n') ? 1 : 0);
  },
  tokenizer(src) {
    const match = DEFINITION.exec(src);
    if (!match) return undefined;
    const text = match[2]!
      .split('\n')
      .map((line) => line.trim())
      .join(' ')
      .trim();
    const token: FootnoteDefinitionToken = { type: 'footnoteDefinition', raw: match[0], id: match[1]!, text };
    return token;
  },
};
