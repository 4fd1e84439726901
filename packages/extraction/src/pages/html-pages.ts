/**
 * HTML (and the HTML mammoth makes of a DOCX) → pages of blocks, from the same walk as the table
 * reader: lines become headings (`<h1>`…`<h6>`, or short bold or capital lines as the table
 * reader titles tables) and paragraphs; a table with two or more rows and columns becomes a table
 * block, while a table used for layout (one column, or cells holding whole paragraphs) and a
 * one-row table (a page footer) give their text as paragraphs. Pages end at the document's printed
 * page breaks (`html-page-breaks.ts`); the running head and foot repeated on many pages are left out.
 */
import { htmlTableRows, isHeadingLine } from '../read/html.js';
import { type THtmlTable, walkHtml } from '../read/html-walk.js';
import { headerRowCount } from './header-rows.js';
import { levelsBySize } from './headings.js';
import { paginateHtml, type THtmlHeading, type THtmlItem } from './html-page-breaks.js';
import type { TPagesBuilder } from './pages-builder.js';
import { dropRunningBlocks } from './running-blocks.js';
import { joinsWithoutSpace } from './text-join.js';
import type { TPageBlock } from './types.js';

/** A table's title is the last heading among this many lines above it (as the table reader takes its context). */
const TITLE_LINES = 6;
/** A cell this long holds prose: its table lays a page out. */
const PROSE_CELL = 400;

/**
 * Adds an HTML document's pages to the builder; returns its `<title>`.
 * @throws DocumentReadError `content_too_large` (from the builder).
 * @internal
 */
export function addHtmlPages(html: string, builder: TPagesBuilder, pageBreakClass?: string): string | null {
  const items: THtmlItem[] = [];
  let title: string | null = null;
  let lastHeading: { text: string; linesAfter: number } | null = null;
  let joinsNext = false;
  let tableTitle: string | null = null;
  let nested: THtmlTable[] = [];

  /** The line the last paragraph ends with (reading the end of a string built by `+=` flattens all of it). */
  let lastLine = '';
  const pushLine = (text: string, isHeading: boolean, headingTag: number | null, fontSize: number) => {
    const last = items[items.length - 1];
    if (joinsNext && !isHeading && last?.type === 'paragraph') {
      last.text += joinsWithoutSpace(lastLine, text) ? text : ` ${text}`;
    } else
      items.push(
        isHeading ? { type: 'heading', text, tag: headingTag, fontSize } : { type: 'paragraph', text, fontSize },
      );
    lastLine = text;
    if (lastHeading) lastHeading.linesAfter++;
    if (isHeading) lastHeading = { text, linesAfter: 0 };
  };

  const pushTable = (table: THtmlTable, caption: string | null) => {
    const rows = htmlTableRows(table);
    if (rows.length === 0) return;
    const width = rows.reduce((most, row) => Math.max(most, row.length), 0);
    const isLayout = width < 2 || table.rows.some((row) => row.some((cell) => cell.text.length > PROSE_CELL));
    if (isLayout) {
      for (const row of table.rows) {
        for (const cell of row)
          for (const text of cell.paragraphs) pushLine(text, isHeadingLine(text, false, false), null, 0);
      }
      return;
    }
    if (rows.length < 2) {
      pushLine(rows[0]!.filter(Boolean).join(' '), false, null, 0);
      return;
    }
    const headerRows = table.headRows > 0 && table.headRows < rows.length ? table.headRows : headerRowCount(rows);
    items.push({ type: 'table', rows, headerRows, title: caption });
  };

  walkHtml(
    html,
    {
      title(text) {
        title ??= text;
      },
      line(line) {
        pushLine(
          line.text,
          isHeadingLine(line.text, line.headingTag !== null, line.isBold),
          line.headingTag,
          line.fontSize,
        );
        joinsNext = line.endsWithBreak;
      },
      tableOpen(depth) {
        joinsNext = false;
        if (depth > 0) return;
        tableTitle = lastHeading && lastHeading.linesAfter < TITLE_LINES ? lastHeading.text : null;
        nested = [];
      },
      tableClose(table) {
        if (table.depth > 0) {
          nested.push(table);
          return;
        }
        pushTable(table, tableTitle);
        for (const inner of nested) pushTable(inner, tableTitle);
        lastHeading = null;
      },
      image(image) {
        joinsNext = false;
        const isSpacer = (image.width !== null && image.width <= 2) || (image.height !== null && image.height <= 2);
        if (!isSpacer) items.push({ type: 'image', alt: image.alt });
      },
      pageBreak() {
        joinsNext = false;
        items.push({ type: 'break' });
      },
    },
    pageBreakClass === undefined ? {} : { pageBreakClass },
  );
  const level = headingLevels(items);
  const pages = dropRunningBlocks(paginateHtml(items).map((page) => page.map((item) => toBlock(item, level))));
  pages.forEach((blocks, i) => {
    if (i > 0) builder.breakPage();
    for (const block of blocks) builder.add(block);
  });
  return title;
}

/**
 * `<h1>`…`<h6>` keep their level; headings told by their type take levels by font size, below
 * the deepest tag level used.
 */
function headingLevels(items: THtmlItem[]): (heading: THtmlHeading) => number {
  const headings = items.filter((item): item is THtmlHeading => item.type === 'heading');
  const deepestTag = headings.reduce((deepest, h) => Math.max(deepest, h.tag ?? 0), 0);
  const bySize = levelsBySize(
    headings.filter((h) => h.tag === null).map((h) => h.fontSize),
    deepestTag + 1,
  );
  return (heading) => heading.tag ?? bySize(heading.fontSize);
}

function toBlock(item: Exclude<THtmlItem, { type: 'break' }>, level: (heading: THtmlHeading) => number): TPageBlock {
  switch (item.type) {
    case 'heading':
      return { type: 'heading', text: item.text, level: level(item) };
    case 'paragraph':
      return { type: 'paragraph', text: item.text };
    case 'table':
      return { type: 'table', rows: item.rows, headerRows: item.headerRows, title: item.title };
    case 'image':
      return { type: 'image', alt: item.alt };
  }
}
