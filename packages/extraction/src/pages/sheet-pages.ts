/**
 * Workbooks and CSV → pages: one page per sheet (a CSV is one sheet), holding the sheet as one
 * table whose first row is its header. An empty sheet is an empty page, so page numbers stay
 * sheet numbers.
 */
import type { TPagesBuilder } from './pages-builder.js';

/** A sheet's name (null for a CSV) and rows of cell texts. @internal */
export type TNamedRows = { name: string | null; rows: string[][] };

/**
 * Adds one page per sheet to the builder.
 * @throws DocumentReadError `content_too_large` (from the builder).
 * @internal
 */
export function addSheetPages(sheets: TNamedRows[], builder: TPagesBuilder): void {
  sheets.forEach(({ name, rows }, i) => {
    if (i > 0) builder.breakPage();
    if (rows.length > 0) builder.add({ type: 'table', rows, headerRows: 1, title: name });
  });
}
