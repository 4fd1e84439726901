import type { TBridgeAssumptions, TPerYearDriver } from '@app/valuation';
import { DAYS_PER_YEAR } from '@app/valuation';
import { absolute, sheetRef, spreadsheetText } from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import { FIRST_YEAR_COLUMN, rowMap, SHEETS, type TRowList } from '../layout.js';
import { provenanceText } from '../notes.js';
import { linkTo, YearSheet } from '../year-sheet.js';
import { BALANCE_ROW } from './balance.js';
import { INCOME_ROW } from './income.js';

const PER_YEAR: readonly { key: TPerYearDriver; label: string; format: 'percent' | 'days' | 'money' }[] = [
  { key: 'revenueGrowth', label: 'Revenue growth', format: 'percent' },
  { key: 'grossMargin', label: 'Gross margin', format: 'percent' },
  { key: 'researchPctRevenue', label: 'R&D, % of revenue', format: 'percent' },
  { key: 'sgaPctRevenue', label: 'SG&A, % of revenue', format: 'percent' },
  { key: 'otherOpexPctRevenue', label: 'Other operating expense as filed, % of revenue', format: 'percent' },
  { key: 'daInCostsPctRevenue', label: 'D&A inside the costs above, % of revenue', format: 'percent' },
  { key: 'capexPctRevenue', label: 'Capital expenditure, % of revenue', format: 'percent' },
  { key: 'intangiblesPctRevenue', label: 'Purchases of intangibles, % of revenue', format: 'percent' },
  { key: 'receivableDays', label: 'Receivable days (of revenue)', format: 'days' },
  { key: 'inventoryDays', label: 'Inventory days', format: 'days' },
  { key: 'payableDays', label: 'Payable days', format: 'days' },
  { key: 'taxRate', label: 'Tax rate', format: 'percent' },
  { key: 'interestRateDebt', label: 'Interest rate on opening debt', format: 'percent' },
  { key: 'interestRateRevolver', label: 'Interest rate on opening revolver', format: 'percent' },
  { key: 'interestRateCash', label: 'Interest rate on opening cash', format: 'percent' },
  { key: 'payoutRatio', label: 'Dividends, % of positive net income', format: 'percent' },
  { key: 'buybackPctNetIncome', label: 'Buybacks, % of positive net income', format: 'percent' },
  { key: 'debtIssuance', label: 'Net term-debt issuance (repayment < 0)', format: 'money' },
  { key: 'minimumCash', label: 'Minimum cash balance (revolver draws below it)', format: 'money' },
];

const BRIDGE: readonly { key: keyof TBridgeAssumptions; label: string; balanceKey?: string }[] = [
  { key: 'debt', label: 'Debt', balanceKey: 'debt' },
  { key: 'leases', label: 'Lease liabilities', balanceKey: 'leases' },
  { key: 'cash', label: 'Cash and equivalents', balanceKey: 'cash' },
  { key: 'investments', label: 'Short- and long-term investments', balanceKey: 'shortTermInvestments' },
  { key: 'minorityInterest', label: 'Minority interest', balanceKey: 'minorityInterest' },
  { key: 'preferred', label: 'Preferred stock' },
];

export const ASSUMPTION_ROWS: TRowList = [
  'Forecast drivers (one value per forecast year)',
  ...PER_YEAR,
  '',
  'Depreciation and working capital',
  { key: 'existingPpeLife', label: 'Base-year PP&E ÷ its annual charge (years)', format: 'years' },
  { key: 'existingIntangiblesLife', label: 'Base-year intangibles ÷ their annual charge (years)', format: 'years' },
  { key: 'newAssetLife', label: 'Life of new additions (years)', format: 'years' },
  {
    key: 'daysBasisIsCost',
    label: 'Inventory and payable days on cost of revenue (1) or revenue (0)',
    format: 'integer',
  },
  { key: 'daysPerYear', label: 'Days per year', format: 'integer' },
  '',
  'Valuation',
  { key: 'valuationDate', label: 'Valuation date', format: 'date' },
  { key: 'baseYearEnd', label: 'Base-year balance-sheet date', format: 'date' },
  { key: 'elapsedYears', label: 'Forecast years ended by the valuation date (not counted)', format: 'integer' },
  { key: 'yearOneEnd', label: 'End of the first counted forecast year', format: 'date' },
  { key: 'stubFraction', label: 'Stub: share of the first counted year still ahead', format: 'factor' },
  { key: 'isMidYear', label: 'Mid-year convention (1) or end of year (0)', format: 'integer' },
  { key: 'terminalGrowth', label: 'Terminal growth (perpetuity)', format: 'precisePercent' },
  { key: 'exitMultiple', label: 'Exit multiple (EV / EBITDA of the last year)', format: 'multiple' },
  { key: 'normalizedFcf', label: 'Normalized FCF of the year after the forecast', format: 'money' },
  { key: 'shares', label: 'Diluted shares ({unit})', format: 'shares' },
  { key: 'price', label: 'Current share price', format: 'perShare' },
  '',
  'Enterprise value to equity value',
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
  const currency = input.company.currency;
  const sheet = new YearSheet(
    context,
    SHEETS.assumptions,
    ASSUMPTION_ROWS,
    `${currency} in ${context.units} except per-share amounts; shares in ${context.units}; rates as decimals shown in %. ` +
      'Blue cells are inputs: change them and every statement, the DCF and the sensitivity follow.',
    { extraColumns: 1 },
  );
  const sourceColumn = years.last + 1;
  sheet.sheet.getColumn(sourceColumn).width = 80;
  sheet.sheet.getCell(4, sourceColumn).value = 'Source';
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
    const { values, provenance } = model.drivers[key];
    values.forEach((value, t) => {
      sheet.value(key, years.forecast(t), format === 'money' ? value / context.scale : value);
    });
    source(key, provenanceText(provenance));
  }

  const b = FIRST_YEAR_COLUMN;
  const scalar = (key: string, value: number | string | Date, text: string) => {
    sheet.value(key, b, value);
    scalarSource(key, text);
  };
  for (const key of ['existingPpeLife', 'existingIntangiblesLife', 'newAssetLife'] as const) {
    scalar(key, model.drivers[key].value, provenanceText(model.drivers[key].provenance));
  }
  scalar(
    'daysBasisIsCost',
    model.drivers.daysBasis.value === 'cost_of_revenue' ? 1 : 0,
    provenanceText(model.drivers.daysBasis.provenance),
  );
  scalar('daysPerYear', DAYS_PER_YEAR, 'Convention: days are measured against a 365-day year');

  const valuationDate = input.modelInput.valuationDate;
  scalar('valuationDate', utcDate(valuationDate), input.sources.valuation_date ?? 'The model’s valuation date');
  scalar('baseYearEnd', utcDate(model.base.periodEnd), `Balance-sheet date of FY${model.base.fiscalYear}`);
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
  scalarSource(
    'elapsedYears',
    'Forecast years that ended on or before the valuation date; their cash flows are before the date and not counted',
  );
  sheet.formula('yearOneEnd', b, `EDATE(${base},12*(${elapsed}+1))`, utcDate(model.stub.yearEnd));
  scalarSource('yearOneEnd', 'The end of the forecast year the valuation date falls in');
  sheet.formula(
    'stubFraction',
    b,
    `(${yearOneEnd}-${valuation})/(${yearOneEnd}-EDATE(${base},12*${elapsed}))`,
    model.stub.fraction,
  );
  scalarSource(
    'stubFraction',
    'Days from the valuation date to the end of its forecast year ÷ days in that year; only this share of the year’s cash flow is counted',
  );
  const isMidYear = (input.modelInput.convention ?? 'end_of_year') === 'mid_year';
  scalar('isMidYear', isMidYear ? 1 : 0, input.sources.convention ?? 'Cash flows at the end of each year');

  const { terminal } = input.modelInput;
  if (terminal.method === 'perpetuity') {
    scalar('terminalGrowth', terminal.growth, input.sources.terminal_growth ?? 'Your input');
    scalarSource('exitMultiple', 'Not used: the terminal value is a growing perpetuity');
    if (terminal.normalizedFcf !== undefined) {
      scalar('normalizedFcf', terminal.normalizedFcf / context.scale, 'Your input: replaces FCF(N) × (1 + g)');
    } else scalarSource('normalizedFcf', 'Not used: FCF(N + 1) = FCF(N) × (1 + g)');
  } else {
    scalar('exitMultiple', terminal.multiple, 'Your input');
    scalarSource('terminalGrowth', 'Not used: the terminal value is an exit multiple of EBITDA');
  }

  const shares = model.shares;
  if (shares.provenance.kind === 'history' && shares.provenance.period !== undefined) {
    scalar('shares', shares.value / context.scale, `${latestBalanceText(model)} — its weighted diluted shares`);
  } else if (shares.provenance.kind === 'history') {
    sheet.formula(
      'shares',
      b,
      linkTo(SHEETS.income, INCOME_ROW, 'dilutedShares', years.base),
      shares.value / context.scale,
    );
    scalarSource('shares', `${provenanceText(shares.provenance)} — the base year's weighted diluted shares`);
  } else scalar('shares', shares.value / context.scale, input.sources.shares ?? provenanceText(shares.provenance));
  const price = input.modelInput.price;
  if (price !== undefined) scalar('price', price, input.sources.price ?? 'The latest close at the valuation date');
  else scalarSource('price', 'No share price at the valuation date: no upside is computed');

  for (const { key, balanceKey } of BRIDGE) {
    const line = model.bridge[key];
    const rowKey = `bridge_${key}`;
    if (line.provenance.kind === 'history' && line.provenance.period !== undefined) {
      scalar(rowKey, line.value / context.scale, latestBalanceText(model));
    } else if (line.provenance.kind === 'history' && balanceKey) {
      const link = linkTo(SHEETS.balance, BALANCE_ROW, balanceKey, years.base);
      // Long-term investments sit inside other assets on the Balance sheet: added as the filed amount.
      const longTerm = key === 'investments' ? model.base.longTermInvestments : null;
      if (longTerm && longTerm.source.kind !== 'not_reported') {
        const amount = longTerm.value / context.scale;
        sheet.formula(rowKey, b, `${link}+${amount}`, line.value / context.scale);
        scalarSource(
          rowKey,
          `Balance sheet, FY${model.base.fiscalYear}: short-term investments + long-term marketable securities and investments (${amount.toFixed(0)} ${context.units}, inside other assets)`,
        );
        continue;
      }
      sheet.formula(rowKey, b, link, line.value / context.scale);
      scalarSource(rowKey, `Balance sheet, FY${model.base.fiscalYear}`);
    } else scalar(rowKey, line.value / context.scale, provenanceText(line.provenance));
  }
}

/** Where the bridge reads a quarter's balance sheet filed after the base year. */
function latestBalanceText(model: TWorkbookContext['model']): string {
  const latest = model.base.latest;
  return latest
    ? `Balance sheet at ${latest.periodEnd} (${latest.label}, the latest filed before the valuation date)`
    : 'The latest balance sheet before the valuation date';
}

/** A date cell at UTC midnight, which exceljs writes as the same spreadsheet day. */
export function utcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}
