/**
 * Markdown → pages of blocks: ATX (`#`) and setext (`===`, `---`) headings, pipe tables (the row
 * above the `|---|` delimiter row is the header), fenced code as one paragraph with its lines
 * kept, list items and paragraphs (lines joined as in plain text), and images alone on a line.
 * Links keep their text; emphasis and code marks are dropped. A form feed starts a page.
 */
import { cleanText } from '../read/cells.js';
import type { TPagesBuilder } from './pages-builder.js';
import { joinLines, wordSet } from './text-join.js';
import { splitPages } from './text-pages.js';

const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const LIST_ITEM = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+/;
const BLOCK_QUOTE = /^ {0,3}>[ \t]?/;
const DELIMITER_ROW = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const IMAGE_LINE = /^[ \t]*!\[([^\]]*)\]\([^)]*\)[ \t]*$/;
/** A longer line is text: no heading, table row or image is this long (and the patterns stay linear). */
const MAX_MARKUP_LINE = 4096;

/**
 * True for text written in Markdown: it has an ATX heading (`# Title`) or a pipe table.
 * @internal
 */
export function isMarkdown(text: string): boolean {
  if (/^ {0,3}#{1,6}[ \t]+\S/m.test(text)) return true;
  const lines = text.split(/\r?\n/, 20_000);
  return lines.some((line, i) => i > 0 && isDelimiterRow(line) && isTableRow(lines[i - 1]!, line));
}

function isDelimiterRow(line: string): boolean {
  return line.length <= MAX_MARKUP_LINE && line.includes('-') && DELIMITER_ROW.test(line);
}

/**
 * Adds the pages of a Markdown text to the builder.
 * @throws DocumentReadError `content_too_large` (from the builder).
 * @internal
 */
export function addMarkdownPages(text: string, builder: TPagesBuilder): void {
  const words = wordSet([text]);
  splitPages(text).forEach((page, i) => {
    if (i > 0) builder.breakPage();
    addPage(page.split('\n'), builder, words);
  });
}

function addPage(lines: string[], builder: TPagesBuilder, words: ReadonlySet<string>): void {
  let paragraph: string[] = [];
  let lastHeading: string | null = null;
  const flush = () => {
    const cleaned = paragraph.map((line) => cleanText(inline(line))).filter(Boolean);
    if (cleaned.length > 0) builder.add({ type: 'paragraph', text: joinLines(cleaned, words) });
    paragraph = [];
  };
  const heading = (text: string, level: number) => {
    flush();
    const cleaned = cleanText(inline(text));
    if (cleaned) builder.add({ type: 'heading', text: cleaned, level });
    lastHeading = cleaned || lastHeading;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.length > MAX_MARKUP_LINE) {
      paragraph.push(line);
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      const close = new RegExp(`^ {0,3}${fence[1]![0] === '`' ? '`' : '~'}{${fence[1]!.length},}[ \\t]*$`);
      for (i++; i < lines.length && !close.test(lines[i]!); i++) code.push(lines[i]!);
      const text = code.join('\n').trim();
      if (text) builder.add({ type: 'paragraph', text });
      continue;
    }
    const atx = ATX_HEADING.exec(line);
    if (atx) {
      heading(atx[2] ?? '', atx[1]!.length);
      continue;
    }
    const underline = SETEXT_UNDERLINE.exec(line);
    if (underline && paragraph.length > 0) {
      const text = paragraph.join(' ');
      paragraph = [];
      heading(text, underline[1]![0] === '=' ? 1 : 2);
      continue;
    }
    const next = lines[i + 1];
    if (next !== undefined && isDelimiterRow(next) && isTableRow(line, next)) {
      flush();
      const rows = [tableCells(line)];
      for (i += 2; i < lines.length && lines[i]!.includes('|') && lines[i]!.trim() !== ''; i++)
        rows.push(tableCells(lines[i]!));
      i--;
      const width = rows.reduce((most, row) => Math.max(most, row.length), 0);
      builder.add({
        type: 'table',
        rows: rows.map((row) => Array.from({ length: width }, (_, k) => row[k] ?? '')),
        headerRows: 1,
        title: lastHeading,
      });
      continue;
    }
    if (line.trim() === '' || THEMATIC_BREAK.test(line)) {
      flush();
      continue;
    }
    const image = IMAGE_LINE.exec(line);
    if (image) {
      flush();
      builder.add({ type: 'image', alt: cleanText(image[1]!) || null });
      continue;
    }
    if (LIST_ITEM.test(line)) {
      flush();
      paragraph.push(line.replace(LIST_ITEM, ''));
      continue;
    }
    paragraph.push(line.replace(BLOCK_QUOTE, ''));
  }
  flush();
}

/** A header row of a pipe table: it has a pipe, and as many cells as the delimiter row under it. */
function isTableRow(line: string, delimiter: string): boolean {
  return (
    line.length <= MAX_MARKUP_LINE && line.includes('|') && tableCells(line).length === tableCells(delimiter).length
  );
}

/** The cells of a table row: split at pipes not escaped (`\|`), outer pipes dropped. */
function tableCells(line: string): string[] {
  let trimmed = line.trim();
  if (trimmed.startsWith('|')) trimmed = trimmed.slice(1);
  if (trimmed.endsWith('|') && !trimmed.endsWith('\\|')) trimmed = trimmed.slice(0, -1);
  return trimmed.split(/(?<!\\)\|/).map((cell) => cleanText(inline(cell.replace(/\\\|/g, '|'))));
}

/** Inline Markdown to plain text: images and links keep their text; emphasis and code marks go. */
function inline(text: string): string {
  // Bounded spans: an unclosed `[` or `**` on a long line must not make every match scan to its end.
  return text
    .replace(/!\[([^\]\n]{0,500})\]\([^)\n]{0,2000}\)/g, '$1')
    .replace(/\[([^\]\n]{1,500})\]\([^)\n]{0,2000}\)/g, '$1')
    .replace(/(\*\*|__)(?=\S)([^\n]{1,500}?)(?<=\S)\1/g, '$2')
    .replace(/`([^`\n]{1,500})`/g, '$1');
}
