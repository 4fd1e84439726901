/**
 * Tables of text (a glossary, a list of directors with their roles, contact details): the table
 * reader finds tables by their amounts, so a grid without numbers is left among the prose lines.
 * Lines split into two or more cells by wide gaps, several in a row, are such a grid; read as
 * prose, their cells would run together (in CJK text, without even a space between rows).
 */
import { layoutColumnGrid } from '../read/columns.js';
import type { TProseLine } from './pdf-paragraphs.js';

/** A grid has at least this many lines of two or more cells. */
const MIN_GRID_LINES = 3;
/** Lines of one grid are at most this many text heights apart. */
const MAX_GRID_GAP = 3;
/** A one-cell line wider than this share of the page is prose, which ends a grid. */
const PROSE_WIDTH = 0.6;
/** One-cell lines in a row inside a grid (a cell wrapped over lines): more is prose. */
const MAX_WRAPPED_LINES = 8;
/** Cells of two lines start in one column when this many text heights apart at most. */
const ALIGN = 1.5;

/**
 * A run of prose lines, or a grid of text read as a table's rows (headed by its first row when
 * that is set in another font than the row under it, as a bold header is).
 * @internal
 */
export type TProsePiece = { prose: TProseLine[] } | { grid: string[][]; headerRows: number };

/**
 * Splits a run of prose lines (in order, from one page of `pageWidth`) into prose and grids.
 * @internal
 */
export function splitTextGrids(lines: TProseLine[], pageWidth: number): TProsePiece[] {
  const pieces: TProsePiece[] = [];
  let prose: TProseLine[] = [];
  let i = 0;
  while (i < lines.length) {
    const end = gridEnd(lines, i, pageWidth);
    if (end === i) {
      prose.push(lines[i]!);
      i++;
      continue;
    }
    const rows = layoutColumnGrid(lines.slice(i, end).map((line) => line.cells)).rows;
    if (rows.length >= MIN_GRID_LINES && rows[0]!.length >= 2) {
      if (prose.length > 0) pieces.push({ prose });
      prose = [];
      const [head, body] = [lines[i]!, lines[i + 1]!];
      pieces.push({ grid: rows, headerRows: head.font !== undefined && head.font !== body.font ? 1 : 0 });
    } else prose.push(...lines.slice(i, end));
    i = end;
  }
  if (prose.length > 0) pieces.push({ prose });
  return pieces;
}

/**
 * Where a grid that starts at line `start` ends (exclusive); `start` when none starts there. Its
 * lines of cells line up with the one before (two cells or more start at the same places); a
 * one-cell line inside it continues a cell right of the first column (a wrapped cell).
 */
function gridEnd(lines: TProseLine[], start: number, pageWidth: number): number {
  const first = lines[start]!;
  if (first.cells.length < 2) return start;
  const next = lines.slice(start + 1, start + 2 + MAX_WRAPPED_LINES).find((line) => line.cells.length >= 2);
  if (!next || !isAligned(first, next)) return start;
  let lastSplit = start;
  let splitLines = 1;
  let end = start + 1;
  for (; end < lines.length && end - lastSplit <= MAX_WRAPPED_LINES; end++) {
    const line = lines[end]!;
    const above = lines[end - 1]!;
    if (line.y - above.y > MAX_GRID_GAP * Math.max(line.height, above.height)) break;
    if (line.cells.length >= 2) {
      if (!isAligned(lines[lastSplit]!, line)) break;
      lastSplit = end;
      splitLines++;
      continue;
    }
    const cell = line.cells[0];
    const isContinuation =
      cell !== undefined &&
      cell.end - cell.start <= PROSE_WIDTH * pageWidth &&
      cell.start > first.cells[0]!.start + line.height &&
      lines[lastSplit]!.cells.slice(1).some((c) => Math.abs(c.start - cell.start) <= ALIGN * line.height);
    if (!isContinuation) break;
  }
  return splitLines >= MIN_GRID_LINES ? lastSplit + 1 : start;
}

/** Two lines of cells whose cells start at the same places, two of them at least. */
function isAligned(a: TProseLine, b: TProseLine): boolean {
  const tolerance = ALIGN * Math.max(a.height, b.height);
  const shared = a.cells.filter((cell) => b.cells.some((other) => Math.abs(other.start - cell.start) <= tolerance));
  return shared.length >= 2;
}
