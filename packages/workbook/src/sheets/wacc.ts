import type { TWaccInput } from '@app/valuation';
import { absolute, sheetRef } from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import { rowMap, SHEETS, type TRowList } from '../layout.js';
import { ScalarSheet, VALUE_COLUMN } from '../scalar-sheet.js';

export const WACC_ROWS: TRowList = [
  'Cost of equity (CAPM)',
  { key: 'riskFreeRate', label: 'Risk-free rate', format: 'precisePercent' },
  { key: 'beta', label: 'Levered beta', format: 'number' },
  { key: 'marketRiskPremium', label: 'Market risk premium', format: 'precisePercent' },
  { key: 'sizePremium', label: 'Size premium', format: 'precisePercent' },
  { key: 'countryPremium', label: 'Country risk premium', format: 'precisePercent' },
  { key: 'costOfEquity', label: 'Cost of equity', format: 'precisePercent', bold: true },
  '',
  'Cost of debt',
  { key: 'preTaxCostOfDebt', label: 'Pre-tax cost of debt', format: 'precisePercent' },
  { key: 'taxRate', label: 'Marginal tax rate', format: 'precisePercent' },
  { key: 'afterTaxCostOfDebt', label: 'After-tax cost of debt', format: 'precisePercent', bold: true },
  '',
  'Capital structure (market values, {unit})',
  { key: 'equityValue', label: 'Equity', format: 'money' },
  { key: 'debtValue', label: 'Debt', format: 'money' },
  { key: 'equityWeight', label: 'Equity weight', format: 'percent' },
  { key: 'debtWeight', label: 'Debt weight', format: 'percent' },
  '',
  { key: 'wacc', label: 'WACC', format: 'precisePercent', bold: true },
];

export const WACC_ROW = rowMap(WACC_ROWS);

/** The discount rate cell the DCF and the sensitivity read. */
export const WACC_REF = sheetRef(SHEETS.wacc, absolute(VALUE_COLUMN, WACC_ROW.wacc as number));

/**
 * WACC: the CAPM cost of equity, the after-tax cost of debt and market-value weights as formulas
 * over blue inputs, each input with its source (the Treasury series and date, the beta regression).
 */
export function buildWacc(context: TWorkbookContext): void {
  const { input, model } = context;
  const sheet = new ScalarSheet(
    context,
    SHEETS.wacc,
    WACC_ROWS,
    `Rates as decimals shown in %; equity and debt in ${context.units}.`,
  );
  const sources = input.sources;
  const given = input.modelInput.discountRate;
  if (!('capm' in given)) {
    sheet.value('wacc', given.wacc, 'Your input: the discount rate is given directly, without a CAPM build-up');
    return;
  }
  const capm: TWaccInput = given.capm;
  const wacc = model.wacc;
  if (!wacc) throw new Error('a CAPM discount rate without its WACC build-up');
  if ('costOfEquity' in capm) {
    sheet.value('costOfEquity', capm.costOfEquity, 'Your input: the cost of equity is given directly');
  } else {
    sheet.value('riskFreeRate', capm.riskFreeRate, sources.risk_free_rate);
    // The adjusted beta's sentence names the regression beta it adjusts; a low R² adds its warning.
    const betaWarning = sources.beta_r_squared;
    sheet.value('beta', capm.beta, betaWarning ? `${sources.beta} · ${betaWarning}` : sources.beta);
    sheet.value('marketRiskPremium', capm.marketRiskPremium, sources.market_risk_premium);
    sheet.value('sizePremium', capm.sizePremium ?? 0, 'None unless you add one');
    sheet.value('countryPremium', capm.countryPremium ?? 0, 'None unless you add one');
    const c = (key: string) => sheet.cell(key);
    sheet.formula(
      'costOfEquity',
      `${c('riskFreeRate')}+${c('beta')}*${c('marketRiskPremium')}+${c('sizePremium')}+${c('countryPremium')}`,
      wacc.costOfEquity,
      'Risk-free rate + beta × market risk premium + premiums',
    );
  }
  const c = (key: string) => sheet.cell(key);
  sheet.value('preTaxCostOfDebt', capm.preTaxCostOfDebt, sources.pre_tax_cost_of_debt);
  sheet.value('taxRate', capm.taxRate, sources.tax_rate);
  sheet.formula('afterTaxCostOfDebt', `${c('preTaxCostOfDebt')}*(1-${c('taxRate')})`, wacc.afterTaxCostOfDebt);
  sheet.value('equityValue', capm.equityValue / context.scale, sources.equity_value);
  sheet.value('debtValue', capm.debtValue / context.scale, sources.debt_value);
  const total = `(${c('equityValue')}+${c('debtValue')})`;
  sheet.formula('equityWeight', `${c('equityValue')}/${total}`, wacc.equityWeight);
  sheet.formula('debtWeight', `${c('debtValue')}/${total}`, wacc.debtWeight);
  sheet.formula(
    'wacc',
    `${c('equityWeight')}*${c('costOfEquity')}+${c('debtWeight')}*${c('afterTaxCostOfDebt')}`,
    wacc.wacc,
    'Equity weight × cost of equity + debt weight × after-tax cost of debt',
  );
}
