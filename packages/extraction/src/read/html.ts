/**
 * HTML reader (SEC 10-K/10-Q inline-XBRL `.htm`, and the HTML that the DOCX reader makes): every
 * `<table>` becomes a table, with the text lines just above it as context. The walk itself
 * (hidden content, cells, spans) is `html-walk.ts`.
 */
import type { TParsedDocument, TSourceTable } from '../types.js';
import { layoutColumns, mergeNumberAffixes } from './columns.js';
import { type THtmlTable, walkHtml } from './html-walk.js';

/** Lines kept as a table's context (nearest last). */
const CONTEXT_LINES = 6;
/** Characters kept of a long context line. */
const CONTEXT_LINE_LENGTH = 300;
/** A heading longer than this is a paragraph that happens to be bold. */
const HEADING_MAX_LENGTH = 150;

type TLine = { text: string; isHeading: boolean };

/**
 * Reads every table of an HTML document (decoded: the detector chose the charset).
 * @internal
 */
export function readHtml(html: string): TParsedDocument {
  return { kind: 'html', pageCount: 1, tables: readHtmlTables(html), pagesWithoutText: [] };
}

/** The tables of an HTML string, in document order (`page` is the 1-based order). @internal */
export function readHtmlTables(html: string): TSourceTable[] {
  const done: { order: number; table: Omit<TSourceTable, 'page' | 'lastPage'> }[] = [];
  /** The open tables' order and context (a nested table takes its outer table's context). */
  const open: { order: number; context: TLine[] }[] = [];
  let lines: TLine[] = [];
  let order = 0;
  walkHtml(html, {
    line({ text, headingTag, isBold }) {
      lines.push({ text: clip(text), isHeading: isHeadingLine(text, headingTag !== null, isBold) });
      if (lines.length > CONTEXT_LINES * 2) lines = lines.slice(-CONTEXT_LINES);
    },
    tableOpen() {
      const context = open.length > 0 ? open[open.length - 1]!.context : lines;
      open.push({ order: order++, context: context.slice(-CONTEXT_LINES) });
    },
    tableClose(table) {
      const { order: tableOrder, context } = open.pop()!;
      const rows = htmlTableRows(table);
      if (rows.length > 0) {
        const title = [...context].reverse().find((l) => l.isHeading)?.text ?? null;
        done.push({ order: tableOrder, table: { title, context: context.map((l) => l.text), rows } });
      }
      if (open.length === 0) lines = [];
    },
  });
  done.sort((a, b) => a.order - b.order);
  return done.map(({ table }, i) => ({ page: i + 1, lastPage: i + 1, ...table }));
}

/**
 * A table's rows of cell texts as printed: a lone `$`, `(` or `)` cell glued to its number, and
 * the grid's empty columns (spacers) and empty rows dropped.
 * @internal
 */
export function htmlTableRows(table: THtmlTable): string[][] {
  return layoutColumns(table.rows.map(mergeNumberAffixes));
}

/**
 * A line that reads as a heading: short, with letters, not a unit line ("(In millions)") or a page
 * number, and marked up as a heading, set in bold, or in capitals.
 * @internal
 */
export function isHeadingLine(text: string, isHeadingTag: boolean, isBold: boolean): boolean {
  return canBeHeading(text) && (isHeadingTag || isBold || isCaps(text));
}

/** Keeps the end of a long paragraph: the part next to the table ("… (in millions):"). */
function clip(text: string): string {
  return text.length > CONTEXT_LINE_LENGTH ? `…${text.slice(-CONTEXT_LINE_LENGTH)}` : text;
}

/** Unit lines ("(In millions)") and page numbers are not headings, even in bold. */
function canBeHeading(text: string): boolean {
  return text.length <= HEADING_MAX_LENGTH && !text.startsWith('(') && /\p{L}/u.test(text);
}

/** An all-capitals line with some words ("CONSOLIDATED BALANCE SHEETS"), which 10-Ks use as headings. @internal */
export function isCaps(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length >= 6 && letters === letters.toUpperCase();
}
