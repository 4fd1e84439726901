import { Parser } from 'htmlparser2';
import { type TTableCell, tableToMarkdown } from './markdown-table.js';

/** The most characters of readable text kept from one page (about 25k tokens). @public */
export const READABLE_TEXT_LIMITS = { maxChars: 100_000 } as const;

/** A page's readable text: its title, and its main text as Markdown (headings `#`, tables as tables). @public */
export type TReadableText = { title: string; text: string; isTruncated: boolean };

/** Elements whose content is never the page's text: code, chrome, forms, embedded media. */
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'nav',
  'header',
  'footer',
  'aside',
  'menu',
  'dialog',
  'form',
  'button',
  'select',
  'textarea',
  'iframe',
  'object',
  'svg',
  'math',
  'canvas',
  'ix:header',
]);
const SKIPPED_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search', 'menu', 'dialog']);
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'address',
  'center',
  'br',
  'hr',
  'body',
  'caption',
]);
const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const BOLD_STYLE = /font-weight\s*:\s*(bold|[6-9]00)/i;
const HIDDEN_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i;
/** A bold-only block this short, standing alone, is a heading (SEC filings style their headings instead of using `<h2>`). */
const STYLED_HEADING_MAX = 120;

type TOpen = { name: string; isSkipped: boolean; isBold: boolean; isMain: boolean };
type TBlock = { line: string; isMain: boolean };

/**
 * The readable text of an HTML page: its title, then its main content as Markdown — headings as
 * `#` lines (`<h1>`–`<h6>`, and standalone bold lines as SEC filings write them: `## Item 7.` for
 * parts and items, `###` for the rest), list items as `- `, tables as Markdown tables (SEC's
 * separate `$`, `)` and `%` cells joined to their numbers, spacer columns dropped), links kept as
 * their words without their addresses. Scripts, styles, navigation, headers, footers, asides,
 * forms and hidden elements are dropped; when the page marks its `<main>` (or `role="main"`), only
 * that is kept. Cut at a block boundary after `maxChars` characters.
 * @public
 */
export function readableText(html: string, url: string, options: { maxChars?: number } = {}): TReadableText {
  const maxChars = options.maxChars ?? READABLE_TEXT_LIMITS.maxChars;
  const stack: TOpen[] = [];
  let skipDepth = 0;
  let boldDepth = 0;
  let mainDepth = 0;
  let titleText: string | null = null;
  let isInTitle = false;
  let firstH1: string | null = null;
  let ogTitle: string | null = null;
  const blocks: TBlock[] = [];

  let blockText = '';
  let blockChars = 0;
  let blockBoldChars = 0;
  let blockKind: { kind: 'p' } | { kind: 'h'; level: number } | { kind: 'li' } = { kind: 'p' };
  let blockIsMain = false;

  let tableDepth = 0;
  let tableRows: TTableCell[][] = [];
  let tableRow: TTableCell[] | null = null;
  let tableCell: TTableCell | null = null;

  const flush = () => {
    const text = blockText.replace(/\s+/g, ' ').trim();
    if (text !== '') {
      let line: string;
      if (blockKind.kind === 'h') {
        line = `${'#'.repeat(blockKind.level)} ${text}`;
        if (blockKind.level === 1 && firstH1 === null) firstH1 = text;
      } else if (blockKind.kind === 'li') line = `- ${text}`;
      else if (blockBoldChars === blockChars && isStyledHeading(text))
        line = `${/^(part|item)\s/i.test(text) ? '##' : '###'} ${text}`;
      else line = text;
      blocks.push({ line, isMain: blockIsMain });
    }
    blockText = '';
    blockChars = 0;
    blockBoldChars = 0;
    blockKind = { kind: 'p' };
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title') isInTitle = true;
        if (name === 'meta' && attributes.property === 'og:title' && attributes.content) ogTitle ??= attributes.content;
        const style = attributes.style ?? '';
        const role = attributes.role?.toLowerCase() ?? '';
        const entry: TOpen = {
          name,
          isSkipped:
            SKIPPED.has(name) ||
            SKIPPED_ROLES.has(role) ||
            attributes.hidden !== undefined ||
            attributes['aria-hidden'] === 'true' ||
            HIDDEN_STYLE.test(style),
          isBold: name === 'b' || name === 'strong' || BOLD_STYLE.test(style),
          isMain: name === 'main' || role === 'main',
        };
        stack.push(entry);
        if (entry.isSkipped) skipDepth++;
        if (entry.isBold) boldDepth++;
        if (entry.isMain) mainDepth++;
        if (skipDepth > 0) return;
        if (name === 'table') {
          tableDepth++;
          if (tableDepth === 1) {
            flush();
            tableRows = [];
            tableRow = null;
            tableCell = null;
            blockIsMain = mainDepth > 0;
          }
          return;
        }
        if (tableDepth > 0) {
          if (tableDepth === 1 && name === 'tr') tableRow = [];
          else if (tableDepth === 1 && (name === 'td' || name === 'th'))
            tableCell = { text: '', span: Math.min(1000, Math.max(1, Number(attributes.colspan) || 1)) };
          else if (tableCell) tableCell.text += ' ';
          return;
        }
        const level = HEADINGS[name];
        if (level !== undefined) {
          flush();
          blockKind = { kind: 'h', level };
        } else if (name === 'li') {
          flush();
          blockKind = { kind: 'li' };
        } else if (BLOCKS.has(name)) flush();
      },
      ontext(text) {
        if (isInTitle) {
          titleText = (titleText ?? '') + text;
          return;
        }
        if (skipDepth > 0) return;
        if (tableDepth > 0) {
          if (tableCell) tableCell.text += text;
          return;
        }
        const chars = text.replace(/\s+/g, '').length;
        if (chars > 0 && blockChars === 0) blockIsMain = mainDepth > 0;
        blockText += text;
        blockChars += chars;
        if (boldDepth > 0) blockBoldChars += chars;
      },
      onclosetag(name) {
        if (name === 'title') isInTitle = false;
        const index = stack.findLastIndex((entry) => entry.name === name);
        if (index === -1) return;
        // Closing an element closes whatever was left open inside it.
        for (const entry of stack.splice(index)) {
          if (entry.isSkipped) skipDepth--;
          if (entry.isBold) boldDepth--;
          if (entry.isMain) mainDepth--;
        }
        if (skipDepth > 0) return;
        if (name === 'table' && tableDepth > 0) {
          tableDepth--;
          if (tableDepth === 0) {
            for (const line of tableToMarkdown(tableRows)) blocks.push({ line, isMain: blockIsMain });
            tableRows = [];
          }
          return;
        }
        if (tableDepth === 1) {
          if ((name === 'td' || name === 'th') && tableCell) {
            tableRow?.push(tableCell);
            tableCell = null;
          } else if (name === 'tr' && tableRow) {
            tableRows.push(tableRow);
            tableRow = null;
          }
          return;
        }
        if (tableDepth > 0) return;
        if (HEADINGS[name] !== undefined || name === 'li' || BLOCKS.has(name)) flush();
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  flush();

  const hasMain = blocks.some((block) => block.isMain);
  const lines = (hasMain ? blocks.filter((block) => block.isMain) : blocks).map((block) => block.line);
  const { text, isTruncated } = cut(lines, maxChars);
  const title = [titleText, ogTitle, firstH1].map((t) => (t ?? '').replace(/\s+/g, ' ').trim()).find(Boolean);
  return { title: title ?? hostOf(url), text, isTruncated };
}

/** Short, with letters, and not a sentence (Apple's risk factors are bold sentences: they stay paragraphs). */
function isStyledHeading(text: string): boolean {
  const isSentence = /[.!?]$/.test(text) && text.split(' ').length > 6;
  return text.length <= STYLED_HEADING_MAX && /\p{L}/u.test(text) && !/[,;:]$/.test(text) && !isSentence;
}

/** Joins lines into Markdown paragraphs (a table's lines stay together), stopping before `maxChars`. */
function cut(lines: string[], maxChars: number): { text: string; isTruncated: boolean } {
  let text = '';
  for (const [i, line] of lines.entries()) {
    const isTableContinuation = line.startsWith('|') && (lines[i - 1]?.startsWith('|') ?? false);
    const piece = text === '' ? line : `${isTableContinuation ? '\n' : '\n\n'}${line}`;
    if (text.length + piece.length > maxChars) {
      // A table cut in the middle is still a table: keep its rows so far.
      if (text === '') return { text: line.slice(0, maxChars), isTruncated: true };
      return { text, isTruncated: true };
    }
    text += piece;
  }
  return { text, isTruncated: false };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
