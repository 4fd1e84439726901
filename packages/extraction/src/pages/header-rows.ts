/**
 * How many rows head a table, when the markup does not say: the leading rows that hold no amount
 * right of the label column (period headers, "(In millions)", "Years ended May 31,"), stopping at
 * a row that is only a label (a section such as "Revenue:"). A table without amounts is headed by
 * its first row.
 */
import { isNumberText } from '../read/cells.js';

/** More leading rows than this are not all headers. */
const MAX_HEADER_ROWS = 4;
const YEAR = /^(?:FY\s?)?(?:19|20)\d\d[A-Z]?$/i;
const DASH = /^[-—–−]+$/;

/** A printed amount, not a year heading or a nil dash. */
const isAmount = (cell: string) => isNumberText(cell) && !YEAR.test(cell) && !DASH.test(cell);

/**
 * The number of header rows of a table as printed (rows of cell texts, label column first).
 * @internal
 */
export function headerRowCount(rows: string[][]): number {
  if (rows.length < 2) return 0;
  const hasAmounts = rows.some((row) => row.slice(1).some(isAmount));
  if (!hasAmounts) return 1;
  let count = 0;
  for (const row of rows.slice(0, MAX_HEADER_ROWS + 1)) {
    if (row.slice(1).some(isAmount)) break;
    const isLabelOnly = row.slice(1).every((cell) => cell === '');
    if (isLabelOnly) break;
    count++;
  }
  return count > MAX_HEADER_ROWS || count >= rows.length ? 0 : count;
}
