import type { TBridgeAssumptions, TPerYearDriver } from '@app/valuation';
import { DAYS_PER_YEAR } from '@app/valuation';
import { absolute, sheetRef, spreadsheetText } from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import type { TLabelKey, TTranslate } from '../labels/translate.js';
import { FIRST_YEAR_COLUMN, rowMap, SHEETS, type TRowList } from '../layout.js';
import { provenanceText } from '../notes.js';
import { linkTo, YearSheet } from '../year-sheet.js';
import { BALANCE_ROW } from './balance.js';
import { INCOME_ROW } from './income.js';
import { breakdownGrowth } from './revenue-breakdown.js';

const PER_YEAR: readonly { key: TPerYearDriver; label: TLabelKey; format: 'percent' | 'days' | 'money' }[] = [
  { key: 'revenueGrowth', label: 'assumptions.revenueGrowth', format: 'percent' },
  { key: 'grossMargin', label: 'assumptions.grossMargin', format: 'percent' },
  { key: 'researchPctRevenue', label: 'assumptions.researchPctRevenue', format: 'percent' },
  { key: 'sgaPctRevenue', label: 'assumptions.sgaPctRevenue', format: 'percent' },
  { key: 'otherOpexPctRevenue', label: 'assumptions.otherOpexPctRevenue', format: 'percent' },
  { key: 'daInCostsPctRevenue', label: 'assumptions.daInCostsPctRevenue', format: 'percent' },
  { key: 'capexPctRevenue', label: 'assumptions.capexPctRevenue', format: 'percent' },
  { key: 'intangiblesPctRevenue', label: 'assumptions.intangiblesPctRevenue', format: 'percent' },
  { key: 'receivableDays', label: 'assumptions.receivableDays', format: 'days' },
  { key: 'inventoryDays', label: 'assumptions.inventoryDays', format: 'days' },
  { key: 'payableDays', label: 'assumptions.payableDays', format: 'days' },
  { key: 'taxRate', label: 'assumptions.taxRate', format: 'percent' },
  { key: 'interestRateDebt', label: 'assumptions.interestRateDebt', format: 'percent' },
  { key: 'interestRateRevolver', label: 'assumptions.interestRateRevolver', format: 'percent' },
  { key: 'interestRateCash', label: 'assumptions.interestRateCash', format: 'percent' },
  { key: 'payoutRatio', label: 'assumptions.payoutRatio', format: 'percent' },
  { key: 'buybackPctNetIncome', label: 'assumptions.buybackPctNetIncome', format: 'percent' },
  { key: 'debtIssuance', label: 'assumptions.debtIssuance', format: 'money' },
  { key: 'minimumCash', label: 'assumptions.minimumCash', format: 'money' },
];

const BRIDGE: readonly { key: keyof TBridgeAssumptions; label: TLabelKey; balanceKey?: string }[] = [
  { key: 'debt', label: 'assumptions.debt', balanceKey: 'debt' },
  { key: 'leases', label: 'assumptions.leases', balanceKey: 'leases' },
  { key: 'cash', label: 'assumptions.cash', balanceKey: 'cash' },
  { key: 'investments', label: 'assumptions.investments', balanceKey: 'shortTermInvestments' },
  { key: 'minorityInterest', label: 'assumptions.minorityInterest', balanceKey: 'minorityInterest' },
  { key: 'preferred', label: 'assumptions.preferred' },
];

export const ASSUMPTION_ROWS: TRowList = [
  'assumptions.h.forecastDriversOneValue',
  ...PER_YEAR,
  '',
  'assumptions.h.depreciationAndWorkingCapital',
  { key: 'existingPpeLife', label: 'assumptions.existingPpeLife', format: 'years' },
  { key: 'existingIntangiblesLife', label: 'assumptions.existingIntangiblesLife', format: 'years' },
  { key: 'newAssetLife', label: 'assumptions.newAssetLife', format: 'years' },
  {
    key: 'daysBasisIsCost',
    label: 'assumptions.daysBasisIsCost',
    format: 'integer',
  },
  { key: 'daysPerYear', label: 'assumptions.daysPerYear', format: 'integer' },
  '',
  'assumptions.h.valuation',
  { key: 'valuationDate', label: 'assumptions.valuationDate', format: 'date' },
  { key: 'baseYearEnd', label: 'assumptions.baseYearEnd', format: 'date' },
  { key: 'elapsedYears', label: 'assumptions.elapsedYears', format: 'integer' },
  { key: 'yearOneEnd', label: 'assumptions.yearOneEnd', format: 'date' },
  { key: 'stubFraction', label: 'assumptions.stubFraction', format: 'factor' },
  { key: 'isMidYear', label: 'assumptions.isMidYear', format: 'integer' },
  { key: 'terminalGrowth', label: 'assumptions.terminalGrowth', format: 'precisePercent' },
  { key: 'exitMultiple', label: 'assumptions.exitMultiple', format: 'multiple' },
  { key: 'normalizedFcf', label: 'assumptions.normalizedFcf', format: 'money' },
  { key: 'shares', label: 'assumptions.shares', format: 'shares' },
  { key: 'price', label: 'assumptions.price', format: 'perShare' },
  '',
  'assumptions.h.enterpriseValueToEquity',
  ...BRIDGE.map(({ key, label }) => ({ key: `bridge_${key}`, label, format: 'money' as const })),
];
export const ASSUMPTION_ROW = rowMap(ASSUMPTION_ROWS);

/** A scalar assumption's absolute address on the Assumptions sheet, for formulas elsewhere. */
export function assumption(key: string): string {
  return sheetRef(SHEETS.assumptions, absolute(FIRST_YEAR_COLUMN, ASSUMPTION_ROW[key] as number));
}

/** A per-year driver's cell in forecast column `column`. */
export function driver(key: TPerYearDriver, column: number): string {
  return linkTo(SHEETS.assumptions, ASSUMPTION_ROW, key, column);
}

/**
 * Every assumption of the model: per-year drivers in the forecast columns, single values in
 * column B, and a source for each. Inputs are blue; the few that come straight from the
 * statements (base-year bridge items, shares) are links, so editing history carries through.
 */
export function buildAssumptions(context: TWorkbookContext): void {
  const { model, years, input } = context;
  const _currency = input.company.currency;
  const sheet = new YearSheet(context, SHEETS.assumptions, ASSUMPTION_ROWS, context.t('assumptions.units'), {
    extraColumns: 1,
  });
  const sourceColumn = years.last + 1;
  sheet.sheet.getColumn(sourceColumn).width = 80;
  sheet.sheet.getCell(4, sourceColumn).value = context.t('common.source');
  sheet.sheet.getCell(4, sourceColumn).font = { bold: true };
  sheet.sheet.getCell(4, sourceColumn).alignment = { indent: 1 };
  const source = (key: string, text: string, column = sourceColumn) => {
    const cell = sheet.sheet.getCell(sheet.cell(key, column));
    cell.value = spreadsheetText(text);
    cell.font = { italic: true, color: { argb: 'FF595959' } };
    cell.alignment = { indent: 1 };
  };
  const scalarSource = (key: string, text: string) => source(key, text, FIRST_YEAR_COLUMN + 1);

  for (const { key, format } of PER_YEAR) {
    const { values, provenance } = context.baseModel.drivers[key];
    if (key === 'revenueGrowth' && context.breakdown) {
      // The lines' growths are the inputs: the revenue growth is their total's.
      const { breakdown } = context;
      values.forEach((value, t) => {
        const column = years.forecast(t);
        sheet.formula(key, column, breakdownGrowth(breakdown, column), value);
      });
      source(key, context.t('assumptions.src.revenueBreakdown'));
      continue;
    }
    values.forEach((value, t) => {
      sheet.value(key, years.forecast(t), format === 'money' ? value / context.scale : value);
    });
    source(key, provenanceText(provenance, context.t));
  }

  const b = FIRST_YEAR_COLUMN;
  const scalar = (key: string, value: number | string | Date, text: string) => {
    sheet.value(key, b, value);
    scalarSource(key, text);
  };
  for (const key of ['existingPpeLife', 'existingIntangiblesLife', 'newAssetLife'] as const) {
    scalar(
      key,
      context.baseModel.drivers[key].value,
      provenanceText(context.baseModel.drivers[key].provenance, context.t),
    );
  }
  scalar(
    'daysBasisIsCost',
    context.baseModel.drivers.daysBasis.value === 'cost_of_revenue' ? 1 : 0,
    provenanceText(context.baseModel.drivers.daysBasis.provenance, context.t),
  );
  scalar('daysPerYear', DAYS_PER_YEAR, context.t('assumptions.src.daysPerYear'));

  const valuationDate = input.modelInput.valuationDate;
  scalar(
    'valuationDate',
    utcDate(valuationDate),
    input.sources.valuation_date ?? context.t('assumptions.src.valuationDate'),
  );
  scalar(
    'baseYearEnd',
    utcDate(model.base.periodEnd),
    context.t('assumptions.src.baseYearEnd', { year: model.base.fiscalYear }),
  );
  const base = absolute(b, ASSUMPTION_ROW.baseYearEnd as number);
  const valuation = absolute(b, ASSUMPTION_ROW.valuationDate as number);
  const elapsed = absolute(b, ASSUMPTION_ROW.elapsedYears as number);
  const yearOneEnd = absolute(b, ASSUMPTION_ROW.yearOneEnd as number);
  // EDATE keeps the engine's calendar: 29 February becomes 28 February in a common year.
  const yearsEnded = Array.from(
    { length: model.forecast.fiscalYears.length },
    (_, i) => `(${valuation}>=EDATE(${base},${12 * (i + 1)}))`,
  );
  sheet.formula('elapsedYears', b, yearsEnded.join('+'), model.stub.elapsedYears);
  scalarSource('elapsedYears', context.t('assumptions.src.elapsedYears'));
  sheet.formula('yearOneEnd', b, `EDATE(${base},12*(${elapsed}+1))`, utcDate(model.stub.yearEnd));
  scalarSource('yearOneEnd', context.t('assumptions.src.yearOneEnd'));
  sheet.formula(
    'stubFraction',
    b,
    `(${yearOneEnd}-${valuation})/(${yearOneEnd}-EDATE(${base},12*${elapsed}))`,
    model.stub.fraction,
  );
  scalarSource('stubFraction', context.t('assumptions.src.stubFraction'));
  const isMidYear = (input.modelInput.convention ?? 'end_of_year') === 'mid_year';
  scalar('isMidYear', isMidYear ? 1 : 0, input.sources.convention ?? context.t('assumptions.src.endOfYear'));

  const { terminal } = input.modelInput;
  if (terminal.method === 'perpetuity') {
    scalar('terminalGrowth', terminal.growth, input.sources.terminal_growth ?? context.t('common.yourInput'));
    scalarSource('exitMultiple', context.t('assumptions.src.exitNotUsed'));
    if (terminal.normalizedFcf !== undefined) {
      scalar('normalizedFcf', terminal.normalizedFcf / context.scale, context.t('assumptions.src.normalizedFcf'));
    } else scalarSource('normalizedFcf', context.t('assumptions.src.normalizedNotUsed'));
  } else {
    scalar('exitMultiple', terminal.multiple, context.t('common.yourInput'));
    scalarSource('terminalGrowth', context.t('assumptions.src.growthNotUsed'));
  }

  const shares = model.shares;
  if (shares.provenance.kind === 'history' && shares.provenance.period !== undefined) {
    scalar(
      'shares',
      shares.value / context.scale,
      context.t('assumptions.src.latestShares', { balance: latestBalanceText(model, context.t) }),
    );
  } else if (shares.provenance.kind === 'history') {
    sheet.formula(
      'shares',
      b,
      linkTo(SHEETS.income, INCOME_ROW, 'dilutedShares', years.base),
      shares.value / context.scale,
    );
    scalarSource(
      'shares',
      context.t('assumptions.src.baseShares', { source: provenanceText(shares.provenance, context.t) }),
    );
  } else
    scalar(
      'shares',
      shares.value / context.scale,
      input.sources.shares ?? provenanceText(shares.provenance, context.t),
    );
  const price = input.modelInput.price;
  if (price !== undefined) scalar('price', price, input.sources.price ?? context.t('assumptions.src.price'));
  else scalarSource('price', context.t('assumptions.src.noPrice'));

  for (const { key, balanceKey } of BRIDGE) {
    const line = model.bridge[key];
    const rowKey = `bridge_${key}`;
    if (line.provenance.kind === 'history' && line.provenance.period !== undefined) {
      scalar(rowKey, line.value / context.scale, latestBalanceText(model, context.t));
    } else if (line.provenance.kind === 'history' && balanceKey) {
      const link = linkTo(SHEETS.balance, BALANCE_ROW, balanceKey, years.base);
      // Long-term investments sit inside other assets on the Balance sheet: added as the filed amount.
      const longTerm = key === 'investments' ? model.base.longTermInvestments : null;
      if (longTerm && longTerm.source.kind !== 'not_reported') {
        const amount = longTerm.value / context.scale;
        sheet.formula(rowKey, b, `${link}+${amount}`, line.value / context.scale);
        scalarSource(
          rowKey,
          context.t('assumptions.src.investments', { year: model.base.fiscalYear, amount: amount.toFixed(0) }),
        );
        continue;
      }
      sheet.formula(rowKey, b, link, line.value / context.scale);
      scalarSource(rowKey, context.t('assumptions.src.balanceSheet', { year: model.base.fiscalYear }));
    } else scalar(rowKey, line.value / context.scale, provenanceText(line.provenance, context.t));
  }
}

/** Where the bridge reads a quarter's balance sheet filed after the base year. */
function latestBalanceText(model: TWorkbookContext['model'], t: TTranslate): string {
  const latest = model.base.latest;
  return latest
    ? t('assumptions.src.latestBalance', { end: latest.periodEnd, label: latest.label })
    : t('assumptions.src.latestBalanceUnknown');
}

/** A date cell at UTC midnight, which exceljs writes as the same spreadsheet day. */
export function utcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}
