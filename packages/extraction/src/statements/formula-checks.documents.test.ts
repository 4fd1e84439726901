import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readDocument } from '../read/read-document.js';
import type { TExtractedStatement } from '../types.js';
import { extractStatements } from './extract-statements.js';
import { checkStatement, type TCheckableLine } from './formula-checks.js';

/** Apple's 2024 10-K, read in place (never copied into the repository). */
const AAPL_10K = '/work/shared/data/documents/10k_html/aapl-10-k-2024-11-01.html';

/** A line as an audit stores it: every sign and unit written out, nothing else kept. */
const stored = (statement: TExtractedStatement): TCheckableLine[] =>
  statement.lines.map((line) => ({
    accountName: line.accountName,
    standardAccount: line.standardAccount,
    value: line.value,
    sign: line.sign ?? 1,
    unit: line.unit ?? null,
  }));
const recheck = (statement: TExtractedStatement, lines = stored(statement)) =>
  checkStatement(statement.statementType, lines, statement.unit);
const asExtracted = (statement: TExtractedStatement) =>
  statement.lines.map(({ formula, calculatedValue, gap, verified }) => ({ formula, calculatedValue, gap, verified }));

describe.skipIf(!existsSync(AAPL_10K) && process.env.CI !== 'true')(
  'checkStatement after extraction (Apple’s 2024 10-K)',
  () => {
    let statements: TExtractedStatement[];
    beforeAll(async () => {
      statements = extractStatements(await readDocument(new Uint8Array(readFileSync(AAPL_10K))));
    }, 30_000);

    it('gives every statement the checks extraction gave it when nothing was changed', () => {
      expect(new Set(statements.map((statement) => statement.statementType))).toEqual(
        new Set(['income_statement', 'balance_sheet', 'cash_flow_statement']),
      );
      for (const statement of statements) {
        const checks = recheck(statement);
        expect(
          checks.map(({ formula, calculatedValue, gap, verified }) => ({ formula, calculatedValue, gap, verified })),
          `${statement.statementType} ${statement.periodEnd}`,
        ).toEqual(asExtracted(statement));
        expect(checks.some((check) => check.hasGap)).toBe(false);
      }
    });

    it('verifies the cash flow’s net change in cash and its parts, and shows a gap once a part is edited', () => {
      const cashFlow = statements.find(
        (s) => s.statementType === 'cash_flow_statement' && s.periodEnd === '2024-09-28',
      );
      if (!cashFlow) throw new Error('no cash flow statement');
      const netChange = cashFlow.lines.findIndex((line) => line.accountName.startsWith('Increase/(Decrease) in cash'));
      const verifiedNames = (checks: { verified: boolean }[]) =>
        cashFlow.lines.filter((_, at) => checks[at]?.verified).map((line) => line.standardAccount ?? line.accountName);
      expect(verifiedNames(recheck(cashFlow))).toEqual([
        'operating_cash_flow',
        'investing_cash_flow',
        'financing_cash_flow',
        cashFlow.lines[netChange]?.accountName,
      ]);
      const edited = stored(cashFlow).map((line) =>
        line.standardAccount === 'investing_cash_flow' ? { ...line, value: line.value + 1_000 } : line,
      );
      const checks = recheck(cashFlow, edited);
      expect(checks[netChange]).toEqual({
        formula: 'operating_cash_flow + investing_cash_flow + financing_cash_flow',
        calculatedValue: 206,
        gap: -1_000,
        verified: false,
        hasGap: true,
      });
      expect(verifiedNames(checks)).toEqual([]);
    });
  },
);
