import type { TReviewFinding, TReviewSubject } from './review-types.js';

/**
 * The forecast balance sheet, year by year: assets = liabilities + equity within the engine's own
 * tolerance (`checks.tolerance` × max(1, total assets), critical: a model whose statements do not
 * tie cannot be trusted), no negative cash (warning: the revolver should have drawn) and no
 * negative debt (warning: more repaid than owed). Each names the first year and every year it
 * happens in; none has an obvious assumption to change, so none suggests one.
 */
export function balanceRules({ model }: TReviewSubject): TReviewFinding[] {
  const { balance, checks, fiscalYears } = model.forecast;
  const findings: TReviewFinding[] = [];
  const yearsWhere = (test: (t: number) => boolean) => fiscalYears.filter((_, t) => test(t));
  const unbalanced = yearsWhere((t) => {
    const gap = checks.balanceGap[t] ?? 0;
    return !(Math.abs(gap) <= checks.tolerance * Math.max(1, Math.abs(balance.totalAssets[t] ?? 0)));
  });
  if (unbalanced.length > 0) {
    const t = fiscalYears.indexOf(unbalanced[0] as number);
    findings.push({
      code: 'balance_sheet_unbalanced',
      severity: 'critical',
      params: {
        year: { unit: 'year', value: unbalanced[0] as number },
        years: { unit: 'text', value: unbalanced.join(', ') },
        gap: { unit: 'money', value: checks.balanceGap[t] ?? 0 },
        assets: { unit: 'money', value: balance.totalAssets[t] ?? 0 },
        liabilities_and_equity: { unit: 'money', value: balance.totalLiabilitiesAndEquity[t] ?? 0 },
      },
      cells: unbalanced.flatMap((y) => [
        `forecast.${y}.balance.totalAssets`,
        `forecast.${y}.balance.totalLiabilitiesAndEquity`,
      ]),
      change: null,
    });
  }
  const negative = (line: readonly number[], code: 'cash_negative' | 'debt_negative', cell: string) => {
    const years = yearsWhere((t) => (line[t] ?? 0) < 0);
    if (years.length === 0) return;
    const t = fiscalYears.indexOf(years[0] as number);
    findings.push({
      code,
      severity: 'warning',
      params: {
        year: { unit: 'year', value: years[0] as number },
        years: { unit: 'text', value: years.join(', ') },
        amount: { unit: 'money', value: line[t] ?? 0 },
      },
      cells: years.map((y) => `forecast.${y}.balance.${cell}`),
      change: null,
    });
  };
  negative(balance.cash, 'cash_negative', 'cash');
  // Term debt and the revolver: either below zero is debt repaid beyond what was owed.
  negative(
    balance.debt.map((debt, t) => Math.min(debt, balance.revolver[t] ?? 0)),
    'debt_negative',
    'debt',
  );
  return findings;
}
