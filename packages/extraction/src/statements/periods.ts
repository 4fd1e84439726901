import type { TPeriodLength, TStatementType } from '../types.js';
import type { TExtractionReason } from './audit-reasons.js';
import { foldChinese } from './normalize-label.js';

/** One period column of a statement. `guess` says why a date or length was assumed. @internal */
export type TPeriodColumn = {
  periodEnd: string;
  periodStart: string | null;
  periodLength: TPeriodLength | null;
  guess: TExtractionReason | null;
  /** The fiscal year printed over a column headed by its year alone ("2024", "Fiscal 2024"). */
  yearLabel?: number;
};

type TDate = { year: number; month: number; day: number };
type TMention =
  | { cell: number; kind: 'date'; date: TDate }
  | { cell: number; kind: 'year'; year: number }
  | { cell: number; kind: 'relative'; offset: number };

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\\.?';
const DATE_PATTERNS: readonly [RegExp, (m: RegExpExecArray) => TDate][] = [
  [new RegExp(`\\b${MONTH}\\s+(\\d{1,2}),?\\s+(\\d{4})`, 'gi'), (m) => ymd(m[3], MONTHS[m[1]!.toLowerCase()], m[2])],
  [new RegExp(`\\b(\\d{1,2})\\s+${MONTH},?\\s+(\\d{4})`, 'gi'), (m) => ymd(m[3], MONTHS[m[2]!.toLowerCase()], m[1])],
  [/(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/g, (m) => ymd(m[1], Number(m[2]), m[3])],
  // Taiwan's Minguo years: 民國 112 年 12 月 31 日 is 2023-12-31.
  [
    /(?<!\d)(1[0-4]\d)\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/g,
    (m) => ymd(String(Number(m[1]) + 1911), Number(m[2]), m[3]),
  ],
  [/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => ymd(m[1], Number(m[2]), m[3])],
  [/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g, (m) => ymd(m[3], Number(m[1]), m[2])],
];
const MONTH_DAY = new RegExp(`\\b${MONTH}[^\\S\\n]+(\\d{1,2})\\b(?!,?[^\\S\\n]*\\d{4})`, 'i');
const YEAR_CELL = /^(?:(?:fiscal|fy)\s*(?:year\s*)?)?((?:19|20)\d{2})\s*(?:年(?:度)?|年\s*1\s*[-—–~至]+\s*12\s*月)?$/i;
/**
 * What a column heading prints beside its year that is not a period: the unit ("2024 HK$'000",
 * "RMB million 2024", "2024 $m", "2024 千元"), a restatement or audit mark, a note header.
 */
const BESIDE_YEAR =
  /(?:\b(?:[a-z]{1,3}\$|rmb|usd|hkd|eur|gbp|cny|sgd|aud|cad|jpy|twd|idr|inr|rp|rm)|[$£€¥￥])\s*(?:['’]?000'?s?|m|mn|bn|k|millions?|thousands?|billions?)?(?![a-z])|\b(?:millions?|thousands?|billions?)\b|(?:人民币|港币|港元|美元)?(?:十亿元|百万元|亿元|万元|千元|仟元|元)|\(?\b(?:restated|re-presented|audited|unaudited|as restated|note\s*\d*)\b\)?|[（(]经?重[述列][）)]/gi;
const CURRENT = /^(?:本期|本年|本期末|期末|本年末)(?:发生额|金额|数|余额|累计|累计数)?$/;
const PRIOR = /^(?:上期|上年|上年同期|期初|上年末|上年年末|年初|上期末)(?:发生额|金额|数|余额|累计|累计数)?$/;

const DURATIONS: readonly [RegExp, TPeriodLength][] = [
  [
    /\b(?:three|3)[- ]months?\b|\bquarters? ended\b|\b(?:13|thirteen|fourteen|14)[- ]weeks?\b|第[一二三四]季度|1\s*[-—–~至]+\s*3\s*月/i,
    '3M',
  ],
  [/\b(?:six|6)[- ]months?\b|\b(?:26|twenty-six)[- ]weeks?\b|半年度|1\s*[-—–~至]+\s*6\s*月/i, '6M'],
  [/\b(?:nine|9)[- ]months?\b|\b(?:39|thirty-nine)[- ]weeks?\b|前三季度|1\s*[-—–~至]+\s*9\s*月/i, '9M'],
  [
    /\b(?:twelve|12)[- ]months?\b|\byears?\s+ended\b|\bfiscal years?\b|\b(?:52|53)[- ]weeks?\b|\bannual\b|年度|1\s*[-—–~至]+\s*12\s*月/i,
    '1Y',
  ],
];

function ymd(year: string | undefined, month: number | undefined, day: string | undefined): TDate {
  return { year: Number(year), month: month ?? 0, day: Number(day) };
}

const iso = ({ year, month, day }: TDate) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function mentionsOf(cells: readonly string[]): TMention[] {
  const mentions: TMention[] = [];
  cells.forEach((raw, cell) => {
    const text = foldChinese(raw.normalize('NFKC')).replace(/\s+/g, ' ').trim();
    if (!text) return;
    const dates: { at: number; date: TDate }[] = [];
    for (const [pattern, build] of DATE_PATTERNS) {
      pattern.lastIndex = 0;
      for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
        if (!dates.some((found) => Math.abs(found.at - match.index) < 4))
          dates.push({ at: match.index, date: build(match) });
      }
    }
    if (dates.length > 0) {
      for (const { date } of dates.sort((a, b) => a.at - b.at)) mentions.push({ cell, kind: 'date', date });
      return;
    }
    // "2022年1-9月", "2022年前三季度（1-9月）", "2021 年 1—12 月": the period ends with the month.
    const range = /((?:19|20)\d{2})\s*年.*?1\s*[-—–~至]+\s*(\d{1,2})\s*月/.exec(text);
    if (range) {
      const year = Number(range[1]);
      const month = Number(range[2]);
      const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
      mentions.push({ cell, kind: 'date', date: { year, month, day } });
      return;
    }
    const compact = text.replace(/\s/g, '');
    const bare = text.replace(BESIDE_YEAR, ' ').replace(/\s+/g, ' ').trim();
    const year = YEAR_CELL.exec(text) ?? YEAR_CELL.exec(compact) ?? (bare !== text ? YEAR_CELL.exec(bare) : null);
    const minguo = /^(?:民国)?(1[0-4]\d)年度?$/.exec(compact);
    if (year) mentions.push({ cell, kind: 'year', year: Number(year[1]) });
    else if (minguo) mentions.push({ cell, kind: 'year', year: Number(minguo[1]) + 1911 });
    else if (/^(?:(?:19|20)\d{2}\s+){1,4}(?:19|20)\d{2}$/.test(text))
      for (const part of text.split(' ')) mentions.push({ cell, kind: 'year', year: Number(part) });
    else if (CURRENT.test(compact)) mentions.push({ cell, kind: 'relative', offset: 0 });
    else if (PRIOR.test(compact)) mentions.push({ cell, kind: 'relative', offset: -1 });
  });
  return mentions;
}

/** Input of `readPeriods`. @internal */
export type TPeriodInput = {
  statementType: TStatementType;
  columns: number;
  /** The rows above the first line, as printed. */
  headerRows: readonly (readonly string[])[];
  /** The table's title and context lines. */
  context: readonly string[];
  fiscalYear?: number | undefined;
};

/**
 * Reads the period of each value column from the header rows ("Years ended September 28, 2024",
 * "2024 2023 2022" under "Year Ended December 31,", "3 Months Ended" over "Mar. 29, 2025",
 * "2021年12月31日", "本期发生额/上期发生额" with the report year from the context or the hint).
 * Returns null when no period can be found at all.
 * @internal
 */
export function readPeriods(input: TPeriodInput): TPeriodColumn[] | null {
  const { columns, statementType } = input;
  const contextText = foldChinese(input.context.join('\n'));
  const headerText = foldChinese(input.headerRows.map((row) => row.join(' ')).join('\n'));
  const rows = input.headerRows.map((row) => mentionsOf(row));
  const lines = [...input.headerRows.flat(), ...input.context].map((line) => foldChinese(line));
  const columnDates = mentionsOf(mergeColumns(input.headerRows));
  const rowTexts = input.headerRows.map((row) => foldChinese(row.filter(Boolean).join(' ')));
  const headings = input.context
    .map((line) => foldChinese(line))
    .filter(
      (line) => line.length <= 100 && (PERIOD_CAPTION.test(line) || /^(?:(?:19|20)\d{2}\s*)+$/.test(line.trim())),
    );
  const ends = pickEnds(
    rows,
    rowTexts,
    columnDates,
    columns,
    `${headerText}\n${contextText}`,
    lines,
    input.fiscalYear,
    headings.map((line) => mentionsOf([line])),
  );
  if (!ends) return null;
  const lengths =
    statementType === 'balance_sheet'
      ? ends.map(() => null)
      : pickLengths(input.headerRows, columns, headerText, contextText);
  return ends.map((end, index) => {
    const length = lengths[index] ?? null;
    const lengthGuess = statementType !== 'balance_sheet' && length === null;
    const periodLength: TPeriodLength | null = statementType === 'balance_sheet' ? null : (length ?? '1Y');
    return {
      periodEnd: iso(end.date),
      periodStart: periodLength
        ? startOf(
            end.date,
            periodLength,
            ends.map((other) => other.date),
          )
        : null,
      periodLength,
      guess: end.guess ?? (lengthGuess ? { code: 'period_length_assumed', params: {} } : null),
      ...(end.yearLabel !== undefined && { yearLabel: end.yearLabel }),
    };
  });
}

type TEnd = { date: TDate; guess: TExtractionReason | null; yearLabel?: number };

/**
 * The header rows read down each column: "November 29," over "2024" is one heading, as a PDF
 * prints a date on two lines.
 */
function mergeColumns(headerRows: readonly (readonly string[])[]): string[] {
  const width = Math.max(0, ...headerRows.map((row) => row.length));
  return Array.from({ length: width }, (_, cell) =>
    headerRows
      .map((row) => row[cell] ?? '')
      .filter(Boolean)
      .join(' '),
  );
}

/**
 * The statements of one report cover the same years: a column headed by its year alone ("2024")
 * ends on the date the report prints for that year on any of its statements (the balance sheet's
 * "December 29, 2024", "At February 1, 2025"), not on an assumed December 31. Changes `periods`
 * in place.
 * @internal
 */
export function agreeOnPeriods(statements: readonly TPeriodColumn[][], texts: readonly string[]): void {
  const anchors = [
    ...statements.flat().flatMap((period) => (period.guess === null ? [dateOf(period.periodEnd)] : [])),
    ...datesIn(texts.join('\n')),
  ];
  for (const periods of statements) {
    if (!periods.every((period) => period.guess?.code === 'period_end_assumed' && period.yearLabel !== undefined))
      continue;
    const resolved = resolveYearLabels(
      periods.map((period) => period.yearLabel ?? 0),
      anchors,
    );
    if (!resolved.every(Boolean)) continue;
    const ends = resolved.map((found) => found?.date as TDate);
    periods.forEach((period, index) => {
      const found = resolved[index];
      if (!found) return;
      period.periodEnd = iso(found.date);
      if (found.printed) period.guess = null;
      if (period.periodLength) period.periodStart = startOf(found.date, period.periodLength, ends);
    });
  }
}

function dateOf(text: string): TDate {
  const [year, month, day] = text.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

/**
 * The full dates a text prints as the end of a period ("At December 29, 2024 and December 31,
 * 2023", "Fiscal years ended …"); a date on a line of its own (an auditor's signature) is not one.
 * @internal
 */
export function datesIn(text: string): TDate[] {
  const captions = text.split('\n').filter((line) => PERIOD_CAPTION.test(line));
  return mentionsOf(captions).flatMap((mention) => (mention.kind === 'date' ? [mention.date] : []));
}
const PERIOD_CAPTION = /\b(?:ended|ending|as (?:of|at)|at|years?|weeks?|months?|periods?)\b|止|年度|期末|期初/i;

/**
 * The day a fiscal year labelled by its year alone ends, from the full dates the report prints
 * elsewhere (its balance sheet dates, "fiscal year ended …"). A year ends on a date of the same
 * year, or, when the report labels years by the calendar year they start in (retailers' "Fiscal
 * 2024" ending February 1, 2025), of the next year: the reading that places more of the labelled
 * years wins, the same year on a tie. Years no date places are extrapolated from the nearest one
 * that is: whole years for a month-end date, 52 weeks for a 52/53-week year.
 * @internal
 */
export function resolveYearLabels(
  years: readonly number[],
  anchors: readonly TDate[],
): ({ date: TDate; printed: boolean } | null)[] {
  // A year labelled by the year it starts in ends early in the next one (retailers' January/February).
  const byYear = (year: number, offset: number) =>
    anchors.filter((date) => date.year === year + offset && (offset === 0 || date.month <= 3));
  const placed = [0, 1].map((offset) => years.map((year) => byYear(year, offset)[0] ?? null));
  const hits = placed.map((dates) => dates.filter(Boolean).length);
  const chosen = (hits[1] ?? 0) > (hits[0] ?? 0) ? (placed[1] ?? []) : (placed[0] ?? []);
  if (!chosen.some(Boolean)) return years.map(() => null);
  return chosen.map((date, index) => {
    if (date) return { date, printed: true };
    let nearest = -1;
    chosen.forEach((other, at) => {
      if (other && (nearest < 0 || Math.abs(at - index) < Math.abs(nearest - index))) nearest = at;
    });
    const from = chosen[nearest];
    const yearsApart = (years[nearest] ?? 0) - (years[index] ?? 0);
    if (!from) return null;
    const shifted = shiftYears(from, yearsApart, anchors);
    // A year that ends on a month's last day ends on the same day every year: no assumption is made.
    return { date: shifted.date, printed: !shifted.weekly };
  });
}

/** A fiscal year end `years` earlier: the same month end, or 52 weeks a year when the report's year ends move. */
function shiftYears(from: TDate, years: number, anchors: readonly TDate[]): { date: TDate; weekly: boolean } {
  const isMonthEnd = (date: TDate) => new Date(Date.UTC(date.year, date.month, 0)).getUTCDate() === date.day;
  const weekly = anchors.some((date) => date.month === from.month && date.day !== from.day) || !isMonthEnd(from);
  if (weekly) return { date: addDays(from, -364 * years), weekly };
  const day = new Date(Date.UTC(from.year - years, from.month, 0)).getUTCDate();
  return { date: { year: from.year - years, month: from.month, day }, weekly };
}

function pickEnds(
  rows: readonly TMention[][],
  rowTexts: readonly string[],
  columnDates: readonly TMention[],
  columns: number,
  text: string,
  lines: readonly string[],
  fiscalYear: number | undefined,
  contextRows: readonly TMention[][],
): TEnd[] | null {
  const best = (kind: TMention['kind']) =>
    rows
      .map((mentions) => mentions.filter((mention) => mention.kind === kind))
      .sort((a, b) => b.length - a.length)[0] ?? [];
  const dates = best('date');
  if (dates.length >= columns) {
    return dates.slice(0, columns).map((mention) => ({ date: (mention as { date: TDate }).date, guess: null }));
  }
  const merged = columnDates.filter((mention) => mention.kind === 'date');
  if (merged.length === columns) {
    return merged.map((mention) => ({ date: (mention as { date: TDate }).date, guess: null }));
  }
  // A heading wrapped in narrow columns: "Years Ended January" over "31, 2025" in each column.
  const wrapped = wrappedDates(rowTexts, lines, columns);
  if (wrapped) return wrapped.map((date) => ({ date, guess: null }));
  // A PDF row whose cells split a date from its year ("January 31," | "2025" | "January 31, 2024").
  for (const row of rowTexts) {
    const joined = mentionsOf([row]).filter((mention) => mention.kind === 'date');
    if (joined.length === columns)
      return joined.map((mention) => ({ date: (mention as { date: TDate }).date, guess: null }));
  }
  const years = best('year');
  if (years.length >= columns) {
    const labels = years.slice(0, columns).map((mention) => (mention as { year: number }).year);
    const monthDayPrinted = lines.some((line) => MONTH_DAY.test(line));
    const anchored = monthDayPrinted ? [] : resolveYearLabels(labels, datesIn(text));
    if (anchored.length > 0 && anchored.every(Boolean))
      return anchored.flatMap((resolved, index) =>
        resolved
          ? [
              {
                date: resolved.date,
                guess: resolved.printed ? null : { code: 'period_end_assumed', params: {} },
                yearLabel: labels[index] ?? resolved.date.year,
              },
            ]
          : [],
      );
    const monthDay = lines.map((line) => MONTH_DAY.exec(line)).find((match) => match !== null) ?? null;
    const chinese = /[\u4e00-\u9fff]/.test(text);
    const month = monthDay ? (MONTHS[monthDay[1]!.toLowerCase().slice(0, 3)] ?? 12) : 12;
    const day = monthDay ? Number(monthDay[2]) : 31;
    const guess: TExtractionReason | null = monthDay || chinese ? null : { code: 'period_end_assumed', params: {} };
    return years.slice(0, columns).map((mention) => ({
      date: { year: (mention as { year: number }).year, month, day },
      guess,
      yearLabel: (mention as { year: number }).year,
    }));
  }
  // Headings printed above the table's first line, as a PDF lays out "2024 2023 2022" over a unit line.
  if (contextRows.length > 0) {
    const ends = pickEnds(contextRows, [], [], columns, text, lines, fiscalYear, []);
    if (ends?.every((end) => end.guess?.code !== 'periods_assumed')) return ends;
  }
  const relative = best('relative');
  const reportYear = yearFromText(text) ?? fiscalYear;
  if (relative.length >= columns && reportYear) {
    return relative.slice(0, columns).map((mention) => ({
      date: { year: reportYear + (mention as { offset: number }).offset, month: 12, day: 31 },
      guess: yearFromText(text) ? null : { code: 'period_year_from_hint', params: { year: reportYear } },
    }));
  }
  if (dates.length > 0 && dates.length < columns) return null;
  const year = reportYear;
  if (!year) return null;
  return Array.from({ length: columns }, (_, index) => ({
    date: { year: year - index, month: 12, day: 31 },
    guess: { code: 'periods_assumed', params: {} },
  }));
}

/**
 * Dates whose month is printed on the line above their day and year: a row of `columns` "31, 2025"
 * cells under a line naming `columns` months, paired left to right.
 */
function wrappedDates(rowTexts: readonly string[], lines: readonly string[], columns: number): TDate[] | null {
  const dayYear = /\b(\d{1,2}),?\s+((?:19|20)\d{2})\b/g;
  const monthName = new RegExp(`\\b${MONTH}(?!\\s*\\d)`, 'gi');
  for (const row of rowTexts) {
    const days = [...row.matchAll(dayYear)];
    if (days.length !== columns || new RegExp(`${MONTH}\\s+\\d`, 'i').test(row)) continue;
    for (const line of lines) {
      const months = [...line.matchAll(monthName)].map((match) => MONTHS[(match[1] ?? '').toLowerCase()]);
      if (months.length !== columns || months.some((month) => month === undefined)) continue;
      return days.map((match, index) => ymd(match[2], months[index], match[1]));
    }
  }
  // "September 28, | September 30, | September 24," over "2024 | 2023 | 2022", whatever cells they fell in.
  const monthDay = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})\\b,?(?!\\s*\\d{4})`, 'gi');
  const monthDays = rowTexts.map((row) => [...row.matchAll(monthDay)]).find((found) => found.length === columns);
  const years = rowTexts
    .map((row) => row.trim())
    .find((row) => new RegExp(`^(?:(?:19|20)\\d{2}\\s*){${columns}}$`).test(row));
  if (!monthDays || !years) return null;
  return years
    .split(/\s+/)
    .map((year, index) => ymd(year, MONTHS[(monthDays[index]?.[1] ?? '').toLowerCase()], monthDays[index]?.[2]));
}

/** The report's year from "2021 年 1—12 月", "2021年12月31日", "2021 年年度报告", "December 31, 2021". */
function yearFromText(text: string): number | null {
  const match =
    /((?:19|20)\d{2})\s*年\s*(?:1\s*[-—–~至]+\s*12\s*月|12\s*月\s*31\s*日|年度|度)/.exec(text) ??
    new RegExp(`${MONTH}\\s+\\d{1,2},?\\s+((?:19|20)\\d{2})`, 'i').exec(text);
  if (!match) return null;
  return Number(match[match.length - 1]);
}

function pickLengths(
  headerRows: readonly (readonly string[])[],
  columns: number,
  headerText: string,
  contextText: string,
): (TPeriodLength | null)[] {
  for (const row of headerRows) {
    const found = row.flatMap((cell) => {
      const length = lengthOf(cell);
      return length ? [length] : [];
    });
    if (found.length === 0) continue;
    if (found.length === columns) return found;
    if (new Set(found).size === 1) return Array.from({ length: columns }, () => found[0] ?? null);
    if (columns % found.length === 0) {
      const span = columns / found.length;
      return Array.from({ length: columns }, (_, index) => found[Math.floor(index / span)] ?? null);
    }
  }
  const length = lengthOf(headerText) ?? lengthOf(contextText);
  return Array.from({ length: columns }, () => length);
}

function lengthOf(text: string): TPeriodLength | null {
  return DURATIONS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

const MONTHS_OF: Record<TPeriodLength, number> = { '3M': 3, '6M': 6, '9M': 9, '1Y': 12 };

/** The first day of a period: the day after the previous column's end when that is one period earlier, else end − length + 1 day. */
function startOf(end: TDate, length: TPeriodLength, others: readonly TDate[]): string {
  const endTime = Date.UTC(end.year, end.month - 1, end.day);
  const months = MONTHS_OF[length];
  const expected = (months * 365.25) / 12;
  for (const other of others) {
    const days = (endTime - Date.UTC(other.year, other.month - 1, other.day)) / 86_400_000;
    if (Math.abs(days - expected) <= 8) return iso(addDays(other, 1));
  }
  const lastDayOfMonth =
    end.day >= 28 && new Date(Date.UTC(end.year, end.month, 1) - 86_400_000).getUTCDate() === end.day;
  if (lastDayOfMonth) {
    const start = new Date(Date.UTC(end.year, end.month - months, 1));
    return iso({ year: start.getUTCFullYear(), month: start.getUTCMonth() + 1, day: 1 });
  }
  const start = new Date(Date.UTC(end.year, end.month - 1 - months, end.day + 1));
  return iso({ year: start.getUTCFullYear(), month: start.getUTCMonth() + 1, day: start.getUTCDate() });
}

function addDays(date: TDate, days: number): TDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}
