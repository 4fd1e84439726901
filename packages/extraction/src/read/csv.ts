/**
 * CSV reader: one table. The delimiter (`,` `;` or tab) is the one that splits the first lines
 * into the most consistent number of fields; quoted fields follow RFC 4180 (`""` is a quote).
 */
import type { TParsedDocument } from '../types.js';
import { cleanText, squareTable } from './cells.js';
import { titleLines } from './title-lines.js';

const DELIMITERS = ['\t', ';', ','] as const;
/** Lines looked at to choose the delimiter. */
const SAMPLE_LINES = 50;
/** Share of sample lines that must have the usual field count for the text to count as CSV. */
const MIN_CONSISTENCY = 0.6;

/** Parses delimited text into rows of raw fields. @internal */
export function parseDelimited(text: string, delimiter: string, maxRows = Number.POSITIVE_INFINITY): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length && rows.length < maxRows) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (ch === '\r' && text[i + 1] === '\n') i++;
    } else field += ch;
    i++;
  }
  if (rows.length < maxRows && (field !== '' || row.length > 0)) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * The delimiter that splits the text's first lines most consistently into two or more fields, or
 * `null` when none does (then the text is not a table).
 * @internal
 */
export function detectDelimiter(text: string): string | null {
  let best: { delimiter: string; score: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const rows = parseDelimited(text, delimiter, SAMPLE_LINES).filter((r) => r.some((f) => f.trim() !== ''));
    if (rows.length === 0) continue;
    const counts = new Map<number, number>();
    for (const r of rows) counts.set(r.length, (counts.get(r.length) ?? 0) + 1);
    let mode = 0;
    let modeRows = 0;
    for (const [count, n] of counts) {
      if (n > modeRows || (n === modeRows && count > mode)) [mode, modeRows] = [count, n];
    }
    const score = modeRows / rows.length;
    // Earlier delimiters win ties: `1.234,56;7,89` is split on `;`, not `,`.
    if (mode >= 2 && score >= MIN_CONSISTENCY && (!best || score > best.score)) best = { delimiter, score };
  }
  return best?.delimiter ?? null;
}

/** The rows of decoded CSV text, cells cleaned, squared off. @internal */
export function csvRows(text: string, delimiter: string): string[][] {
  return squareTable(parseDelimited(text, delimiter).map((row) => row.map(cleanText)));
}

/**
 * Reads decoded CSV text.
 * @internal
 */
export function readCsv(text: string, delimiter: string): TParsedDocument {
  const rows = csvRows(text, delimiter);
  const tables = rows.length > 0 ? [{ page: 1, lastPage: 1, title: null, context: titleLines(rows), rows }] : [];
  return { kind: 'csv', pageCount: 1, tables, pagesWithoutText: [] };
}
