import type { THighlightSegment } from './highlight-segments';

/** A Markdown table's cells, each as highlighted segments: the header row, then the body rows. */
export type THighlightTable = { header: THighlightSegment[][]; body: THighlightSegment[][][] };

const SEPARATOR_CELL = /^\s*:?-{3,}:?\s*$/;

/**
 * The rows and cells of a highlighted Markdown table chunk (`| a | b |` lines, the `| --- |` line
 * dropped), keeping which characters matched, or null when the text is not such a table. Lets a
 * table found by retrieval read as a table with its matched figures marked.
 */
export function highlightTable(segments: readonly THighlightSegment[]): THighlightTable | null {
  const lines = splitSegments(segments, '\n').filter((line) => textOf(line).trim() !== '');
  if (lines.length < 2 || !lines.every((line) => textOf(line).trim().startsWith('|'))) return null;
  const rows = lines.map((line) => {
    const cells = splitSegments(trimPipes(line), '|');
    return cells.map(trimCell);
  });
  const separator = rows[1];
  if (!separator?.every((cell) => SEPARATOR_CELL.test(textOf(cell)))) return null;
  return { header: rows[0] ?? [], body: rows.slice(2) };
}

/** Splits runs of segments at a character, keeping each piece's match flag. */
function splitSegments(segments: readonly THighlightSegment[], at: string): THighlightSegment[][] {
  const parts: THighlightSegment[][] = [[]];
  for (const segment of segments) {
    segment.text.split(at).forEach((piece, index) => {
      if (index > 0) parts.push([]);
      if (piece !== '') parts[parts.length - 1]?.push({ text: piece, isMatch: segment.isMatch });
    });
  }
  return parts;
}

/** A line without its leading and trailing `|`. */
function trimPipes(line: THighlightSegment[]): THighlightSegment[] {
  const trimmed = trimCell(line);
  const first = trimmed[0];
  if (first?.text.startsWith('|')) first.text = first.text.slice(1);
  const last = trimmed.at(-1);
  if (last?.text.endsWith('|')) last.text = last.text.slice(0, -1);
  return trimmed.filter((segment) => segment.text !== '');
}

/** A cell without surrounding spaces. */
function trimCell(cell: THighlightSegment[]): THighlightSegment[] {
  const copy = cell.map((segment) => ({ ...segment }));
  const first = copy[0];
  if (first) first.text = first.text.trimStart();
  const last = copy.at(-1);
  if (last) last.text = last.text.trimEnd();
  return copy.filter((segment) => segment.text !== '');
}

function textOf(segments: readonly THighlightSegment[]): string {
  return segments.map((segment) => segment.text).join('');
}
