/**
 * A PDF's words → pages of blocks. The table reader's layout finds each page's lines (running
 * heads and feet left out) and tables; the lines outside tables become headings and paragraphs
 * (`pdf-paragraphs.ts`). A table that runs over a page break stays split, each page with its part,
 * and a part that does not repeat the header rows gets them from the first part. A scanned page
 * that OCR did not read is an image.
 */
import type { TGroup } from '../read/columns.js';
import type { TPdfText } from '../read/pdf.js';
import { continuedColumns } from '../read/pdf-continuation.js';
import { documentLines, pageTables, type TPageTable, type TPdfLine, type TTextLine } from '../read/pdf-layout.js';
import { headerRowCount } from './header-rows.js';
import { levelsBySize } from './headings.js';
import type { TPagesBuilder } from './pages-builder.js';
import { bodyStyle, fullLineEnd, pageBodyStyle } from './pdf-body-style.js';
import { proseBlocks, type TProseBlock, type TProseLine } from './pdf-paragraphs.js';
import { splitTextGrids, type TProsePiece } from './pdf-text-grids.js';
import { dropRunningBlocks } from './running-blocks.js';
import { joinLines, wordSet } from './text-join.js';
import type { TPageBlock } from './types.js';

/** A bullet, a dash, or an item number: "1.", "(a)", "iv)". */
const LIST_MARKER = /^(?:[•●▪■◦‣∙·○□➢✓❖◆◇►▶–—-]|\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)])$/i;

type TPiece = { table: TPageTable } | TProsePiece;
/** The table a page may continue: the last one of the page before. */
type TOpenTable = { page: number; columns: TGroup[]; header: string[][]; title: string | null };

/**
 * Adds a PDF's pages to the builder, one builder page per PDF page.
 * @throws DocumentReadError `content_too_large` (from the builder).
 * @internal
 */
export function addPdfPages(text: TPdfText, builder: TPagesBuilder): void {
  const lines = documentLines(text.pages);
  let carried: TTextLine[] = [];
  const pieces = text.pages.map((page, i) => {
    const found = pageTables(page, lines[i]!, carried);
    carried = found.trailing;
    return pagePieces(lines[i]!, found.tables).flatMap((piece): TPiece[] =>
      'prose' in piece ? splitTextGrids(piece.prose, page.width) : [piece],
    );
  });
  const pageRuns = pieces.map((page) => page.flatMap((piece) => ('prose' in piece ? [piece.prose] : [])));
  const rights = pageRuns.map((runs) => fullLineEnd(runs.flat()));
  const body = bodyStyle(pageRuns, rights);
  const words = wordSet(pageRuns.flat(2).map((line) => line.text));
  const blocks = pieces.map((page, i) => {
    const pageBody = pageBodyStyle(body, pageRuns[i]!, rights[i]!);
    return page.map((piece) => ('prose' in piece ? proseBlocks(piece.prose, pageBody, rights[i]!) : piece));
  });
  const headingSizes = blocks
    .flat(2)
    .flatMap((block) => ('isHeading' in block && block.isHeading ? [blockHeight(block)] : []));
  const level = levelsBySize(headingSizes);
  const scanned = new Set(text.pagesWithoutText.filter((n) => !text.ocrPages.includes(n)));
  let open: TOpenTable | null = null;
  const pages = text.pages.map((page, i) => {
    const out: TPageBlock[] = scanned.has(page.number) ? [{ type: 'image', alt: null }] : [];
    for (const piece of blocks[i]!) {
      if ('grid' in piece) {
        out.push({ type: 'table', rows: piece.grid, headerRows: piece.headerRows, title: null });
        continue;
      }
      if ('table' in piece) {
        const { block, continues } = tableBlock(piece.table, open);
        out.push(block);
        open = continues;
        continue;
      }
      for (const block of piece) {
        const text = joinLines(
          block.lines.map((l) => l.text),
          words,
        );
        out.push(
          block.isHeading ? { type: 'heading', text, level: level(blockHeight(block)) } : { type: 'paragraph', text },
        );
      }
    }
    return out;
  });
  // Running feet that move with the text (a PDF printed from HTML) are not at one height.
  dropRunningBlocks(pages, { isNumbered: true }).forEach((page, i) => {
    if (i > 0) builder.breakPage();
    for (const block of page) builder.add(block);
  });
}

function tableBlock(table: TPageTable, open: TOpenTable | null): { block: TPageBlock; continues: TOpenTable } {
  const mapping = open && open.page === table.page - 1 ? continuedColumns(open.columns, table) : null;
  let rows = table.rows;
  let headerRows = headerRowCount(rows);
  if (open && mapping) {
    if (headerRows === 0 && open.header.length > 0) {
      rows = [...open.header.map((row) => mapping.map((k) => row[k] ?? '')), ...rows];
      headerRows = open.header.length;
    }
    return {
      block: { type: 'table', rows, headerRows, title: table.title ?? open.title },
      continues: { ...open, page: table.page },
    };
  }
  return {
    block: { type: 'table', rows, headerRows, title: table.title },
    continues: { page: table.page, columns: table.columns, header: rows.slice(0, headerRows), title: table.title },
  };
}

/** A page's lines in order: runs of prose lines, and the tables between them. */
function pagePieces(lines: TPdfLine[], tables: TPageTable[]): TPiece[] {
  const pieces: TPiece[] = [];
  let prose: TProseLine[] = [];
  let next = 0;
  for (let i = 0; i < lines.length; i++) {
    const table = tables[next];
    if (table && i === table.firstLine) {
      if (prose.length > 0) pieces.push({ prose });
      prose = [];
      pieces.push({ table });
      i = table.lastLine;
      next++;
      continue;
    }
    prose.push(proseLine(lines[i]!));
  }
  if (prose.length > 0) pieces.push({ prose });
  return pieces;
}

/**
 * A line's cells are apart by more than a space: a space stays between them, in CJK text too. A
 * bullet or a list number set apart from its item is one cell with it.
 */
function proseLine(line: TPdfLine): TProseLine {
  const [marker, item, ...rest] = line.cells;
  const cells =
    marker && item && LIST_MARKER.test(marker.text)
      ? [{ start: marker.start, end: item.end, text: `${marker.text} ${item.text}` }, ...rest]
      : line.cells;
  const text = cells.map((cell) => cell.text).join(' ');
  const first = cells[0];
  const last = cells[cells.length - 1];
  return {
    y: line.y,
    height: line.textHeight,
    left: first?.start ?? 0,
    right: last?.end ?? 0,
    text,
    cells,
    ...(line.font ? { font: line.font } : {}),
  };
}

function blockHeight(block: TProseBlock): number {
  return block.lines.reduce((most, l) => Math.max(most, l.height), 0);
}
