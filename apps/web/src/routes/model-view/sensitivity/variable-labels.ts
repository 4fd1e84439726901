import type { TSensitivityVariable } from '@app/valuation';

export const VARIABLE_LABELS = {
  wacc: 'valuation:sensitivity.variables.wacc',
  terminal_growth: 'valuation:sensitivity.variables.terminal_growth',
  revenue_growth: 'valuation:sensitivity.variables.revenue_growth',
  gross_margin: 'valuation:sensitivity.variables.gross_margin',
} as const satisfies Record<TSensitivityVariable, string>;
