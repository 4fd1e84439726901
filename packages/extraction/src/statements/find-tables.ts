import type { TParsedDocument, TSourceTable, TStatementType } from '../types.js';
import { joinWrappedLabels } from './join-wrapped-labels.js';
import { mapAccounts } from './map-accounts.js';
import { foldChinese } from './normalize-label.js';
import { firstDataRow, splitRow } from './read-rows.js';

const TITLES: Record<TStatementType, RegExp> = {
  income_statement:
    /statements? of (?:consolidated )?(?:operations|income|earnings|profit or loss)|income statements?|statements? of comprehensive (?:income|loss)|利润表|损益表/i,
  balance_sheet: /balance sheets?|statements? of (?:consolidated )?financial (?:position|condition)|资产负债表/i,
  cash_flow_statement: /statements? of (?:consolidated )?cash flows?|cash flows? statements?|现金流量表/i,
};
const ONLY_COMPREHENSIVE = /statements? of comprehensive (?:income|loss)/i;
const EQUITY_STATEMENT =
  /statements? of (?:changes in )?(?:stockholders'?|shareholders'?|shareowners'?|owners'?)? ?equity|所有者权益变动表|股东权益变动表|权益变动表/i;
const PARENT = /母公司|parent company|registrant only|condensed financial information of (?:the )?registrant/i;
const CONSOLIDATED = /consolidated|合并/i;
const NOT_PRIMARY =
  /\bsegment|\bquarterly (?:financial )?(?:data|results)|selected financial data|percentage of (?:net )?(?:revenue|sales)|supplemental|pro forma|分部|\bnote \d/i;

/** Why a table was picked for a statement: its score and how many lines map to the chart. @internal */
export type TTableScore = { index: number; score: number; mappedKeys: number };

/** The title-like lines of a table: its title, the short context lines, and the text of its header rows. */
export function titleLines(table: TSourceTable): string[] {
  const rows = table.rows.map((row) => splitRow(row));
  const headerRows = table.rows.slice(0, Math.min(firstDataRow(rows), 4));
  const header = headerRows.map((row) => row.filter((cell) => cell.trim()).join(' '));
  return [...(table.title ? [table.title] : []), ...table.context.slice(-6), ...header]
    .map((line) => foldChinese(line.normalize('NFKC')).replace(/[’‘]/g, "'"))
    .filter((line) => line.length <= 160);
}

/**
 * Scores a table as one statement type: its title (statement name, consolidated or parent
 * company, notes and segments) and how many distinct chart keys its lines map to.
 * @internal
 */
export function scoreTable(table: TSourceTable, type: TStatementType): { score: number; mappedKeys: number } {
  const rows = table.rows.map((row) => splitRow(row));
  const start = firstDataRow(rows);
  const lines = joinWrappedLabels(type, rows.slice(start)).map((row) => ({
    label: row.label,
    hasValues: row.tokens.length > 0,
  }));
  const keys = new Set(mapAccounts(type, lines).filter((key) => key !== null));
  const titles = titleLines(table);
  const near = titles.join('\n');
  let score = keys.size * 3;
  const titled = titles.some((line) => TITLES[type].test(line));
  if (titled) score += 20;
  // The statement's own heading ("合并现金流量表", "CONSOLIDATED BALANCE SHEETS"), not a sentence or a note naming it.
  if (titles.some((line) => TITLES[type].test(line) && isBareTitle(line))) score += 10;
  if (
    type === 'income_statement' &&
    titles.some((line) => ONLY_COMPREHENSIVE.test(line)) &&
    !titles.some((line) => /operations|earnings|利润表|statements? of income\b/i.test(line))
  )
    score -= 15;
  for (const other of ['income_statement', 'balance_sheet', 'cash_flow_statement'] as const) {
    if (other !== type && titles.some((line) => TITLES[other].test(line)) && !titled) score -= 10;
  }
  if (titles.some((line) => EQUITY_STATEMENT.test(line))) score -= 30;
  if (titles.some((line) => PARENT.test(line))) score -= 25;
  else if (CONSOLIDATED.test(near)) score += 5;
  if (NOT_PRIMARY.test(table.title ?? '') || titles.some((line) => NOT_PRIMARY.test(line))) score -= 15;
  if (titles.some((line) => /变动比例|\(%\)|% change|percent change/i.test(line))) score -= 20;
  const percentCells = table.rows.flat().filter((cell) => /%\s*$/.test(cell)).length;
  if (percentCells > 2) score -= 20;
  return { score, mappedKeys: keys.size };
}

function isBareTitle(line: string): boolean {
  const rest = line
    .replace(/^.*?(?=consolidated|condensed|合并|合併|statements?|balance|income|利润表|资产负债表|现金流量表)/i, '')
    .replace(/\(unaudited\)|\s-\s.*$|\(in [^)]*\)/gi, '');
  return rest.length <= 60 && !/补充资料|note|附注|变动|分析|\[abstract\]/i.test(rest);
}

/** Keys that anchor a statement: without one of them a table is not that statement. */
const MIN_KEYS = 3;

/**
 * Picks the primary table of each statement type: the best-scoring table with at least three
 * lines mapped to the chart. Returns table indices.
 * @internal
 */
export function pickStatementTables(document: TParsedDocument): Partial<Record<TStatementType, TTableScore>> {
  const picked: Partial<Record<TStatementType, TTableScore>> = {};
  // On PDF pages a statement is scored with the pages it continues on.
  const candidates =
    document.kind === 'pdf'
      ? document.tables.map((_, index) => withContinuations(document.tables, index))
      : document.tables;
  for (const type of ['income_statement', 'balance_sheet', 'cash_flow_statement'] as const) {
    candidates.forEach((table, index) => {
      const { score, mappedKeys } = scoreTable(table, type);
      if (mappedKeys < MIN_KEYS) return;
      const best = picked[type];
      if (!best || score > best.score) picked[type] = { index, score, mappedKeys };
    });
  }
  return picked;
}

const MAX_CONTINUATIONS = 3;

function withContinuations(tables: readonly TSourceTable[], index: number): TSourceTable {
  const first = tables[index] as TSourceTable;
  let merged = first;
  let last = first;
  for (let next = index + 1; next < tables.length && next <= index + MAX_CONTINUATIONS; next++) {
    const table = tables[next];
    if (!table || !continues(last, table)) break;
    merged = { ...merged, lastPage: table.lastPage, rows: [...merged.rows, ...table.rows] };
    last = table;
  }
  return merged;
}

/**
 * Whether a table continues the statement on the next page: it follows directly, and carries
 * no statement title of its own.
 * @internal
 */
export function continues(previous: TSourceTable, next: TSourceTable): boolean {
  if (next.page > previous.lastPage + 1 || next.page < previous.page) return false;
  const titles = [...(next.title ? [next.title] : []), ...next.context.slice(-4)].map((line) => foldChinese(line));
  return !titles.some(
    (line) =>
      line.length <= 160 &&
      (Object.values(TITLES).some((pattern) => pattern.test(line)) || EQUITY_STATEMENT.test(line)),
  );
}

/**
 * Splits a table where a statement title is printed as one of its rows (a reader that did not
 * break the page at "合并现金流量表" or "CONSOLIDATED BALANCE SHEETS"): the rows from the title
 * on become a table of their own, with the rows above as its context.
 * @internal
 */
export function splitAtTitles(tables: readonly TSourceTable[]): TSourceTable[] {
  return tables.flatMap((table) => {
    const parts: TSourceTable[] = [];
    let start = 0;
    let seenAmounts = false;
    table.rows.forEach((row, index) => {
      // A title only starts a new statement after the current one printed amounts.
      if (!seenAmounts || !isTitleRow(row)) {
        seenAmounts ||= splitRow(row).tokens.length > 0;
        return;
      }
      parts.push({ ...table, rows: table.rows.slice(start, index) });
      start = index;
      seenAmounts = false;
    });
    if (parts.length === 0) return [table];
    parts.push({ ...table, rows: table.rows.slice(start) });
    return parts.map((part, index) =>
      index === 0
        ? part
        : { ...part, title: part.rows[0]?.find((cell) => cell.trim()) ?? null, context: [], rows: part.rows.slice(1) },
    );
  });
}

/** Whether a line names one of the three statements or the statement of equity (any case, 简体 or 繁體). @internal */
export function isStatementTitle(line: string): boolean {
  const text = foldChinese(line.normalize('NFKC')).trim();
  return Object.values(TITLES).some((pattern) => pattern.test(text)) || EQUITY_STATEMENT.test(text);
}

function isTitleRow(row: readonly string[]): boolean {
  const cells = row.filter((cell) => cell.trim());
  if (cells.length !== 1) return false;
  const text = foldChinese((cells[0] ?? '').normalize('NFKC')).trim();
  if (text.length > 60 || /\[abstract\]/i.test(text)) return false;
  return Object.values(TITLES).some((pattern) => pattern.test(text)) || EQUITY_STATEMENT.test(text);
}
