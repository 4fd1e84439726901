import type { TAssetSchedule } from '@app/valuation';
import { absolute, columnLetter } from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import type { TLabelKey } from '../labels/translate.js';
import { rowMap, SHEETS, type TRowList, type TRowSpec } from '../layout.js';
import { linkTo, YearSheet } from '../year-sheet.js';
import { assumption, driver } from './assumptions.js';
import { BALANCE_ROW } from './balance.js';
import { CASH_FLOW_ROW } from './cash-flow.js';
import { INCOME_ROW } from './income.js';

const ASSETS = [
  {
    prefix: 'ppe',
    title: 'schedules.h.ppe',
    waterfall: 'schedules.h.ppeWaterfall',
    additions: 'capexPctRevenue',
    life: 'existingPpeLife',
  },
  {
    prefix: 'intangibles',
    title: 'schedules.h.intangibles',
    waterfall: 'schedules.h.intangiblesWaterfall',
    additions: 'intangiblesPctRevenue',
    life: 'existingIntangiblesLife',
  },
] as const;

const assetRows = (prefix: string, title: TLabelKey): (TRowSpec | TLabelKey | '')[] => [
  title,
  { key: `${prefix}Opening`, label: 'schedules.assetOpening', format: 'money' },
  { key: `${prefix}Additions`, label: 'schedules.assetAdditions', format: 'money' },
  { key: `${prefix}ExistingDepreciation`, label: 'schedules.assetExistingDepreciation', format: 'money' },
  { key: `${prefix}NewDepreciation`, label: 'schedules.assetNewDepreciation', format: 'money' },
  { key: `${prefix}Depreciation`, label: 'schedules.assetDepreciation', format: 'money', bold: true },
  { key: `${prefix}Closing`, label: 'schedules.assetClosing', format: 'money', bold: true },
  { key: `${prefix}ExistingRemaining`, label: 'schedules.assetExistingRemaining', format: 'money' },
  '',
];

/** The fixed lines; the depreciation waterfalls (one row per forecast vintage) follow them. */
export const SCHEDULE_ROWS: TRowList = [
  ...ASSETS.flatMap(({ prefix, title }) => assetRows(prefix, title)),
  'schedules.h.workingCapital',
  { key: 'receivables', label: 'schedules.receivables', format: 'money' },
  { key: 'inventory', label: 'schedules.inventory', format: 'money' },
  { key: 'payables', label: 'schedules.payables', format: 'money' },
  { key: 'nwc', label: 'schedules.nwc', format: 'money', bold: true },
  { key: 'nwcIncrease', label: 'schedules.nwcIncrease', format: 'money' },
  '',
  'schedules.h.termDebt',
  { key: 'debtOpening', label: 'schedules.debtOpening', format: 'money' },
  { key: 'debtChange', label: 'schedules.debtChange', format: 'money' },
  { key: 'debtClosing', label: 'schedules.debtClosing', format: 'money', bold: true },
  { key: 'debtInterest', label: 'schedules.debtInterest', format: 'money' },
  '',
  'schedules.h.revolver',
  { key: 'revolverOpening', label: 'schedules.revolverOpening', format: 'money' },
  { key: 'revolverDraw', label: 'schedules.revolverDraw', format: 'money' },
  { key: 'revolverClosing', label: 'schedules.revolverClosing', format: 'money', bold: true },
  { key: 'revolverInterest', label: 'schedules.revolverInterest', format: 'money' },
  '',
];
export const SCHEDULE_ROW = rowMap(SCHEDULE_ROWS);

/** Rows of one asset's waterfall: the depreciation of each year's additions in every later year. */
function waterfallRows(
  prefix: string,
  title: TLabelKey,
  fiscalYears: readonly number[],
): (TRowSpec | TLabelKey | '')[] {
  return [
    title,
    ...fiscalYears.map((year, v) => ({
      key: `${prefix}Vintage${v + 1}`,
      label: 'schedules.additionsOf' as const,
      params: { year },
      format: 'money' as const,
      indent: 1,
    })),
    '',
  ];
}

/**
 * Schedules behind the statements: PP&E and intangibles roll-forwards with straight-line
 * depreciation waterfalls by vintage (the base-year balance's charge declining in a straight line), working capital from days, term debt and the revolver that
 * keeps cash at its minimum. Interest is on opening balances, so nothing is circular.
 */
export function buildSchedules(context: TWorkbookContext): void {
  const { model, years } = context;
  const fiscalYears = model.forecast.fiscalYears;
  const rowList = [
    ...SCHEDULE_ROWS,
    ...ASSETS.flatMap(({ prefix, waterfall }) => waterfallRows(prefix, waterfall, fiscalYears)),
  ];
  const sheet = new YearSheet(context, SHEETS.schedules, rowList, context.t('schedules.units'));
  const at = (key: string, column: number) => sheet.cell(key, column);
  const balance = (key: string, column: number) => linkTo(SHEETS.balance, BALANCE_ROW, key, column);
  const base = years.base;
  const schedules = model.forecast.schedules;
  const m = (value: number | undefined) => (value as number) / context.scale;
  const b = model.base.balance;

  for (const { prefix, additions, life } of ASSETS) {
    const schedule: TAssetSchedule = schedules[prefix];
    const opening = prefix === 'ppe' ? b.ppe.value : b.intangibles.value;
    sheet.formula(`${prefix}Closing`, base, balance(prefix, base), opening / context.scale);
    sheet.formula(
      `${prefix}ExistingRemaining`,
      base,
      `MAX(0,${at(`${prefix}Closing`, base)})`,
      Math.max(0, opening) / context.scale,
    );
    const remainingAtStart = absolute(base, sheet.rows[`${prefix}ExistingRemaining`] as number);
    const newLife = assumption('newAssetLife');
    let remaining = Math.max(0, opening);
    fiscalYears.forEach((_, t) => {
      const c = years.forecast(t);
      const p = c - 1;
      sheet.formula(`${prefix}Opening`, c, at(`${prefix}Closing`, p), m(schedule.opening[t]));
      sheet.formula(
        `${prefix}Additions`,
        c,
        `${linkTo(SHEETS.income, INCOME_ROW, 'revenue', c)}*${driver(additions, c)}`,
        m(schedule.additions[t]),
      );
      sheet.formula(
        `${prefix}ExistingDepreciation`,
        c,
        // The base-year charge declines in a straight line to zero over 2L + 1 years (see @app/valuation assetSchedule).
        `MIN(${remainingAtStart}/${assumption(life)}*MAX(0,1-${t + 1}/(2*${assumption(life)}+1)),${at(`${prefix}ExistingRemaining`, p)})`,
        m(schedule.depreciationExisting[t]),
      );
      remaining -= schedule.depreciationExisting[t] as number;
      sheet.formula(
        `${prefix}ExistingRemaining`,
        c,
        `${at(`${prefix}ExistingRemaining`, p)}-${at(`${prefix}ExistingDepreciation`, c)}`,
        remaining / context.scale,
      );
      for (let v = 0; v <= t; v += 1) {
        const added = absolute(years.forecast(v), sheet.rows[`${prefix}Additions`] as number);
        const k = t - v;
        sheet.formula(
          `${prefix}Vintage${v + 1}`,
          c,
          `IF(${added}<=0,0,MIN(${added}/${newLife},MAX(0,${added}-${k}*${added}/${newLife})))`,
          m(schedule.vintages[v]?.[t]),
        );
      }
      const letter = columnLetter(c);
      sheet.formula(
        `${prefix}NewDepreciation`,
        c,
        `SUM(${letter}${sheet.rows[`${prefix}Vintage1`]}:${letter}${sheet.rows[`${prefix}Vintage${fiscalYears.length}`]})`,
        m(schedule.depreciationNew[t]),
      );
      sheet.formula(
        `${prefix}Depreciation`,
        c,
        `${at(`${prefix}ExistingDepreciation`, c)}+${at(`${prefix}NewDepreciation`, c)}`,
        m(schedule.depreciation[t]),
      );
      sheet.formula(
        `${prefix}Closing`,
        c,
        `${at(`${prefix}Opening`, c)}+${at(`${prefix}Additions`, c)}-${at(`${prefix}Depreciation`, c)}`,
        m(schedule.closing[t]),
      );
    });
  }

  const wc = schedules.workingCapital;
  const baseNwc = b.receivables.value + b.inventory.value - b.payables.value;
  sheet.formula(
    'nwc',
    base,
    `${balance('receivables', base)}+${balance('inventory', base)}-${balance('payables', base)}`,
    baseNwc / context.scale,
  );
  sheet.formula('debtClosing', base, balance('debt', base), b.debt.value / context.scale);
  sheet.formula('revolverClosing', base, balance('revolver', base), 0);
  const daysPerYear = assumption('daysPerYear');
  fiscalYears.forEach((_, t) => {
    const c = years.forecast(t);
    const p = c - 1;
    const income = (key: string) => linkTo(SHEETS.income, INCOME_ROW, key, c);
    const basis = `IF(${assumption('daysBasisIsCost')}=1,${income('costOfRevenue')},${income('revenue')})`;
    sheet.formula(
      'receivables',
      c,
      `${driver('receivableDays', c)}/${daysPerYear}*${income('revenue')}`,
      m(wc.receivables[t]),
    );
    sheet.formula('inventory', c, `${driver('inventoryDays', c)}/${daysPerYear}*${basis}`, m(wc.inventory[t]));
    sheet.formula('payables', c, `${driver('payableDays', c)}/${daysPerYear}*${basis}`, m(wc.payables[t]));
    sheet.formula(
      'nwc',
      c,
      `${at('receivables', c)}+${at('inventory', c)}-${at('payables', c)}`,
      m(wc.netWorkingCapital[t]),
    );
    sheet.formula('nwcIncrease', c, `${at('nwc', c)}-${at('nwc', p)}`, m(wc.increase[t]));

    const debt = schedules.debt;
    sheet.formula('debtOpening', c, at('debtClosing', p), m(debt.opening[t]));
    sheet.formula('debtChange', c, driver('debtIssuance', c), m(debt.change[t]));
    sheet.formula('debtClosing', c, `${at('debtOpening', c)}+${at('debtChange', c)}`, m(debt.closing[t]));
    sheet.formula('debtInterest', c, `${driver('interestRateDebt', c)}*${at('debtOpening', c)}`, m(debt.interest[t]));

    const revolver = schedules.revolver;
    const before = linkTo(SHEETS.cashFlow, CASH_FLOW_ROW, 'cashBeforeRevolver', c);
    const minimum = driver('minimumCash', c);
    sheet.formula('revolverOpening', c, at('revolverClosing', p), m(revolver.opening[t]));
    sheet.formula(
      'revolverDraw',
      c,
      `IF(${before}<${minimum},${minimum}-${before},-MIN(${at('revolverOpening', c)},${before}-${minimum}))`,
      m(revolver.change[t]),
    );
    sheet.formula('revolverClosing', c, `${at('revolverOpening', c)}+${at('revolverDraw', c)}`, m(revolver.closing[t]));
    sheet.formula(
      'revolverInterest',
      c,
      `${driver('interestRateRevolver', c)}*${at('revolverOpening', c)}`,
      m(revolver.interest[t]),
    );
  });
}
