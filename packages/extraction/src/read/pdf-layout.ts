/**
 * Tables from positioned text (a PDF page's text layer, or OCR words): tokens → lines (by
 * baseline) → cells (by horizontal gaps) → table regions (runs of lines that end in numbers) →
 * columns aligned across the region's lines. Pure: the PDF reader supplies the tokens.
 */

import type { TSourceTable } from '../types.js';
import { cleanText, endsLikeNumber, isNumberPrefix, isNumberSuffix, isNumberText } from './cells.js';
import { layoutColumnGrid, mergeNumberAffixes, type TGroup, type TSpanCell } from './columns.js';
import { joinContinuedTables } from './pdf-continuation.js';

/**
 * A word or run of text at a position; `y` is the baseline from the top of the page. `font` is
 * the PDF reader's name for its font (OCR words have none).
 * @internal
 */
export type TPdfToken = { x: number; y: number; width: number; height: number; text: string; font?: string };

/** One page's tokens. @internal */
export type TPdfPage = { number: number; width: number; height: number; tokens: TPdfToken[] };

/**
 * A line of a page: its cells left to right; `height` is its tallest word's, `textHeight` and
 * `font` are those most of its characters are set in (a check box or a symbol may stand taller).
 * @internal
 */
export type TPdfLine = { y: number; height: number; textHeight: number; cells: TSpanCell[]; font?: string };

/** A table found on one page, before continuation across pages is resolved. @internal */
export type TPageTable = {
  page: number;
  title: string | null;
  context: string[];
  /** The context holds a statement title ("CONSOLIDATED BALANCE SHEETS", "合并利润表"). */
  hasHeading: boolean;
  rows: string[][];
  /** Each column's horizontal extent, to match columns across a page break. */
  columns: TGroup[];
  /** The page's lines (indexes into the lines given) the table is made of, first and last. */
  firstLine: number;
  lastLine: number;
};

/** Tokens whose baselines differ by less than this share of the text height share a line. */
const SAME_LINE = 0.5;
/** A horizontal gap wider than this share of the text height starts a new cell. */
const CELL_GAP = 0.9;
/** A `)` or `%` this far (in text heights) after a number still belongs to it. */
const SUFFIX_GAP = 3;
/** Two numbers closer than this share of the text height (less than a space) are one cell. */
const NUMBER_GAP = 0.15;
/** A table may hold this many lines without numbers in a row (e.g. 结算备付金 … with no amounts). */
const MAX_TEXT_RUN = 8;
/** Between two numeric lines, a statement may list this many lines without amounts (CAS templates list every line). */
const MAX_INNER_TEXT_RUN = 40;
/** A vertical gap larger than this many typical line pitches ends a table. */
const MAX_PITCHES = 3;
/** A cell wider than this share of the page is prose or a title, never a table cell. */
const WIDE_CELL = 0.35;
/**
 * A line that is only part of a period heading ("Years Ended", "November", "29,"): a header line
 * wherever it starts, as a narrow page wraps a column's date over several lines.
 */
const PERIOD_HEADING =
  /^(?:(?:fiscal )?(?:years?|(?:three|six|nine|twelve) months|quarters?|periods?|weeks?) ended,?|(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?(?: \d{1,2},?)?|\d{1,2},?|(?:19|20)\d{2})$/i;
/** Header lines above the first numeric line that may join the table. */
const MAX_HEADER_LINES = 4;
/** Running heads and feet sit in this share of the page at the top or the bottom. */
const RUNNING_MARGIN = 0.12;
/** A line repeated on this share of the pages (and at least 3) is a running head or foot. */
const RUNNING_SHARE = 0.2;
/** Lines kept as context. */
const CONTEXT_LINES = 6;

/** "2021年12月31日", "2020年1—12月", "May 31, 2023": a period, not a title. */
const DATE_LINE = /^[\d\s年月日号—–\-~至.,/]+$|^[A-Za-z]+\.? \d{1,2}, \d{4}$/;
/** A line that states the unit amounts are printed in ("单位：元", "(In millions, except …"). @internal */
export const UNIT_LINE =
  /单位[:：]|币种[:：]|^\(?\s*(?:in|amounts in|dollars in|expressed in)\s+(?:millions|thousands|billions)/i;

/** Groups tokens into lines and lines into cells. @internal */
export function pageLines(tokens: TPdfToken[]): TPdfLine[] {
  const sorted = [...tokens].sort((a, b) => a.y - b.y || a.x - b.x);
  const groups: TPdfToken[][] = [];
  let current: TPdfToken[] = [];
  let lineY = 0;
  let lineHeight = 0;
  for (const token of sorted) {
    if (current.length > 0 && Math.abs(token.y - lineY) <= SAME_LINE * Math.max(lineHeight, token.height)) {
      current.push(token);
      lineHeight = Math.max(lineHeight, token.height);
      continue;
    }
    if (current.length > 0) groups.push(current);
    current = [token];
    lineY = token.y;
    lineHeight = token.height;
  }
  if (current.length > 0) groups.push(current);
  return groups.map((group) => {
    group.sort((a, b) => a.x - b.x);
    const height = Math.max(...group.map((t) => t.height));
    const font = mostCharacters(group, (t) => t.font);
    return {
      y: group[0]!.y,
      height,
      textHeight: mostCharacters(group, (t) => t.height) ?? height,
      cells: mergeNumberAffixes(splitCells(group, height)),
      ...(font ? { font } : {}),
    };
  });
}

/** The value most of the tokens' characters have. */
function mostCharacters<T>(tokens: TPdfToken[], pick: (token: TPdfToken) => T | undefined): T | undefined {
  const chars = new Map<T, number>();
  for (const token of tokens) {
    const value = pick(token);
    if (value !== undefined) chars.set(value, (chars.get(value) ?? 0) + token.text.length);
  }
  let best: T | undefined;
  let bestChars = -1;
  for (const [value, n] of chars) if (n > bestChars) [best, bestChars] = [value, n];
  return best;
}

function splitCells(tokens: TPdfToken[], height: number): TSpanCell[] {
  const cells: TSpanCell[] = [];
  let cell: TSpanCell | null = null;
  for (const token of tokens) {
    const end = Math.max(token.x + token.width, token.x + 0.1);
    if (cell) {
      const gap = token.x - cell.end;
      // `)` and `%` close the number before them even when set apart ("-16  %").
      if (isNumberSuffix(token.text) && endsLikeNumber(cell.text) && gap <= SUFFIX_GAP * height) {
        cell.text += token.text;
        cell.end = Math.max(cell.end, end);
        continue;
      }
      // A `$` opens the next amount, and two numbers a space apart are two cells ("51,217 $ 46,710");
      // with no space between, "50（1）" is one note reference and "每股收益(元/股)" one label.
      const isNewAmount =
        gap > NUMBER_GAP * height &&
        (isNumberPrefix(token.text) ||
          (isNumberText(lastWord(cell.text)) &&
            isNumberText(token.text) &&
            !isSpaceGrouped(cell.text, token.text, gap / height)));
      if (gap <= CELL_GAP * height && !isNewAmount) {
        cell.text = joinText(cell.text, token.text, gap, height);
        cell.end = Math.max(cell.end, end);
        continue;
      }
      cells.push(cell);
    }
    cell = { start: token.x, end, text: token.text };
  }
  if (cell) cells.push(cell);
  return cells.map((c) => ({ ...c, text: cleanText(c.text) }));
}

function lastWord(text: string): string {
  return text.slice(text.lastIndexOf(' ') + 1);
}

/** CJK runs join without a space; Latin words join with one when the gap looks like a space. */
function joinText(left: string, right: string, gap: number, height: number): string {
  const isCjk = /[\u3000-\u9fff\uff00-\uffef]$/.test(left) || /^[\u3000-\u9fff\uff00-\uffef]/.test(right);
  if (isCjk || gap < 0.12 * height) return left + right;
  return `${left} ${right}`;
}

/** A line with its text. @internal */
export type TTextLine = TPdfLine & { text: string };

type TLineInfo = TTextLine & {
  isNumeric: boolean;
  /** A title or a unit line: never inside a table. */
  isBreak: boolean;
  /** Where the line's first amount starts (`Infinity` without one). */
  valueStart: number;
};

/**
 * The tables of one page.
 * @internal
 */
export function pageTables(
  page: Pick<TPdfPage, 'number' | 'width'>,
  pageLines: TPdfLine[],
  carried: TTextLine[] = [],
): { tables: TPageTable[]; trailing: TTextLine[] } {
  const lines: TLineInfo[] = pageLines.map((line) => {
    const text = line.cells.map((c) => c.text).join(' ');
    const last = line.cells[line.cells.length - 1];
    const isNumeric = line.cells.length >= 2 && last !== undefined && isNumberText(last.text);
    const isBreak = !isNumeric && (UNIT_LINE.test(text) || isTitleText(text));
    const amounts = line.cells.slice(1).filter((c) => isNumberText(c.text));
    const valueStart = Math.min(...amounts.map((c) => c.start));
    return { ...line, text, isNumeric, isBreak, valueStart };
  });
  // Prose: a wide run of text that reaches into the amounts (a wide label left of them is a label).
  const isProse = (line: TLineInfo, valueStart: number) =>
    !line.isNumeric && line.cells.some((c) => c.end - c.start > WIDE_CELL * page.width && c.end > valueStart);
  const pitch = typicalPitch(lines);
  const regions: { first: number; last: number }[] = [];
  let region: { first: number; last: number; valueStart: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.isNumeric) continue;
    const open = region;
    const canJoin =
      open !== null &&
      i - open.last - 1 <= MAX_INNER_TEXT_RUN &&
      lines.slice(open.last + 1, i + 1).every((l, k) => {
        const gap = l.y - lines[open.last + k]!.y;
        return !l.isBreak && !isProse(l, open.valueStart) && gap <= MAX_PITCHES * pitch;
      });
    if (open && canJoin) {
      open.last = i;
      open.valueStart = Math.min(open.valueStart, line.valueStart);
    } else {
      if (open) regions.push(open);
      region = { first: i, last: i, valueStart: line.valueStart };
    }
  }
  if (region) regions.push(region);

  const tables: TPageTable[] = [];
  let floor = 0;
  for (const found of regions) {
    const numericLines = lines.slice(found.first, found.last + 1).filter((l) => l.isNumeric);
    if (numericLines.length < 2) continue;
    const valueStart = Math.min(
      ...numericLines.flatMap((l) =>
        l.cells
          .slice(1)
          .filter((c) => isNumberText(c.text))
          .map((c) => c.start),
      ),
    );
    const labelStart = Math.min(...numericLines.map((l) => l.cells[0]!.start));
    const labelEnd = Math.max(...numericLines.map((l) => l.cells[0]!.end));
    const isLabelLine = (line: TLineInfo) =>
      line.cells.length === 1 &&
      line.cells[0]!.start >= labelStart - 2 * line.height &&
      line.cells[0]!.start < labelEnd &&
      line.cells[0]!.end <= valueStart + line.height;
    // Above the first numeric line: row labels without amounts, then at most a few header lines
    // (periods, "附注", "YEAR ENDED MAY 31,"), up to a break (title, unit line, prose) or a gap.
    let first = found.first;
    let headerLines = 0;
    while (first - 1 >= floor && found.first - first < MAX_TEXT_RUN) {
      const above = lines[first - 1]!;
      if (above.isBreak || isProse(above, valueStart) || lines[first]!.y - above.y > 2.5 * pitch) break;
      if (headerLines === 0 && isLabelLine(above)) {
        first--;
        continue;
      }
      const isHeader = above.cells.length >= 2 || above.cells[0]!.start > labelEnd || PERIOD_HEADING.test(above.text);
      if (!isHeader || ++headerLines > MAX_HEADER_LINES) break;
      first--;
    }
    // Below the last numeric line: row labels without amounts (a page that ends mid-statement).
    let last = found.last;
    while (last + 1 < lines.length && last - found.last < MAX_TEXT_RUN) {
      const below = lines[last + 1]!;
      if (
        below.isBreak ||
        isProse(below, valueStart) ||
        below.y - lines[last]!.y > 1.6 * pitch ||
        !isLabelLine(below)
      ) {
        break;
      }
      last++;
    }
    const contextLines = lines.slice(Math.max(floor, first - CONTEXT_LINES), first);
    floor = last + 1;
    // Row labels are left-aligned but indented, and a centred "项目" heads them: start them all at
    // the label column's left edge so they form one column.
    const { rows, extents } = layoutColumnGrid(
      lines
        .slice(first, last + 1)
        .map((l) => l.cells.map((c, i) => (i === 0 && c.start < valueStart ? { ...c, start: labelStart } : c))),
    );
    if (rows.length === 0) continue;
    const bodyHeight = median(numericLines.map((l) => l.height));
    let context: TTextLine[] = contextLines;
    let heading = findHeading(context, bodyHeight);
    // A statement whose title ends the previous page and whose table starts this one.
    if (!heading && tables.length === 0 && carried.length > 0) {
      context = [...carried, ...contextLines].slice(-CONTEXT_LINES);
      heading = findHeading(context, bodyHeight);
    }
    tables.push({
      page: page.number,
      title: heading?.text ?? null,
      context: context.map((l) => l.text),
      hasHeading: heading !== undefined,
      rows,
      columns: extents,
      firstLine: first,
      lastLine: last,
    });
  }
  // Lines after the last table, from the last title on: a statement title at the foot of the page.
  const rest = lines.slice(floor);
  const lastTitle = rest.findLastIndex((l) => isTitleText(l.text));
  return { tables, trailing: lastTitle >= 0 ? rest.slice(lastTitle) : [] };
}

function findHeading(lines: TTextLine[], bodyHeight: number): TTextLine | undefined {
  return [...lines]
    .reverse()
    .filter((l) => !DATE_LINE.test(l.text))
    .find(
      (l) => isTitleText(l.text) || (l.height >= 1.25 * bodyHeight && /\p{L}/u.test(l.text) && !UNIT_LINE.test(l.text)),
    );
}

/**
 * The tables of a document's pages, with running heads and feet left out (see
 * {@link documentLines}), and tables that run over a page break joined.
 * @internal
 */
export function documentTables(pages: TPdfPage[]): TSourceTable[] {
  let carried: TTextLine[] = [];
  const lines = documentLines(pages);
  const perPage = pages.map((page, i) => {
    const found = pageTables(page, lines[i]!, carried);
    carried = found.trailing;
    return found.tables;
  });
  return joinContinuedTables(perPage);
}

/**
 * Each page's lines without its running head and foot: the same text at the same height near the
 * top or bottom of many pages, page numbers aside.
 * @internal
 */
export function documentLines(pages: TPdfPage[]): TPdfLine[][] {
  const lined = pages.map((page) => ({ page, lines: pageLines(page.tokens) }));
  const margin = (page: TPdfPage, line: TPdfLine) =>
    line.y < RUNNING_MARGIN * page.height || line.y > (1 - RUNNING_MARGIN) * page.height;
  const key = (line: TPdfLine) =>
    `${Math.round(line.y / 3)}|${line.cells
      .map((c) => c.text)
      .join(' ')
      .replace(/\d+/g, '#')}`;
  const counts = new Map<string, number>();
  for (const { page, lines } of lined) {
    for (const k of new Set(lines.filter((l) => margin(page, l)).map(key))) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const minPages = Math.max(3, RUNNING_SHARE * pages.length);
  const isRunning = (page: TPdfPage, line: TPdfLine) => margin(page, line) && (counts.get(key(line)) ?? 0) >= minPages;
  return lined.map(({ page, lines }) => lines.filter((l) => !isRunning(page, l)));
}

/**
 * "26 372": a number whose thousands are grouped by a space (as many European and IFRS reports
 * print them) is one amount: three digits a narrow space after a group of one to three digits
 * printed without commas.
 */
function isSpaceGrouped(before: string, token: string, gapInHeights: number): boolean {
  return gapInHeights < 0.5 && /(?:^|[\s(])\d{1,3}(?: \d{3})*$/.test(before) && /^\d{3}(?:[.,]\d+)?\)?$/.test(token);
}

/** A statement title: all capitals ("CONSOLIDATED BALANCE SHEETS") or a short Chinese name ending in 表. @internal */
export function isTitleText(text: string): boolean {
  if (UNIT_LINE.test(text) || text.startsWith('(')) return false;
  if (/^[^\d]{2,24}表(?:\s*[(（]续[)）])?$/.test(text)) return true;
  const letters = text.replace(/[^A-Za-z]/g, '');
  if (letters.length >= 8 && letters === letters.toUpperCase() && /STATEMENTS?|BALANCE SHEETS?/.test(text)) return true;
  // Not in capitals: a short line that is a statement's name ("… and subsidiaries consolidated balance sheets").
  return text.length <= 100 && NAMED_STATEMENT.test(text) && !/^(?:see|the accompanying|refer)\b/i.test(text.trim());
}

const NAMED_STATEMENT =
  /\bconsolidated (?:balance sheets?|statements? of (?:operations|income|earnings|comprehensive (?:income|loss)|cash flows?|financial (?:position|condition)))\s*(?:\(continued\))?$/i;

/** The usual distance between the baselines of consecutive lines (12 when there are too few). @internal */
export function typicalPitch(lines: TPdfLine[]): number {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) gaps.push(lines[i]!.y - lines[i - 1]!.y);
  const pitch = median(gaps.filter((g) => g > 0));
  return pitch > 0 ? pitch : 12;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
