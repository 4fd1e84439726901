/**
 * `@app/statements`: the standard chart of accounts, the statement model, derivation of lines
 * from other lines of the same period, and the balance and formula checks. Pure: no I/O.
 */
export {
  CHART_OF_ACCOUNTS,
  getAccount,
  isAdditive,
  type TAccount,
  type TFormulaTerm,
  type TPeriodType,
  type TUnitKind,
} from './chart-of-accounts.js';
export {
  CHECK_TOLERANCE_PCT,
  CHECKS,
  checkPeriod,
  measureGap,
  type TCheckDefinition,
  type TCheckReport,
  type TCheckResult,
  type TSkippedCheck,
} from './checks.js';
export { DERIVATION_RULES, expandReportedLines, type TDerivationRule } from './derivation-rules.js';
export { deriveLines } from './derive.js';
export type { TFormulaContext } from './formula.js';
export {
  ACCOUNT_KEYS,
  BALANCE_KEYS,
  CASH_FLOW_KEYS,
  INCOME_KEYS,
  type TAccountKey,
  type TBalanceKey,
  type TCashFlowKey,
  type TIncomeKey,
  type TStatementKind,
} from './keys.js';
export { getLine, periodLabel, setLine } from './lines.js';
export type {
  TDerivedSource,
  TDocumentSource,
  TFiscalPeriod,
  TLineValue,
  TReportedSource,
  TSplitAdjustment,
  TStatementLines,
  TStatementPeriod,
} from './types.js';
