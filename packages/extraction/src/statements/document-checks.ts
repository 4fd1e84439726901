/**
 * What the statements of one report must agree on, checked once all three are read:
 *
 * - **Units.** A statement whose unit is printed nowhere near it takes the unit the report's other
 *   statements print, when a line they share agrees as printed (the cash flow's net income with the
 *   income statement's, the cash flow's ending cash with the balance sheet's); it stays flagged
 *   when nothing confirms it; with no unit stated anywhere, amounts stay as printed and flagged.
 *   Share counts take the unit that makes diluted EPS × weighted shares equal net income ("in
 *   thousands, except share data" prints shares in ones).
 * - **Cross-statement checks**, as audit reasons with the gap: net income on the cash flow =
 *   net income on the income statement; ending cash on the cash flow = cash (with restricted cash
 *   where printed) on the balance sheet; total assets = total liabilities + temporary equity +
 *   total equity where the balance sheet prints no total of liabilities and equity to check.
 *
 * Changes the statements in place.
 */
import type { TAccountKey } from '@app/statements';
import {
  STATEMENT_TYPES,
  type TExtractedLine,
  type TExtractedStatement,
  type TValueUnit,
  UNIT_SCALE,
} from '../types.js';
import type { TExtractionReason } from './audit-reasons.js';
import { chartEquityKeys } from './equity-keys.js';

/** EPS is rounded to cents: the identity holds to about 1 % (a few % for small EPS). */
const EPS_TOLERANCE = 0.02;
const SHARE_UNITS: readonly TValueUnit[] = ['1', 'K', 'M', 'B'];
const MONETARY_FUNDS = /货币资金|貨幣資金|cash and bank balances|bank balances and cash/i;
const ENDING_CASH = /end of (?:the )?(?:period|year)|ending balances?|期末现金及现金等价物余额/i;

/** @internal */
export function checkDocument(statements: TExtractedStatement[], reportUnit: TValueUnit | null = null): void {
  agreeOnUnits(statements, reportUnit);
  // A report with two of the three statements lost one (a file of one statement is one on purpose).
  const missing = STATEMENT_TYPES.filter((type) => !statements.some((statement) => statement.statementType === type));
  if (missing.length === 1)
    for (const statement of statements)
      for (const type of missing) {
        statement.auditReasons.push({ code: 'statement_not_found', params: { statement: type } });
        statement.needsAudit = true;
      }
  for (const statement of statements.filter((s) => s.statementType === 'income_statement')) fixShareUnit(statement);
  for (const statement of statements) {
    const reasons = crossChecks(statement, statements);
    if (reasons.length === 0) continue;
    statement.auditReasons.push(...reasons);
    statement.needsAudit = true;
  }
}

const isGuessed = (statement: TExtractedStatement) =>
  statement.auditReasons.some((reason) => reason.code === 'unit_guessed');

/** A line's value in full currency units. */
function full(statement: TExtractedStatement, line: TExtractedLine): number {
  return line.value * (line.sign ?? 1) * UNIT_SCALE[line.unit ?? statement.unit];
}

function lineOf(statement: TExtractedStatement | undefined, key: TAccountKey): TExtractedLine | undefined {
  if (!statement) return undefined;
  const lines = statement.statementType === 'balance_sheet' ? chartEquityKeys(statement.lines) : statement.lines;
  return lines.find((line) => line.standardAccount === key);
}

function samePeriod(statements: readonly TExtractedStatement[], statement: TExtractedStatement, type: string) {
  return statements.find(
    (other) =>
      other.statementType === type &&
      other.periodEnd === statement.periodEnd &&
      (other.periodLength === null || statement.periodLength === null || other.periodLength === statement.periodLength),
  );
}

/** `reportUnit`: the unit the report states for all its figures away from the statements, if any. */
function agreeOnUnits(statements: readonly TExtractedStatement[], reportUnit: TValueUnit | null): void {
  const stated = statements.filter((statement) => !isGuessed(statement));
  const counts = new Map<TValueUnit, number>();
  for (const statement of stated) counts.set(statement.unit, (counts.get(statement.unit) ?? 0) + 1);
  const documentUnit = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? reportUnit ?? undefined;
  const guessed = statements.filter(isGuessed);
  for (const statement of guessed) {
    // With no unit stated anywhere the amounts stay as printed, flagged: EPS × shares = net income
    // holds in thousands as in ones, so no magnitude check can tell them apart.
    const unit = documentUnit;
    if (!unit) continue;
    statement.unit = unit;
    statement.auditReasons = statement.auditReasons.map((reason) =>
      reason.code === 'unit_guessed' ? { code: 'unit_guessed', params: { unit } } : reason,
    );
  }
  agreeOnCurrency(statements);
  // A statement confirmed by another lets a third confirm against it (balance sheet → cash flow → income).
  for (let pass = 0; pass < 2; pass++)
    for (const statement of guessed.filter(isGuessed)) {
      const isStatedForReport = stated.length === 0 && reportUnit !== null && statement.unit === reportUnit;
      if (!isStatedForReport && !confirmsUnit(statement, statements)) continue;
      statement.auditReasons = statement.auditReasons.filter((reason) => reason.code !== 'unit_guessed');
      statement.needsAudit = statement.auditReasons.length > 0;
    }
}

/** A statement whose currency is printed nowhere near it takes the one its report's other statements print. */
function agreeOnCurrency(statements: readonly TExtractedStatement[]): void {
  const isGuess = (statement: TExtractedStatement) =>
    statement.auditReasons.some((reason) => reason.code === 'currency_guessed');
  const printed = new Set(statements.filter((statement) => !isGuess(statement)).map((statement) => statement.currency));
  const [currency] = printed;
  if (printed.size !== 1 || !currency) return;
  for (const statement of statements.filter(isGuess)) {
    statement.currency = currency;
    statement.auditReasons = statement.auditReasons.filter((reason) => reason.code !== 'currency_guessed');
    statement.needsAudit = statement.auditReasons.length > 0;
  }
}

/** A line the statement shares with another of the same report agrees as printed in the unit taken. */
function confirmsUnit(statement: TExtractedStatement, statements: readonly TExtractedStatement[]): boolean {
  const pairs: [string, TAccountKey, TAccountKey][] =
    statement.statementType === 'cash_flow_statement'
      ? [
          ['income_statement', 'cash_flow_net_income', 'net_income'],
          ['income_statement', 'cash_flow_net_income', 'net_income_including_minority'],
        ]
      : statement.statementType === 'income_statement'
        ? [
            ['cash_flow_statement', 'net_income', 'cash_flow_net_income'],
            ['cash_flow_statement', 'net_income_including_minority', 'cash_flow_net_income'],
          ]
        : [['cash_flow_statement', 'cash_and_equivalents', 'cash_and_equivalents']];
  return pairs.some(([type, own, theirs]) => {
    const other = samePeriod(statements, statement, type);
    const mine = lineOf(statement, own);
    const their = lineOf(other, theirs) ?? (other && theirs === 'cash_and_equivalents' ? endingCash(other) : undefined);
    return other && !isGuessed(other) && mine && their && near(full(statement, mine), full(other, their), 0.001);
  });
}

function endingCash(statement: TExtractedStatement): TExtractedLine | undefined {
  return statement.lines.find((line) => line.standardAccount === null && ENDING_CASH.test(line.accountName));
}

/** Share counts in the unit that makes EPS × weighted shares = net income (most columns agreeing). */
function fixShareUnit(statement: TExtractedStatement): void {
  const eps = lineOf(statement, 'eps_diluted') ?? lineOf(statement, 'eps_basic');
  const netIncome = lineOf(statement, 'net_income') ?? lineOf(statement, 'net_income_including_minority');
  const shareLines = statement.lines.filter(
    (line) => line.standardAccount === 'diluted_shares' || line.standardAccount === 'basic_shares',
  );
  const shares = shareLines.find((line) => line.standardAccount === 'diluted_shares') ?? shareLines[0];
  if (!eps || !netIncome || !shares || eps.value === 0) return;
  const income = full(statement, netIncome);
  const current = shares.unit ?? statement.unit;
  if (near(eps.value * shares.value * UNIT_SCALE[current], income, EPS_TOLERANCE)) return;
  const fitting = SHARE_UNITS.find((unit) => near(eps.value * shares.value * UNIT_SCALE[unit], income, EPS_TOLERANCE));
  if (!fitting) return;
  for (const line of shareLines) {
    if (fitting === statement.unit) delete line.unit;
    else line.unit = fitting;
  }
}

function near(a: number, b: number, relative: number): boolean {
  return Math.abs(a - b) <= Math.max(Math.abs(a), Math.abs(b)) * relative + 1e-9;
}

/** Half the last printed digit of a statement in full units, per value compared. */
function tolerance(statement: TExtractedStatement): number {
  return UNIT_SCALE[statement.unit];
}

function crossChecks(statement: TExtractedStatement, statements: readonly TExtractedStatement[]): TExtractionReason[] {
  const reasons: TExtractionReason[] = [];
  const gapReason = (code: 'net_income_mismatch' | 'ending_cash_mismatch' | 'balance_identity_gap', gap: number) =>
    reasons.push({ code, params: { gap: Math.round((gap / UNIT_SCALE[statement.unit]) * 100) / 100 } });
  if (statement.statementType === 'cash_flow_statement') {
    const income = samePeriod(statements, statement, 'income_statement');
    const own = lineOf(statement, 'cash_flow_net_income');
    const candidates = [lineOf(income, 'net_income_including_minority'), lineOf(income, 'net_income')].filter(
      (line): line is TExtractedLine => line !== undefined,
    );
    if (income && own && candidates.length > 0) {
      const gaps = candidates.map((line) => full(statement, own) - full(income, line));
      const smallest = gaps.reduce((a, b) => (Math.abs(b) < Math.abs(a) ? b : a));
      if (Math.abs(smallest) > tolerance(statement)) gapReason('net_income_mismatch', smallest);
    }
    const balance = samePeriod(statements, statement, 'balance_sheet');
    const ending = endingCash(statement);
    const cash = lineOf(balance, 'cash_and_equivalents');
    // 货币资金 (monetary funds) is not cash and cash equivalents: deposits in and out differ by definition.
    if (balance && ending && cash && !MONETARY_FUNDS.test(cash.accountName)) {
      // An ending balance with restricted cash adds the balance sheet's restricted assets (all or one of them).
      const assetsEnd = balance.lines.findIndex((line) => line.standardAccount === 'total_assets');
      const restricted = balance.lines
        .slice(0, assetsEnd < 0 ? undefined : assetsEnd)
        .filter((line) => /restricted|受限/i.test(line.accountName))
        .map((line) => full(balance, line));
      const includesRestricted = /restricted|受限/i.test(ending.accountName);
      if (!includesRestricted || restricted.length > 0) {
        const extras = includesRestricted ? [restricted.reduce((sum, value) => sum + value, 0), ...restricted] : [0];
        const gaps = extras.map((extra) => full(statement, ending) - full(balance, cash) - extra);
        const gap = gaps.reduce((a, b) => (Math.abs(b) < Math.abs(a) ? b : a));
        if (Math.abs(gap) > tolerance(statement) * (1 + restricted.length)) gapReason('ending_cash_mismatch', gap);
      }
    }
  }
  if (statement.statementType === 'balance_sheet' && !lineOf(statement, 'total_liabilities_and_equity')) {
    const assets = lineOf(statement, 'total_assets');
    const liabilities = lineOf(statement, 'total_liabilities');
    const equity = lineOf(statement, 'total_equity_including_minority') ?? lineOf(statement, 'total_equity');
    if (assets && liabilities && equity) {
      const minority = lineOf(statement, 'total_equity_including_minority')
        ? undefined
        : lineOf(statement, 'minority_interest');
      const temporary = lineOf(statement, 'temporary_equity');
      const sum = [liabilities, equity, minority, temporary].reduce(
        (total, line) => total + (line ? full(statement, line) : 0),
        0,
      );
      const gap = full(statement, assets) - sum;
      if (Math.abs(gap) > tolerance(statement) * 2) gapReason('balance_identity_gap', gap);
    }
  }
  return reasons;
}
