import { BALANCE_KEYS, CASH_FLOW_KEYS, type TAccountKey, type TStatementKind } from './keys.js';
import type { TLineValue, TStatementPeriod } from './types.js';

/** The statement of every key, as a plain object: looked up on every line access. */
const STATEMENT_OF: Record<string, TStatementKind> = Object.fromEntries([
  ...BALANCE_KEYS.map((key) => [key, 'balance']),
  ...CASH_FLOW_KEYS.map((key) => [key, 'cash_flow']),
]);

/** The value of a line in whichever statement holds it, or `undefined` when it is missing. @public */
export function getLine(period: TStatementPeriod, key: TAccountKey): TLineValue | undefined {
  const lines: Partial<Record<TAccountKey, TLineValue>> = period[STATEMENT_OF[key] ?? 'income'];
  return lines[key];
}

/** Writes a line into the statement that holds it (mutates `period`). @public */
export function setLine(period: TStatementPeriod, key: TAccountKey, line: TLineValue): void {
  const lines: Partial<Record<TAccountKey, TLineValue>> = period[STATEMENT_OF[key] ?? 'income'];
  lines[key] = line;
}

/** A copy of a period whose three statements can be written without touching the original. @internal */
export function copyPeriod(period: TStatementPeriod): TStatementPeriod {
  return {
    ...period,
    income: { ...period.income },
    balance: { ...period.balance },
    cash_flow: { ...period.cash_flow },
  };
}

/** `FY 2024`, `Q3 2025`, `TTM 2025`: how checks and issues name a period. @public */
export function periodLabel(period: Pick<TStatementPeriod, 'fiscal_period' | 'fiscal_year'>): string {
  return `${period.fiscal_period} ${period.fiscal_year}`;
}
