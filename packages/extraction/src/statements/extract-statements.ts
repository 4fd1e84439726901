import type { TAccountKey } from '@app/statements';
import type {
  TExtractedLine,
  TExtractedStatement,
  TParsedDocument,
  TSourceTable,
  TStatementType,
  TValueUnit,
} from '../types.js';
import type { TExtractionReason } from './audit-reasons.js';
import { checkDocument } from './document-checks.js';
import { presentEquityKeys } from './equity-keys.js';
import { continues, pickStatementTables, scoreTable, splitAtTitles, titleLines } from './find-tables.js';
import { checkStatement } from './formula-checks.js';
import { joinWrappedLabels } from './join-wrapped-labels.js';
import { mapAccounts } from './map-accounts.js';
import { agreeOnPeriods, readPeriods, type TPeriodColumn } from './periods.js';
import {
  assignColumns,
  columnCount,
  dropNoteRefs,
  firstDataRow,
  isYearRow,
  sideColumns,
  splitRow,
  type TRawRow,
  type TRowLine,
} from './read-rows.js';
import { chartSigns } from './signs.js';
import { addStructuralKeys } from './structural-keys.js';
import { detectUnits, reportUnit } from './units.js';

/** Hints from the upload: the report's fiscal year (for "本期/上期" columns) and the company. @public */
export type TExtractionHints = { fiscalYear?: number; companyName?: string };

const TYPES = ['income_statement', 'balance_sheet', 'cash_flow_statement'] as const;
const MAX_CONTINUATIONS = 3;
const KEY_LINES: Record<TStatementType, readonly (readonly [TAccountKey, ...TAccountKey[]])[]> = {
  income_statement: [['revenue'], ['net_income', 'net_income_including_minority']],
  balance_sheet: [['total_assets']],
  cash_flow_statement: [['operating_cash_flow']],
};
const END_OF: Record<TStatementType, (label: string, key: TAccountKey | null) => boolean> = {
  income_statement: (_, key) => key === 'eps_diluted',
  balance_sheet: (_, key) => key === 'total_liabilities_and_equity',
  cash_flow_statement: (label) =>
    /end of (?:the )?(?:period|year)|ending balances?|期末现金及现金等价物余额/i.test(label),
};

/**
 * Finds the income statement, balance sheet and cash flow statement in a document's tables and
 * returns one statement per period column, with each printed line mapped to the standard chart
 * of accounts, and the chart's subtotal formulas checked.
 *
 * @param document - the tables a reader found (`readDocument`)
 * @param hints - the report's fiscal year, for columns headed "本期"/"上期" without a year
 * @returns statements in order income, balance, cash flow; each in the printed column order
 * @example
 * const statements = extractStatements(await readDocument(bytes), { fiscalYear: 2024 });
 * statements.find((s) => s.statementType === 'income_statement')?.lines.find((l) => l.standardAccount === 'revenue')?.value;
 * @public
 */
export function extractStatements(source: TParsedDocument, hints: TExtractionHints = {}): TExtractedStatement[] {
  const document = { ...source, tables: splitAtTitles(source.tables) };
  const picked = pickStatementTables(document);
  const paged = document.kind === 'pdf';
  const prepared = TYPES.flatMap((type) => {
    const choice = picked[type];
    if (!choice) return [];
    const start = paged ? chainStart(type, document.tables, choice.index) : choice.index;
    const statement = readStatement(type, document.tables, start, paged, hints);
    return statement ? [statement] : [];
  });
  agreeOnPeriods(
    prepared.map((statement) => statement.periods),
    prepared.flatMap((statement) => statement.texts),
  );
  const statements = prepared.flatMap((statement) => buildStatements(statement));
  checkDocument(
    statements,
    reportUnit(document.tables.flatMap((table) => [...(table.title ? [table.title] : []), ...table.context])),
  );
  return statements;
}

/** A statement's table as read, before its columns become statements. */
type TReadStatement = {
  type: TStatementType;
  first: TSourceTable;
  last: TSourceTable;
  lines: TRowLine[];
  periods: TPeriodColumn[];
  /** The statement's header and context, where its dates and unit are printed. */
  texts: string[];
  cellText: string;
};

function readStatement(
  type: TStatementType,
  tables: readonly TSourceTable[],
  index: number,
  paged: boolean,
  hints: TExtractionHints,
): TReadStatement | null {
  const first = tables[index];
  if (!first) return null;
  const firstRows = first.rows.map((row) => splitRow(row));
  const headerEnd = firstDataRow(firstRows);
  const header = firstRows.slice(0, headerEnd);
  const side = sideColumns(header);
  // Section headings above the first amount ("Current assets:") stay: they steer the mapping.
  let rows = [...header.filter((row) => row.label !== '' && row.tokens.length === 0), ...firstRows.slice(headerEnd)];
  let last = first;
  for (let next = index + 1; paged && next < tables.length && next <= index + MAX_CONTINUATIONS; next++) {
    const table = tables[next];
    if (!table || hasEnd(type, rows) || !continues(last, table)) break;
    const more = table.rows.map((row) => splitRow(row));
    rows = [...rows, ...more.slice(leadingHeaderRows(more))];
    last = table;
  }
  rows = joinWrappedLabels(
    type,
    dropNoteRefs(rows, side).filter((row) => !(isYearRow(row) && row.label === '')),
  );
  const columns = columnCount(rows);
  if (columns === 0) return null;
  const context = [...(first.title ? [first.title] : []), ...first.context];
  const periods = readPeriods({
    statementType: type,
    columns,
    headerRows: header.map((row) => row.cells),
    context: [...titleLines(first), ...context],
    fiscalYear: hints.fiscalYear,
  });
  if (!periods) return null;
  const texts = [
    ...header.map((row) => row.cells.join(' ')),
    ...(first.title ? [first.title] : []),
    ...[...first.context].reverse(),
  ];
  const cellText = rows
    .slice(0, 30)
    .flatMap((row) => row.cells)
    .join(' ');
  return { type, first, last, lines: assignColumns(rows, columns), periods, texts, cellText };
}

function buildStatements(statement: TReadStatement): TExtractedStatement[] {
  const { type, first, last, lines, periods } = statement;
  const chartKeys = mapAccounts(type, lines);
  addStructuralKeys(type, lines, chartKeys);
  const keys = type === 'balance_sheet' ? presentEquityKeys(chartKeys) : chartKeys;
  const units = detectUnits(statement.texts, statement.cellText);
  const signs = chartSigns(chartKeys, lines);
  return periods.map((period, column) => {
    const printed = lines.flatMap((line, at) => {
      const value = line.values[column];
      if (value === null || value === undefined) return [];
      const key = keys[at] ?? null;
      return [
        {
          accountName: line.label,
          standardAccount: key,
          value,
          ...(signs[at] === -1 && { sign: -1 as const }),
          ...lineUnit(key, units.unit, units.shareUnit),
        },
      ];
    });
    const checks = checkStatement(type, printed, units.unit);
    const extracted: TExtractedLine[] = printed.map((line, at) => {
      const check = checks[at];
      const { sign, unit, ...printedLine } = line;
      return {
        ...printedLine,
        formula: check?.formula ?? null,
        calculatedValue: check?.calculatedValue ?? null,
        gap: check?.gap ?? null,
        verified: check?.verified ?? false,
        ...(sign && { sign }),
        ...(unit && { unit }),
      };
    });
    const failures = extracted.flatMap((line, at): TExtractionReason[] =>
      checks[at]?.hasGap && line.formula !== null && line.gap !== null
        ? [{ code: 'formula_gap', params: { line: line.accountName, formula: line.formula, gap: line.gap } }]
        : [],
    );
    const found = new Set(extracted.map((line) => line.standardAccount));
    const missing = KEY_LINES[type].flatMap((alternatives): TExtractionReason[] =>
      alternatives.some((key) => found.has(key))
        ? []
        : [{ code: 'key_line_missing', params: { key: alternatives[0] } }],
    );
    const auditReasons: TExtractionReason[] = [
      ...(period.guess ? [period.guess] : []),
      ...units.guesses,
      ...failures,
      ...missing,
    ];
    return {
      statementType: type,
      periodStart: period.periodStart,
      periodEnd: period.periodEnd,
      periodLength: period.periodLength,
      currency: units.currency,
      unit: units.unit,
      page: first.page,
      lastPage: Math.max(last.lastPage, last.page),
      lines: extracted,
      needsAudit: auditReasons.length > 0,
      auditReasons,
    };
  });
}

/** The first page of a statement whose best-scoring table is a continuation page (no title of its own). */
function chainStart(type: TStatementType, tables: readonly TSourceTable[], index: number): number {
  let start = index;
  while (start > 0 && index - start < MAX_CONTINUATIONS) {
    const previous = tables[start - 1];
    const current = tables[start];
    if (!previous || !current || !continues(previous, current) || scoreTable(previous, type).score <= 0) break;
    start--;
  }
  return start;
}

function hasEnd(type: TStatementType, rows: readonly TRawRow[]): boolean {
  const lines = rows.map((row) => ({ label: row.label, hasValues: row.tokens.length > 0 }));
  const keys = mapAccounts(type, lines);
  return lines.some((line, at) => line.hasValues && END_OF[type](line.label, keys[at] ?? null));
}

/** Rows at the top of a continuation page that repeat the column headings. */
function leadingHeaderRows(rows: readonly TRawRow[]): number {
  let count = 0;
  for (const row of rows) {
    const text = row.cells.join(' ');
    const isHeading =
      (row.label === '' && isYearRow(row)) ||
      /^(?:项目|項目|附注|items?)\b/i.test(row.label) ||
      (row.tokens.length === 0 &&
        /\d{4}\s*年|\b(?:19|20)\d{2}\b/.test(text) &&
        row.label.length < 40 &&
        !/[:：]$/.test(row.label));
    if (!isHeading) break;
    count++;
  }
  return count;
}

/** Shares and per-share amounts are not in the statement's money unit. */
function lineUnit(key: TAccountKey | null, unit: TValueUnit, shareUnit: TValueUnit): { unit?: TValueUnit } {
  if (key === 'eps_basic' || key === 'eps_diluted') return unit === '1' ? {} : { unit: '1' };
  if (key === 'basic_shares' || key === 'diluted_shares') return shareUnit === unit ? {} : { unit: shareUnit };
  return {};
}
