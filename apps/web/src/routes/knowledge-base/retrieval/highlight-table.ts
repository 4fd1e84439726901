import type { THighlightSegment } from './highlight-segments';

/**
 * A chunk holding a Markdown table: the lines before it (a caption, a sheet's name), its header
 * and body cells as highlighted segments, and the lines after it.
 */
export type THighlightTable = {
  before: THighlightSegment[];
  header: THighlightSegment[][];
  body: THighlightSegment[][][];
  after: THighlightSegment[];
};

const SEPARATOR_CELL = /^\s*:?-{3,}:?\s*$/;

/**
 * The rows and cells of the Markdown table in a highlighted chunk (`| a | b |` lines, the `| --- |`
 * line dropped), keeping which characters matched, with the text around it; null when the chunk
 * holds no such table. Lets a table found by retrieval read as a table, its matched figures marked.
 */
export function highlightTable(segments: readonly THighlightSegment[]): THighlightTable | null {
  const lines = splitSegments(segments, '\n');
  const isRow = (line: THighlightSegment[]) => textOf(line).trim().startsWith('|');
  const start = lines.findIndex(isRow);
  if (start === -1) return null;
  const length = lines.slice(start).findIndex((line) => !isRow(line));
  const end = length === -1 ? lines.length : start + length;
  const rows = lines.slice(start, end).map((line) => splitSegments(trimPipes(line), '|').map(trimCell));
  const separator = rows[1];
  if (!separator?.every((cell) => SEPARATOR_CELL.test(textOf(cell)))) return null;
  return {
    before: joinLines(lines.slice(0, start)),
    header: rows[0] ?? [],
    body: rows.slice(2),
    after: joinLines(lines.slice(end)),
  };
}

/** Lines back into one run of segments, new lines between them, blank edges dropped. */
function joinLines(lines: THighlightSegment[][]): THighlightSegment[] {
  const kept = lines.filter((line) => textOf(line).trim() !== '');
  return kept.flatMap((line, index) => (index === 0 ? line : [{ text: '\n', isMatch: false }, ...line]));
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
