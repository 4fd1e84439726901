/**
 * A table as chunk text: a Markdown pipe table (or HTML) with its title and the sentence that
 * introduces it on the lines above (an HTML caption). A table over
 * the token budget is cut between rows, its header row(s) repeated in every part; a row is never cut,
 * so only a single row larger than the budget makes a part over it.
 */
import { countTokens } from '../tokens.js';
import type { TTableBlock } from './flow.js';

export type TTableFormat = 'markdown' | 'html';

/** Cells trimmed, line breaks flattened, every row as wide as the widest; empty rows left out. */
export function normalizeTable(table: TTableBlock): { header: string[][]; body: string[][]; width: number } {
  const width = Math.max(1, ...table.rows.map((row) => row.length));
  const clean = (row: string[]) => Array.from({ length: width }, (_, i) => (row[i] ?? '').replace(/\s+/gu, ' ').trim());
  const headerRows = Math.min(Math.max(0, table.headerRows), table.rows.length);
  const isFilled = (row: string[]) => row.some((cell) => cell !== '');
  return {
    header: table.rows.slice(0, headerRows).map(clean).filter(isFilled),
    body: table.rows.slice(headerRows).map(clean).filter(isFilled),
    width,
  };
}

/** The table's text in parts within `budget` tokens each (one part when it fits). */
export function renderTableParts(
  table: TTableBlock,
  format: TTableFormat,
  budget: number,
  introduction?: string,
): string[] {
  const { header, body, width } = normalizeTable(table);
  const lines = [table.title, introduction].map((line) => line?.replace(/\s+/gu, ' ').trim() ?? '');
  const title = [...new Set(lines.filter((line) => line !== ''))].join('\n') || null;
  const render = format === 'html' ? htmlTable : markdownTable;
  const whole = render(title, header, body, width);
  const wholeTokens = countTokens(whole);
  if (wholeTokens <= budget || body.length <= 1) return [whole];

  const fixedTokens = countTokens(render(title, header, [], width));
  const rowTokens = body.map((row) => countTokens(render(null, [], [row], width, true)) + 1);
  const parts: string[][][] = [];
  let current: string[][] = [];
  let currentTokens = fixedTokens;
  body.forEach((row, i) => {
    if (current.length > 0 && currentTokens + rowTokens[i]! > budget) {
      parts.push(current);
      current = [];
      currentTokens = fixedTokens;
    }
    current.push(row);
    currentTokens += rowTokens[i]!;
  });
  if (current.length > 0) parts.push(current);
  return parts.flatMap((rows) => settle(rows, (r) => render(title, header, r, width), budget));
}

/** A part whose joined text still counts over the budget (estimates are per row) is halved, down to one row. */
function settle(rows: string[][], render: (rows: string[][]) => string, budget: number): string[] {
  const text = render(rows);
  if (rows.length <= 1 || countTokens(text) <= budget) return [text];
  const half = Math.ceil(rows.length / 2);
  return [...settle(rows.slice(0, half), render, budget), ...settle(rows.slice(half), render, budget)];
}

/**
 * A GitHub-flavoured pipe table. Markdown has one header line: the first header row is it (blank when
 * the table has none), further header rows follow the separator and repeat with it.
 */
export function markdownTable(
  title: string | null,
  header: string[][],
  body: string[][],
  width: number,
  isBodyOnly = false,
): string {
  const line = (cells: string[]) => `| ${cells.map(escapeMarkdownCell).join(' | ')} |`;
  const lines = body.map(line);
  if (isBodyOnly) return lines.join('\n');
  const [first, ...rest] = header.length > 0 ? header : [Array.from({ length: width }, () => '')];
  const head = [line(first!), `|${' --- |'.repeat(width)}`, ...rest.map(line)];
  return [...(title ? [title] : []), ...head, ...lines].join('\n');
}

export function htmlTable(
  title: string | null,
  header: string[][],
  body: string[][],
  _width: number,
  isBodyOnly = false,
): string {
  const row = (cells: string[], tag: 'th' | 'td') =>
    `<tr>${cells.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('')}</tr>`;
  const rows = body.map((cells) => row(cells, 'td')).join('');
  if (isBodyOnly) return rows;
  const caption = title ? `<caption>${escapeHtml(title)}</caption>` : '';
  return `<table>${caption}${header.map((cells) => row(cells, 'th')).join('')}${rows}</table>`;
}

function escapeMarkdownCell(cell: string): string {
  return cell.replace(/\|/gu, '\\|');
}

function escapeHtml(text: string): string {
  return text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;');
}
