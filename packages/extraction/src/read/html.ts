/**
 * HTML reader (SEC 10-K/10-Q inline-XBRL `.htm`, and the HTML that the DOCX reader makes): every
 * `<table>` becomes a table, with the text lines just above it as context.
 *
 * One streaming pass with htmlparser2 (no DOM is built: a 4 MB 10-K reads in ~0.1 s). Inline XBRL
 * tags (`ix:nonFraction`, …) are ordinary inline elements here, so they just contribute their
 * text; the hidden `ix:header` block and anything styled `display:none` are skipped.
 */
import { Parser } from 'htmlparser2';
import type { TParsedDocument, TSourceTable } from '../types.js';
import { cleanText } from './cells.js';
import { layoutColumns, mergeNumberAffixes, type TSpanCell } from './columns.js';

/** Lines kept as a table's context (nearest last). */
const CONTEXT_LINES = 6;
/** Characters kept of a long context line. */
const CONTEXT_LINE_LENGTH = 300;
/** A heading longer than this is a paragraph that happens to be bold. */
const HEADING_MAX_LENGTH = 150;

const BLOCK = new Set(
  'address article aside blockquote body br center dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr html li main nav ol p pre section table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
const SKIPPED = new Set(['head', 'script', 'style', 'title', 'noscript', 'template', 'ix:header']);
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const BOLD_TAGS = new Set(['b', 'strong', 'th', ...HEADING_TAGS]);

type TLine = { text: string; isHeading: boolean };

type TOpenTable = {
  order: number;
  context: TLine[];
  rows: TSpanCell[][];
  row: TSpanCell[] | null;
  /** Grid columns still taken by a cell with rowspan above: column → rows left. */
  rowSpans: Map<number, number>;
  column: number;
  cell: { start: number; span: number; parts: string[] } | null;
};

type TFrame = { name: string; isHidden: boolean; isBold: boolean; isHeading: boolean };

/**
 * Reads every table of an HTML document (decoded: the detector chose the charset).
 * @internal
 */
export function readHtml(html: string): TParsedDocument {
  return { kind: 'html', pageCount: 1, tables: readHtmlTables(html), pagesWithoutText: [] };
}

/** The tables of an HTML string, in document order (`page` is the 1-based order). @internal */
export function readHtmlTables(html: string): TSourceTable[] {
  const stack: TFrame[] = [{ name: '#root', isHidden: false, isBold: false, isHeading: false }];
  const tables: TOpenTable[] = [];
  const done: { order: number; table: Omit<TSourceTable, 'page' | 'lastPage'> }[] = [];
  let lines: TLine[] = [];
  let line = { parts: [] as string[], chars: 0, boldChars: 0, isHeading: false };
  let order = 0;

  const top = () => stack[stack.length - 1]!;
  const openTable = () => tables[tables.length - 1];

  function flushLine() {
    const text = clip(cleanText(line.parts.join('')));
    if (text) {
      const isBold = line.chars > 0 && line.boldChars / line.chars >= 0.9;
      lines.push({ text, isHeading: canBeHeading(text) && (line.isHeading || isBold || isCaps(text)) });
      if (lines.length > CONTEXT_LINES * 2) lines = lines.slice(-CONTEXT_LINES);
    }
    line = { parts: [], chars: 0, boldChars: 0, isHeading: false };
  }

  function closeCell(table: TOpenTable) {
    const cell = table.cell;
    if (!cell || !table.row) return;
    table.row.push({ start: cell.start, end: cell.start + cell.span, text: cleanText(cell.parts.join('')) });
    table.cell = null;
  }

  function closeRow(table: TOpenTable) {
    closeCell(table);
    if (!table.row) return;
    table.rows.push(table.row);
    table.row = null;
    for (const [column, left] of table.rowSpans) {
      if (left <= 1) table.rowSpans.delete(column);
      else table.rowSpans.set(column, left - 1);
    }
  }

  function openCell(table: TOpenTable, attribs: Record<string, string>) {
    if (!table.row) openRow(table);
    closeCell(table);
    while (table.rowSpans.has(table.column)) table.column++;
    const span = clampSpan(attribs.colspan);
    const rowSpan = clampSpan(attribs.rowspan);
    if (rowSpan > 1) for (let i = 0; i < span; i++) table.rowSpans.set(table.column + i, rowSpan);
    table.cell = { start: table.column, span, parts: [] };
    table.column += span;
  }

  function openRow(table: TOpenTable) {
    closeRow(table);
    table.row = [];
    table.column = 0;
  }

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const parent = top();
        const style = attribs.style ?? '';
        const frame: TFrame = {
          name,
          isHidden: parent.isHidden || SKIPPED.has(name) || /display\s*:\s*none/i.test(style),
          isBold: parent.isBold || BOLD_TAGS.has(name) || /font-weight\s*:\s*(?:bold|[6-9]00)/i.test(style),
          isHeading: parent.isHeading || HEADING_TAGS.has(name),
        };
        stack.push(frame);
        if (frame.isHidden) return;
        const table = openTable();
        if (name === 'table') {
          if (!table?.cell) flushLine();
          const context = table ? table.context : lines;
          tables.push({
            order: order++,
            context: context.slice(-CONTEXT_LINES),
            rows: [],
            row: null,
            rowSpans: new Map(),
            column: 0,
            cell: null,
          });
          return;
        }
        if (table) {
          if (name === 'tr') openRow(table);
          else if (name === 'td' || name === 'th') openCell(table, attribs);
          else if (BLOCK.has(name)) table.cell?.parts.push(' ');
          return;
        }
        if (BLOCK.has(name)) flushLine();
        if (frame.isHeading) line.isHeading = true;
      },
      ontext(text) {
        const frame = top();
        if (frame.isHidden) return;
        const table = openTable();
        if (table) {
          table.cell?.parts.push(text);
          return;
        }
        line.parts.push(text);
        const chars = text.replace(/\s+/g, '').length;
        line.chars += chars;
        if (frame.isBold) line.boldChars += chars;
      },
      onclosetag(name) {
        // htmlparser2 reports implied closes too, so the stack stays balanced.
        const frame = stack.pop();
        if (!frame || frame.isHidden) return;
        const table = openTable();
        if (name === 'table' && table) {
          closeRow(table);
          tables.pop();
          const rows = layoutColumns(table.rows.map(mergeNumberAffixes));
          if (rows.length > 0) {
            const context = table.context.map((l) => l.text);
            const title = [...table.context].reverse().find((l) => l.isHeading)?.text ?? null;
            done.push({ order: table.order, table: { title, context, rows } });
          }
          if (!openTable()) lines = [];
          return;
        }
        if (table) {
          if (name === 'tr') closeRow(table);
          else if (name === 'td' || name === 'th') closeCell(table);
          else if (BLOCK.has(name)) table.cell?.parts.push(' ');
          return;
        }
        if (BLOCK.has(name)) flushLine();
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  done.sort((a, b) => a.order - b.order);
  return done.map(({ table }, i) => ({ page: i + 1, lastPage: i + 1, ...table }));
}

/** Keeps the end of a long paragraph: the part next to the table ("… (in millions):"). */
function clip(text: string): string {
  return text.length > CONTEXT_LINE_LENGTH ? `…${text.slice(-CONTEXT_LINE_LENGTH)}` : text;
}

function clampSpan(value: string | undefined): number {
  const n = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 1000) : 1;
}

/** Unit lines ("(In millions)") and page numbers are not headings, even in bold. */
function canBeHeading(text: string): boolean {
  return text.length <= HEADING_MAX_LENGTH && !text.startsWith('(') && /\p{L}/u.test(text);
}

/** An all-capitals line with some words ("CONSOLIDATED BALANCE SHEETS"), which 10-Ks use as headings. */
function isCaps(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length >= 6 && letters === letters.toUpperCase();
}
