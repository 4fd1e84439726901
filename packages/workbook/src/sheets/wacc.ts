import type { TWaccInput } from '@app/valuation';
import { absolute, sheetRef } from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import { rowMap, SHEETS, type TRowList } from '../layout.js';
import { ScalarSheet, VALUE_COLUMN } from '../scalar-sheet.js';
import { scenarioShift } from './scenarios.js';

export const WACC_ROWS: TRowList = [
  'wacc.h.costOfEquityCapm',
  { key: 'riskFreeRate', label: 'wacc.riskFreeRate', format: 'precisePercent' },
  { key: 'beta', label: 'wacc.beta', format: 'number' },
  { key: 'marketRiskPremium', label: 'wacc.marketRiskPremium', format: 'precisePercent' },
  { key: 'sizePremium', label: 'wacc.sizePremium', format: 'precisePercent' },
  { key: 'countryPremium', label: 'wacc.countryPremium', format: 'precisePercent' },
  { key: 'costOfEquity', label: 'wacc.costOfEquity', format: 'precisePercent', bold: true },
  '',
  'wacc.h.costOfDebt',
  { key: 'preTaxCostOfDebt', label: 'wacc.preTaxCostOfDebt', format: 'precisePercent' },
  { key: 'taxRate', label: 'wacc.taxRate', format: 'precisePercent' },
  { key: 'afterTaxCostOfDebt', label: 'wacc.afterTaxCostOfDebt', format: 'precisePercent', bold: true },
  '',
  'wacc.h.capitalStructureMarketValues',
  { key: 'equityValue', label: 'wacc.equityValue', format: 'money' },
  { key: 'debtValue', label: 'wacc.debtValue', format: 'money' },
  { key: 'equityWeight', label: 'wacc.equityWeight', format: 'percent' },
  { key: 'debtWeight', label: 'wacc.debtWeight', format: 'percent' },
  '',
  { key: 'wacc', label: 'wacc.wacc', format: 'precisePercent', bold: true },
  { key: 'scenarioShift', label: 'wacc.scenarioShift', format: 'precisePercent' },
  { key: 'discountRate', label: 'wacc.discountRate', format: 'precisePercent', bold: true },
];

export const WACC_ROW = rowMap(WACC_ROWS);

/** The discount rate cell the DCF and the sensitivity read: the WACC with the active case's shift. */
export const WACC_REF = sheetRef(SHEETS.wacc, absolute(VALUE_COLUMN, WACC_ROW.discountRate as number));

/**
 * WACC: the CAPM cost of equity, the after-tax cost of debt and market-value weights as formulas
 * over blue inputs, each input with its source (the Treasury series and date, the beta regression).
 */
export function buildWacc(context: TWorkbookContext): void {
  const { input, baseModel, model } = context;
  const sheet = new ScalarSheet(context, SHEETS.wacc, WACC_ROWS, context.t('wacc.units'));
  sheet.formula('scenarioShift', scenarioShift('wacc'), model.discountRate.value - baseModel.discountRate.value);
  sheet.formula(
    'discountRate',
    `${sheet.cell('wacc')}+${sheet.cell('scenarioShift')}`,
    model.discountRate.value,
    context.t('wacc.discountRateNote'),
  );
  const sources = input.sources;
  const given = input.modelInput.discountRate;
  if (!('capm' in given)) {
    sheet.value('wacc', given.wacc, context.t('wacc.givenWacc'));
    return;
  }
  const capm: TWaccInput = given.capm;
  const wacc = baseModel.wacc;
  if (!wacc) throw new Error('a CAPM discount rate without its WACC build-up');
  if ('costOfEquity' in capm) {
    sheet.value('costOfEquity', capm.costOfEquity, context.t('wacc.givenCostOfEquity'));
  } else {
    sheet.value('riskFreeRate', capm.riskFreeRate, sources.risk_free_rate);
    // The adjusted beta's sentence names the regression beta it adjusts; a low R² adds its warning.
    const betaWarning = sources.beta_r_squared;
    sheet.value('beta', capm.beta, betaWarning ? `${sources.beta} · ${betaWarning}` : sources.beta);
    sheet.value('marketRiskPremium', capm.marketRiskPremium, sources.market_risk_premium);
    sheet.value('sizePremium', capm.sizePremium ?? 0, context.t('wacc.noPremium'));
    sheet.value('countryPremium', capm.countryPremium ?? 0, context.t('wacc.noPremium'));
    const c = (key: string) => sheet.cell(key);
    sheet.formula(
      'costOfEquity',
      `${c('riskFreeRate')}+${c('beta')}*${c('marketRiskPremium')}+${c('sizePremium')}+${c('countryPremium')}`,
      wacc.costOfEquity,
      context.t('wacc.costOfEquityFormula'),
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
    context.t('wacc.waccFormula'),
  );
}
