import { isNumberText } from './cells.js';

/** Title rows at the top of a spreadsheet or CSV table, which also become the table's context. */

/** At most this many leading rows are taken as title lines. */
const MAX_TITLE_LINES = 3;

/** A first cell this long is a title even when period headers share its row (SEC R-pages). */
const LONG_TITLE = 20;

/**
 * The texts of the leading rows that hold only a first cell ("单位：元"), or of a first row whose
 * first cell is a long text: SEC `Financial_Report.xlsx` sheets start with
 * "CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS - USD ($) shares in Thousands, $ in Millions"
 * next to the period headers. A table whose rows all hold a single cell has no title lines.
 * @internal
 */
export function titleLines(rows: string[][]): string[] {
  const lines: string[] = [];
  for (const [i, row] of rows.slice(0, MAX_TITLE_LINES).entries()) {
    const first = row[0] ?? '';
    if (first === '' || isNumberText(first)) break;
    if (row.every((cell, j) => j === 0 || cell === '')) lines.push(first);
    else {
      if (i === 0 && first.length >= LONG_TITLE) lines.push(first);
      break;
    }
  }
  return lines.length < rows.length ? lines : [];
}
