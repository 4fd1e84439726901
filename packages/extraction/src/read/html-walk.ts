/**
 * One streaming pass over HTML with htmlparser2 (no DOM is built: a 4 MB 10-K walks in ~0.1 s),
 * reporting what a reader needs in document order: lines of text outside tables, tables as rows of
 * positioned cells (grid columns after colspan and rowspan), images and printed page breaks.
 * Inline XBRL tags (`ix:nonFraction`, …) are ordinary inline elements here, so they just
 * contribute their text; the hidden `ix:header` block and anything styled `display:none` are
 * skipped. Both the table reader (`html.ts`) and the page reader (`pages/html-pages.ts`) walk
 * with it.
 */
import { Parser } from 'htmlparser2';
import { cleanText } from './cells.js';
import type { TSpanCell } from './columns.js';

/** A line outside tables: the text of a block element, or of a part of one ended by `<br>`. @internal */
export type THtmlLine = {
  /** Cleaned (spaces collapsed, trimmed); never empty. */
  text: string;
  /** 1–6 inside `<h1>`…`<h6>`, else null. */
  headingTag: number | null;
  /** At least 90% of its letters are bold (`<b>`, `<strong>`, `<th>`, a heading, `font-weight:700`). */
  isBold: boolean;
  /** The largest font size its text is set in, in points (16 px = 12 pt when none is given). */
  fontSize: number;
  /** The line was ended by a `<br>`, not by the end of its block. */
  endsWithBreak: boolean;
};

/** A cell: its grid extent, its cleaned text, and the texts of the blocks it holds. @internal */
export type THtmlCell = TSpanCell & { paragraphs: string[] };

/** A table as marked up. @internal */
export type THtmlTable = {
  rows: THtmlCell[][];
  /** Leading rows inside `<thead>` or made only of `<th>` cells (rows without text not counted). */
  headRows: number;
  /** Tables open around this one (0 for a table in the flow of the text). */
  depth: number;
};

/** What the walk reports. Tables are reported when they close, so an inner table comes before its outer one. @internal */
export type THtmlWalkHandlers = {
  line?(line: THtmlLine): void;
  /** A table opens (`depth` tables are open around it). */
  tableOpen?(depth: number): void;
  tableClose?(table: THtmlTable): void;
  /** An `<img>` outside tables. */
  image?(image: { alt: string | null; width: number | null; height: number | null }): void;
  /** A printed page break (`page-break-before/after: always`, `break-before/after: page`) on a block outside tables. */
  pageBreak?(): void;
  /** The text of a `<title>` (the document's, in `<head>`). */
  title?(text: string): void;
};

/** Options of {@link walkHtml}. @internal */
export type THtmlWalkOptions = {
  /** A class that marks a page break too (mammoth can only mark Word's page breaks with a class). */
  pageBreakClass?: string;
};

const BLOCK = new Set(
  'address article aside blockquote body br center dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr html li main nav ol p pre section table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
const SKIPPED = new Set(['head', 'script', 'style', 'title', 'noscript', 'template', 'ix:header']);
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const BOLD_TAGS = new Set(['b', 'strong', 'th', ...HEADING_TAGS]);
/** Separates the blocks inside a table cell; `cleanText` turns it into a space. */
const CELL_BLOCK = '\u2029';
const DEFAULT_FONT_PT = 12;
const BREAK_BEFORE = /(?:page-break-before\s*:\s*always|(?:^|[;\s])break-before\s*:\s*page)/i;
const BREAK_AFTER = /(?:page-break-after\s*:\s*always|(?:^|[;\s])break-after\s*:\s*page)/i;

type TFrame = {
  name: string;
  isHidden: boolean;
  isBold: boolean;
  headingTag: number | null;
  fontSize: number;
  isHead: boolean;
  breaksAfter: boolean;
};

type TOpenTable = {
  rows: THtmlCell[][];
  headRows: number;
  /** Rows so far are all header rows. */
  isHeadRun: boolean;
  row: THtmlCell[] | null;
  rowIsHead: boolean;
  /** Grid columns still taken by a cell with rowspan above: column → rows left. */
  rowSpans: Map<number, number>;
  column: number;
  cell: { start: number; span: number; parts: string[] } | null;
};

/**
 * Walks an HTML document (decoded: the detector chose the charset) and reports its lines, tables,
 * images and page breaks in order.
 * @internal
 */
export function walkHtml(html: string, handlers: THtmlWalkHandlers, options: THtmlWalkOptions = {}): void {
  const stack: TFrame[] = [
    {
      name: '#root',
      isHidden: false,
      isBold: false,
      headingTag: null,
      fontSize: DEFAULT_FONT_PT,
      isHead: false,
      breaksAfter: false,
    },
  ];
  const tables: TOpenTable[] = [];
  let line = { parts: [] as string[], chars: 0, boldChars: 0, headingTag: null as number | null, fontSize: 0 };
  let title: string[] | null = null;

  const top = () => stack[stack.length - 1]!;
  const openTable = () => tables[tables.length - 1];

  function flushLine(endsWithBreak: boolean) {
    const text = cleanText(line.parts.join(''));
    if (text) {
      handlers.line?.({
        text,
        headingTag: line.headingTag,
        isBold: line.chars > 0 && line.boldChars / line.chars >= 0.9,
        fontSize: line.fontSize || top().fontSize,
        endsWithBreak,
      });
    }
    line = { parts: [], chars: 0, boldChars: 0, headingTag: null, fontSize: 0 };
  }

  function closeCell(table: TOpenTable) {
    const cell = table.cell;
    if (!cell || !table.row) return;
    const raw = cell.parts.join('');
    const paragraphs = raw.includes(CELL_BLOCK) ? raw.split(CELL_BLOCK).map(cleanText).filter(Boolean) : [];
    const text = cleanText(raw);
    table.row.push({
      start: cell.start,
      end: cell.start + cell.span,
      text,
      paragraphs: paragraphs.length > 0 ? paragraphs : text ? [text] : [],
    });
    table.cell = null;
  }

  function closeRow(table: TOpenTable) {
    closeCell(table);
    if (!table.row) return;
    table.rows.push(table.row);
    // Empty rows are dropped from the table later: they neither count as header rows nor end them.
    if (table.row.some((cell) => cell.text !== '')) {
      if (table.isHeadRun && table.rowIsHead) table.headRows++;
      else table.isHeadRun = false;
    }
    table.row = null;
    for (const [column, left] of table.rowSpans) {
      if (left <= 1) table.rowSpans.delete(column);
      else table.rowSpans.set(column, left - 1);
    }
  }

  function openCell(table: TOpenTable, name: string, attribs: Record<string, string>) {
    if (!table.row) openRow(table);
    closeCell(table);
    if (name !== 'th' && !top().isHead) table.rowIsHead = false;
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
    table.rowIsHead = true;
    table.column = 0;
  }

  const isPageBreakClass = (attribs: Record<string, string>) =>
    options.pageBreakClass !== undefined && (attribs.class ?? '').split(/\s+/).includes(options.pageBreakClass);

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const parent = top();
        const style = attribs.style ?? '';
        const frame: TFrame = {
          name,
          isHidden: parent.isHidden || SKIPPED.has(name) || /display\s*:\s*none/i.test(style),
          isBold: parent.isBold || BOLD_TAGS.has(name) || /font-weight\s*:\s*(?:bold|[6-9]00)/i.test(style),
          headingTag: HEADING_TAGS.has(name) ? Number(name[1]) : parent.headingTag,
          fontSize: fontSizeOf(style, parent.fontSize),
          isHead: parent.isHead || name === 'thead',
          breaksAfter: false,
        };
        stack.push(frame);
        // The document's `<title>` sits in the (skipped) `<head>`; an SVG's `<title>` names a picture.
        if (name === 'title' && !stack.some((f) => f.name === 'svg')) title = [];
        if (frame.isHidden) return;
        const table = openTable();
        if (name === 'table') {
          if (!table?.cell) flushLine(false);
          handlers.tableOpen?.(tables.length);
          tables.push({
            rows: [],
            headRows: 0,
            isHeadRun: true,
            row: null,
            rowIsHead: true,
            rowSpans: new Map(),
            column: 0,
            cell: null,
          });
          return;
        }
        if (table) {
          if (name === 'tr') openRow(table);
          else if (name === 'td' || name === 'th') openCell(table, name, attribs);
          else if (BLOCK.has(name)) table.cell?.parts.push(CELL_BLOCK);
          return;
        }
        if (BLOCK.has(name)) {
          flushLine(name === 'br');
          if (BREAK_BEFORE.test(style)) handlers.pageBreak?.();
          frame.breaksAfter = BREAK_AFTER.test(style) || isPageBreakClass(attribs);
        }
        if (frame.headingTag !== null) line.headingTag ??= frame.headingTag;
        if (name === 'img') handlers.image?.(imageOf(attribs));
      },
      ontext(text) {
        const frame = top();
        if (title && frame.name === 'title') title.push(text);
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
        if (chars > 0) line.fontSize = Math.max(line.fontSize, frame.fontSize);
      },
      onclosetag(name) {
        // htmlparser2 reports implied closes too, so the stack stays balanced.
        const frame = stack.pop();
        if (name === 'title' && title) {
          const text = cleanText(title.join(''));
          if (text) handlers.title?.(text);
          title = null;
        }
        if (!frame || frame.isHidden) return;
        const table = openTable();
        if (name === 'table' && table) {
          closeRow(table);
          tables.pop();
          handlers.tableClose?.({ rows: table.rows, headRows: table.headRows, depth: tables.length });
          return;
        }
        if (table) {
          if (name === 'tr') closeRow(table);
          else if (name === 'td' || name === 'th') closeCell(table);
          else if (BLOCK.has(name)) table.cell?.parts.push(CELL_BLOCK);
          return;
        }
        if (BLOCK.has(name)) {
          flushLine(false);
          if (frame.breaksAfter) handlers.pageBreak?.();
        }
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  flushLine(false);
}

function clampSpan(value: string | undefined): number {
  const n = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 1000) : 1;
}

/** A CSS `font-size` in points; relative sizes scale the parent's; anything else keeps it. */
function fontSizeOf(style: string, parent: number): number {
  const match = /font-size\s*:\s*([\d.]+)\s*(pt|px|em|rem|%)/i.exec(style);
  if (!match) return parent;
  const value = Number(match[1]);
  if (!Number.isFinite(value) || value <= 0) return parent;
  switch (match[2]!.toLowerCase()) {
    case 'pt':
      return value;
    case 'px':
      return value * 0.75;
    case 'em':
      return value * parent;
    case 'rem':
      return value * DEFAULT_FONT_PT;
    default:
      return (value / 100) * parent;
  }
}

function imageOf(attribs: Record<string, string>): { alt: string | null; width: number | null; height: number | null } {
  const size = (value: string | undefined) => {
    const n = Number.parseFloat(value ?? '');
    return Number.isFinite(n) ? n : null;
  };
  return { alt: cleanText(attribs.alt ?? '') || null, width: size(attribs.width), height: size(attribs.height) };
}
