import { ExternalHyperlink, FootnoteReferenceRun, ImageRun, type ParagraphChild, TextRun } from 'docx';
import type { Token, Tokens } from 'marked';
import type { FootnoteReferenceToken } from './footnote-syntax.js';
import { dataUrlDecodedBytes, decodeImageDataUrl, displaySize } from './images.js';
import { checkLimit } from './limits.js';
import { countImage, type RenderState } from './render-state.js';
import { imageNotEmbeddedNote } from './report-fonts.js';

export interface InlineStyle {
  bold?: boolean;
  italics?: boolean;
  strike?: boolean;
  code?: boolean;
  hyperlink?: boolean;
}

export interface InlineOptions {
  /** Inside a footnote's own text a `[^id]` stays text: Word has no footnotes within footnotes. */
  inFootnote?: boolean;
}

/** Markdown's inline tokens as Word runs: text with its emphasis, links, footnote references, pictures. */
export function renderInline(
  tokens: readonly Token[],
  state: RenderState,
  style: InlineStyle = {},
  options: InlineOptions = {},
): ParagraphChild[] {
  const children: ParagraphChild[] = [];
  for (const token of withoutSpaceBeforeNotes(tokens, state, options)) {
    children.push(...renderInlineToken(token, state, style, options));
  }
  return children;
}

/** A footnote mark sits against the word it notes: `grew 40% [^S1]` prints as `grew 40%¹`. */
function withoutSpaceBeforeNotes(
  tokens: readonly Token[],
  state: RenderState,
  options: InlineOptions,
): readonly Token[] {
  return tokens.map((token, index) => {
    const next = tokens[index + 1] as FootnoteReferenceToken | undefined;
    const notes = next?.type === 'footnoteReference' && state.definitions.has(next.id) && !options.inFootnote;
    if (!notes || token.type !== 'text' || (token as Tokens.Text).tokens?.length) return token;
    return { ...token, text: (token as Tokens.Text).text.trimEnd() } as Token;
  });
}

function renderInlineToken(
  token: Token,
  state: RenderState,
  style: InlineStyle,
  options: InlineOptions,
): ParagraphChild[] {
  switch (token.type) {
    case 'strong':
      return renderInline((token as Tokens.Strong).tokens, state, { ...style, bold: true }, options);
    case 'em':
      return renderInline((token as Tokens.Em).tokens, state, { ...style, italics: true }, options);
    case 'del':
      return renderInline((token as Tokens.Del).tokens, state, { ...style, strike: true }, options);
    case 'codespan':
      return [textRun((token as Tokens.Codespan).text, state, { ...style, code: true })];
    case 'br':
      return [new TextRun({ break: 1 })];
    case 'link':
      return [renderLink(token as Tokens.Link, state, style, options)].flat();
    case 'image':
      return [renderImage(token as Tokens.Image, state, style)];
    case 'checkbox':
      return [textRun((token as Tokens.Checkbox).checked ? '☒ ' : '☐ ', state, style)];
    case 'footnoteReference':
      return [renderFootnoteReference(token as FootnoteReferenceToken, state, style, options)];
    case 'text':
    case 'escape': {
      const text = token as Tokens.Text;
      if (text.tokens?.length) return renderInline(text.tokens, state, style, options);
      return [textRun(softBreaksAsSpaces(decodeEntities(text.text)), state, style)];
    }
    default:
      // Raw HTML and anything unknown keep their source text, so no words of the report are lost.
      return [textRun(softBreaksAsSpaces(token.raw), state, style)];
  }
}

export function textRun(text: string, state: RenderState, style: InlineStyle): TextRun {
  return new TextRun({
    text,
    bold: style.bold,
    italics: style.italics,
    strike: style.strike,
    font: style.code ? state.codeFont : state.font,
    shading: style.code ? { fill: 'F2F2F2' } : undefined,
    style: style.hyperlink ? 'Hyperlink' : undefined,
  });
}

function renderLink(
  token: Tokens.Link,
  state: RenderState,
  style: InlineStyle,
  options: InlineOptions,
): ParagraphChild[] {
  if (!/^(https?:|mailto:)/i.test(token.href)) return renderInline(token.tokens, state, style, options);
  return [
    new ExternalHyperlink({
      link: token.href,
      children: renderInline(token.tokens, state, { ...style, hyperlink: true }, options),
    }),
  ];
}

function renderImage(token: Tokens.Image, state: RenderState, style: InlineStyle): ParagraphChild {
  const image = token.href.startsWith('data:') ? imageWithinLimits(token.href, state) : null;
  if (!image) return textRun(imageNotEmbeddedNote(state.language, token.text), state, { ...style, italics: true });
  return new ImageRun({
    type: image.type,
    data: image.data,
    transformation: displaySize(image),
    altText: { name: token.text || 'image', description: token.title ?? token.text, title: token.text },
  });
}

function imageWithinLimits(href: string, state: RenderState) {
  checkLimit(state.limits, 'imageBytes', dataUrlDecodedBytes(href));
  const image = decodeImageDataUrl(href);
  if (image) countImage(state, image.data.byteLength);
  return image;
}

function renderFootnoteReference(
  token: FootnoteReferenceToken,
  state: RenderState,
  style: InlineStyle,
  options: InlineOptions,
): ParagraphChild {
  const definition = state.definitions.get(token.id);
  if (definition === undefined || options.inFootnote) return textRun(token.raw, state, style);
  state.citations.push(token.id);
  checkLimit(state.limits, 'citations', state.citations.length);
  return new FootnoteReferenceRun(state.citations.length);
}

function softBreaksAsSpaces(text: string): string {
  return text.replace(/[ \t]*\n[ \t]*/g, ' ');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' };

/** marked escapes a few characters in text tokens for HTML; Word wants the characters themselves. */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);
}
