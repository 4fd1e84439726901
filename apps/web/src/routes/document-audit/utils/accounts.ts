import type { TStatementType } from '@app/contract';
import { BALANCE_KEYS, CASH_FLOW_KEYS, getAccount, INCOME_KEYS, type TAccountKey } from '@app/statements';

const KEYS_BY_STATEMENT: Record<TStatementType, readonly TAccountKey[]> = {
  income_statement: INCOME_KEYS,
  balance_sheet: BALANCE_KEYS,
  cash_flow_statement: CASH_FLOW_KEYS,
};

/**
 * Uploaded balance sheets name the consolidated total `total_equity` and the parent's share beside it
 * `equity_attributable_to_parent` (`@app/extraction` equity-keys); the chart's label of
 * `total_equity` is the parent's share, so it reads otherwise here.
 */
const UPLOADED_LABELS: Partial<Record<TAccountKey, string>> = {
  total_equity: 'Total equity (including non-controlling interests when printed)',
};

/** The standard accounts a line of this statement type can map to, in chart order, with their labels. */
export function accountOptions(statementType: TStatementType): { value: TAccountKey; label: string }[] {
  return KEYS_BY_STATEMENT[statementType].map((key) => ({ value: key, label: accountLabel(key) }));
}

/** The label of a standard account, or the key itself when the chart no longer has it. */
export function accountLabel(key: string): string {
  try {
    return UPLOADED_LABELS[key as TAccountKey] ?? getAccount(key as TAccountKey).label;
  } catch {
    return key;
  }
}

/** A formula over standard keys as the user reads it: `revenue - cost_of_revenue` → `Revenue − Cost of revenue`. */
export function readableFormula(formula: string): string {
  return formula.replace(/[a-z][a-z0-9_]*/g, (key) => accountLabel(key)).replace(/ - /g, ' − ');
}
