/**
 * Turns rows of positioned cells into a grid of columns. Both the HTML reader (positions are grid
 * columns after colspan) and the PDF reader (positions are x coordinates) use it.
 */
import { endsLikeNumber, isNumberPrefix, isNumberSuffix, isNumberText, startsLikeNumber } from './cells.js';

/** A cell and the horizontal extent it covers: `[start, end)`. @internal */
export type TSpanCell = { start: number; end: number; text: string };

/**
 * Glues a lone `$` (or other currency sign, or `(`) to the number on its right and a lone `)` or `%`
 * to the number on its left, so each printed amount is one cell. The glued cell keeps the
 * number's extent, so a `$` column does not widen the column the number sits in.
 * @internal
 */
export function mergeNumberAffixes(row: TSpanCell[]): TSpanCell[] {
  const cells = row.filter((cell) => cell.text !== '');
  const out: TSpanCell[] = [];
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    const next = cells[i + 1];
    if (isNumberPrefix(cell.text) && next && startsLikeNumber(next.text)) {
      cells[i + 1] = { ...next, text: `${cell.text}${next.text}` };
      continue;
    }
    const prev = out[out.length - 1];
    if (isNumberSuffix(cell.text) && prev && endsLikeNumber(prev.text)) {
      out[out.length - 1] = { ...prev, text: `${prev.text}${cell.text}` };
      continue;
    }
    out.push(cell);
  }
  return out;
}

const YEAR = /^(?:19|20)\d\d$/;

/** A column's horizontal extent. @internal */
export type TGroup = { start: number; end: number };

const overlaps = (a: TGroup, b: TGroup) => a.start < b.end && b.start < a.end;

/**
 * Finds the table's columns and places each cell in one.
 *
 * Cells are taken amounts first, then narrowest first: a cell that overlaps no column starts one, a cell that overlaps
 * one column widens it, and a cell that overlaps two or more is a spanning header ("Years ended")
 * that is put in the first column it covers. Columns no cell uses are dropped, as are empty rows;
 * cells that land in the same column of one row are joined with a space.
 * @internal
 */
export function layoutColumns(rows: TSpanCell[][]): string[][] {
  return layoutColumnGrid(rows).rows;
}

/** {@link layoutColumns}, with the horizontal extent of each column kept. @internal */
export function layoutColumnGrid(rows: TSpanCell[][]): { rows: string[][]; extents: TGroup[] } {
  const all = rows.flat().filter((cell) => cell.text !== '');
  // Amounts first: they line up exactly, while headers above them (years too) are centred or ragged.
  const rank = (cell: TSpanCell) => (isNumberText(cell.text) && !YEAR.test(cell.text) ? 0 : 1);
  all.sort((a, b) => rank(a) - rank(b) || a.end - a.start - (b.end - b.start) || a.start - b.start);
  let groups: TGroup[] = [];
  for (const cell of all) {
    const hit = groups.filter((group) => overlaps(group, cell));
    if (hit.length === 0) groups.push({ start: cell.start, end: cell.end });
    else if (hit.length === 1) {
      hit[0]!.start = Math.min(hit[0]!.start, cell.start);
      hit[0]!.end = Math.max(hit[0]!.end, cell.end);
    }
  }
  groups.sort((a, b) => a.start - b.start);
  groups = groups.reduce<TGroup[]>((merged, group) => {
    const last = merged[merged.length - 1];
    if (last && overlaps(last, group)) last.end = Math.max(last.end, group.end);
    else merged.push({ ...group });
    return merged;
  }, []);
  const grid = rows
    .map((row) => {
      const out: string[] = new Array(groups.length).fill('');
      for (const cell of row) {
        if (cell.text === '') continue;
        const index = groups.findIndex((group) => overlaps(group, cell));
        if (index < 0) continue;
        out[index] = out[index] ? `${out[index]} ${cell.text}` : cell.text;
      }
      return out;
    })
    .filter((row) => row.some((cell) => cell !== ''));
  const used = groups.map((_, i) => grid.some((row) => row[i] !== ''));
  return {
    rows: grid.map((row) => row.filter((_, i) => used[i])),
    extents: groups.filter((_, i) => used[i]),
  };
}
