import { addYears } from '../dates.js';
import type { TBase } from '../history/base.js';
import { invalid, ok, type TResult } from '../result.js';
import { DAYS_PER_YEAR } from '../units.js';
import { assetSchedule } from './asset-schedule.js';
import { checkDrivers, type TDrivers } from './drivers.js';
import {
  BALANCE_KEYS,
  CASH_FLOW_KEYS,
  DEBT_KEYS,
  INCOME_KEYS,
  type TDebtSchedule,
  type TForecast,
  type TForecastBalance,
  type TForecastCashFlow,
  type TForecastIncome,
  type TWorkingCapitalSchedule,
  WC_KEYS,
} from './forecast-types.js';

/** Relative tolerance of the balance and cash checks: |gap| ≤ 1e-9 × max(1, total assets). @public */
export const BALANCE_TOLERANCE = 1e-9;

type TLines<T> = { [K in keyof T]: number[] };
const lines = <T>(keys: readonly (keyof T)[], n: number) =>
  Object.fromEntries(keys.map((key) => [key, new Array<number>(n)])) as TLines<T>;

/**
 * Rolls the base year forward with the drivers, year by year (t = 1…N):
 *
 *   revenue_t = revenue_{t−1} × (1 + g_t);  COGS = revenue × (1 − gross margin);  R&D, SG&A, other = % × revenue
 *   EBITDA = gross profit − R&D − SG&A − other + D&A inside those costs (% × revenue)
 *   EBIT = EBITDA − D&A (from the PP&E and intangibles schedules)
 *   interest = r_debt × debt_{t−1} + r_revolver × revolver_{t−1} − r_cash × cash_{t−1}   (opening balances)
 *   tax = t × pre-tax income;  dividends, buybacks = % × max(net income, 0)
 *   receivables = DSO / 365 × revenue; inventory, payables = days / 365 × cost of revenue (or revenue)
 *   cash before plug = cash_{t−1} + CFO + CFI + debt issuance − dividends − buybacks
 *   revolver draw = max(min cash − cash before plug, −revolver_{t−1});  cash_t = cash before plug + draw
 *   equity_t = equity_{t−1} + net income − dividends − buybacks;  other lines held at base-year values
 *
 * Interest is charged on opening balances, so the cash plug never feeds back into the year's own
 * interest: there is no circularity to iterate. The balance sheet balances by construction (the
 * `checks` prove it every year) and the cash flow statement reconciles the change in cash.
 *
 * @returns `INVALID_INPUT` for drivers of the wrong length or a debt repayment larger than the debt.
 * @public
 */
export function buildForecast(base: TBase, drivers: TDrivers): TResult<TForecast> {
  const n = drivers.revenueGrowth.values.length;
  const checked = checkDrivers(drivers, n);
  if (!checked.ok) return checked;
  const d = (key: keyof TDrivers) => (drivers[key] as { values: number[] }).values;
  const [growth, margin, research, sga, other, daInCosts] = [
    d('revenueGrowth'),
    d('grossMargin'),
    d('researchPctRevenue'),
    d('sgaPctRevenue'),
    d('otherOpexPctRevenue'),
    d('daInCostsPctRevenue'),
  ];
  const b = base.balance;
  const revenue = new Array<number>(n);
  const capex = new Array<number>(n);
  const intangiblesBought = new Array<number>(n);
  for (let t = 0, previous = base.revenue; t < n; t += 1) {
    previous = previous * (1 + (growth[t] as number));
    revenue[t] = previous;
    capex[t] = previous * (d('capexPctRevenue')[t] as number);
    intangiblesBought[t] = previous * (d('intangiblesPctRevenue')[t] as number);
  }
  const newLife = drivers.newAssetLife.value;
  const ppe = assetSchedule(b.ppe.value, capex, drivers.existingPpeLife.value, newLife);
  const intangibles = assetSchedule(
    b.intangibles.value,
    intangiblesBought,
    drivers.existingIntangiblesLife.value,
    newLife,
  );

  const income = lines<TForecastIncome>(INCOME_KEYS, n);
  const balance = lines<TForecastBalance>(BALANCE_KEYS, n);
  const cashFlow = lines<TForecastCashFlow>(CASH_FLOW_KEYS, n);
  const workingCapital = lines<TWorkingCapitalSchedule>(WC_KEYS, n);
  const debt = lines<TDebtSchedule>(DEBT_KEYS, n);
  const revolver = lines<TDebtSchedule>(DEBT_KEYS, n);
  const balanceGap = new Array<number>(n);
  const cashGap = new Array<number>(n);
  let isBalanced = true;
  const isCostBasis = drivers.daysBasis.value === 'cost_of_revenue';
  let cash = b.cash.value;
  let debtBalance = b.debt.value;
  let revolverBalance = 0;
  let equity = b.equity.value;
  let nwc = b.receivables.value + b.inventory.value - b.payables.value;
  for (let t = 0; t < n; t += 1) {
    const rev = revenue[t] as number;
    const cogs = rev * (1 - (margin[t] as number));
    const ebitda =
      rev -
      cogs -
      rev * ((research[t] as number) + (sga[t] as number) + (other[t] as number) - (daInCosts[t] as number));
    const dep = ppe.depreciation[t] as number;
    const amort = intangibles.depreciation[t] as number;
    const ebit = ebitda - dep - amort;
    const debtInterest = (d('interestRateDebt')[t] as number) * debtBalance;
    const revolverInterest = (d('interestRateRevolver')[t] as number) * revolverBalance;
    const interestIncome = (d('interestRateCash')[t] as number) * cash;
    const pretax = ebit - debtInterest - revolverInterest + interestIncome;
    const tax = (d('taxRate')[t] as number) * pretax;
    const netIncome = pretax - tax;
    const distributable = Math.max(netIncome, 0);
    const dividends = (d('payoutRatio')[t] as number) * distributable;
    const buybacks = (d('buybackPctNetIncome')[t] as number) * distributable;
    const basis = isCostBasis ? cogs : rev;
    const receivables = ((d('receivableDays')[t] as number) / DAYS_PER_YEAR) * rev;
    const inventory = ((d('inventoryDays')[t] as number) / DAYS_PER_YEAR) * basis;
    const payables = ((d('payableDays')[t] as number) / DAYS_PER_YEAR) * basis;
    const nwcNow = receivables + inventory - payables;
    const increase = nwcNow - nwc;
    const operating = netIncome + dep + amort - increase;
    const investing = -(capex[t] as number) - (intangiblesBought[t] as number);
    const issuance = d('debtIssuance')[t] as number;
    const debtClosing = debtBalance + issuance;
    if (debtClosing < -BALANCE_TOLERANCE * Math.max(1, Math.abs(debtBalance))) {
      return invalid('drivers.debtIssuance', `year ${t + 1} repays more than the ${debtBalance} of debt outstanding`);
    }
    const beforePlug = cash + operating + investing + issuance - dividends - buybacks;
    const minimum = d('minimumCash')[t] as number;
    const draw = beforePlug < minimum ? minimum - beforePlug : -Math.min(revolverBalance, beforePlug - minimum);
    const cashClosing = beforePlug + draw;
    const equityClosing = equity + netIncome - dividends - buybacks;

    set(income, t, {
      revenue: rev,
      costOfRevenue: cogs,
      grossProfit: rev - cogs,
      research: rev * (research[t] as number),
      sga: rev * (sga[t] as number),
      otherOpex: rev * (other[t] as number),
      daInCosts: rev * (daInCosts[t] as number),
      ebitda,
      depreciation: dep,
      amortization: amort,
      ebit,
      interestExpense: debtInterest + revolverInterest,
      interestIncome,
      pretaxIncome: pretax,
      tax,
      netIncome,
    });
    const assets =
      cashClosing +
      b.shortTermInvestments.value +
      receivables +
      inventory +
      b.otherAssets.value +
      (ppe.closing[t] as number) +
      (intangibles.closing[t] as number) +
      b.goodwill.value;
    const liabilities = payables + b.otherLiabilities.value + debtClosing + (revolverBalance + draw) + b.leases.value;
    const totalEquity = equityClosing + b.minorityInterest.value + b.otherEquity.value;
    set(balance, t, {
      cash: cashClosing,
      shortTermInvestments: b.shortTermInvestments.value,
      receivables,
      inventory,
      otherAssets: b.otherAssets.value,
      ppe: ppe.closing[t] as number,
      intangibles: intangibles.closing[t] as number,
      goodwill: b.goodwill.value,
      totalAssets: assets,
      payables,
      otherLiabilities: b.otherLiabilities.value,
      debt: debtClosing,
      revolver: revolverBalance + draw,
      leases: b.leases.value,
      totalLiabilities: liabilities,
      equity: equityClosing,
      minorityInterest: b.minorityInterest.value,
      otherEquity: b.otherEquity.value,
      totalEquity,
      totalLiabilitiesAndEquity: liabilities + totalEquity,
    });
    const financing = issuance + draw - dividends - buybacks;
    const netChange = operating + investing + financing;
    set(cashFlow, t, {
      netIncome,
      depreciationAmortization: dep + amort,
      changeInWorkingCapital: -increase,
      operatingCashFlow: operating,
      capex: -(capex[t] as number),
      intangiblesPurchases: -(intangiblesBought[t] as number),
      investingCashFlow: investing,
      debtIssuance: issuance,
      revolverDraw: draw,
      dividends: -dividends,
      buybacks: -buybacks,
      financingCashFlow: financing,
      netChangeInCash: netChange,
      openingCash: cash,
      closingCash: cashClosing,
    });
    set(workingCapital, t, { receivables, inventory, payables, netWorkingCapital: nwcNow, increase });
    set(debt, t, { opening: debtBalance, change: issuance, closing: debtClosing, interest: debtInterest });
    set(revolver, t, {
      opening: revolverBalance,
      change: draw,
      closing: revolverBalance + draw,
      interest: revolverInterest,
    });
    const scale = BALANCE_TOLERANCE * Math.max(1, Math.abs(assets));
    balanceGap[t] = assets - (liabilities + totalEquity);
    cashGap[t] = cashClosing - (cash + netChange);
    if (!(Math.abs(balanceGap[t] as number) <= scale && Math.abs(cashGap[t] as number) <= scale)) isBalanced = false;
    cash = cashClosing;
    debtBalance = debtClosing;
    revolverBalance += draw;
    equity = equityClosing;
    nwc = nwcNow;
  }
  return ok({
    fiscalYears: Array.from({ length: n }, (_, t) => base.fiscalYear + t + 1),
    periodEnds: Array.from({ length: n }, (_, t) => addYears(base.periodEnd, t + 1)),
    income: income as TForecastIncome,
    balance: balance as TForecastBalance,
    cashFlow: cashFlow as TForecastCashFlow,
    schedules: {
      ppe,
      intangibles,
      workingCapital: workingCapital as TWorkingCapitalSchedule,
      debt: debt as TDebtSchedule,
      revolver: revolver as TDebtSchedule,
    },
    checks: {
      balanceGap: balanceGap as TForecast['checks']['balanceGap'],
      cashGap: cashGap as TForecast['checks']['cashGap'],
      isBalanced,
      tolerance: BALANCE_TOLERANCE,
    },
  });
}

function set<T>(target: TLines<T>, t: number, values: { [K in keyof T]: number }): void {
  for (const key in values) (target[key] as number[])[t] = values[key];
}
