import type { TStatementPeriod } from '@app/statements';
import type { TDaysBasis } from '../forecast/drivers.js';
import type { TDriver, TProvenance, TScalarDriver } from '../provenance.js';
import { DAYS_PER_YEAR, type Days, type Rate, type Years } from '../units.js';
import {
  averageRatio,
  constant,
  fadeToMean,
  fallback,
  linearPath,
  partsOf,
  ratioOfSums,
  scalar,
  type THistoryWindow,
} from './average.js';
import type { TBase } from './base.js';
import { depreciationDefaults } from './depreciation-defaults.js';
import { balance, cashFlow, depreciationAmortizationOf, grossProfitOf, income, sgaOf } from './periods.js';

/** @internal */
export type TOperatingDefaults = {
  revenueGrowth: TDriver<Rate>;
  grossMargin: TDriver<Rate>;
  researchPctRevenue: TDriver<Rate>;
  sgaPctRevenue: TDriver<Rate>;
  otherOpexPctRevenue: TDriver<Rate>;
  daInCostsPctRevenue: TDriver<Rate>;
  capexPctRevenue: TDriver<Rate>;
  receivableDays: TDriver<Days>;
  inventoryDays: TDriver<Days>;
  payableDays: TDriver<Days>;
  daysBasis: TScalarDriver<TDaysBasis>;
  existingPpeLife: TScalarDriver<Years>;
  existingIntangiblesLife: TScalarDriver<Years>;
  newAssetLife: TScalarDriver<Years>;
};

const revenueOf = (p: TStatementPeriod) => income(p, 'revenue');

/**
 * Operating drivers from history. Each operating ratio (margins, costs and capex as shares of
 * revenue, D&A inside the costs, working-capital days) starts at the base year's own value and
 * moves in a straight line to the averaging window's years taken together (Σ line ÷ Σ revenue) by
 * year N (`fadeToMean`). Revenue growth is the window's mean, optionally faded linearly from it
 * (year 1) to `fadeTo` (year N).
 * @internal
 */
export function operatingDefaults(
  history: THistoryWindow,
  base: TBase,
  count: number,
  fadeTo: Rate | undefined,
): TOperatingDefaults {
  const { label } = history;
  const growth = averageRatio(
    history,
    (p, prior) => {
      const now = revenueOf(p);
      const before = prior && revenueOf(prior);
      return now !== undefined && before !== undefined && before > 0 ? now / before - 1 : undefined;
    },
    'revenue / revenue(prior year) − 1',
  );
  const revenueGrowth: TDriver<Rate> = growth
    ? fadeTo === undefined || growth.provenance.kind !== 'history'
      ? constant(growth.value, count, growth.provenance)
      : {
          values: linearPath(growth.value, fadeTo, count) as Rate[],
          provenance: {
            ...growth.provenance,
            note: `faded linearly to ${fadeTo} by year ${count}`,
            fade: {
              start: { value: growth.value, basis: 'mean' },
              end: { value: fadeTo, basis: 'target' },
              byYear: count,
            },
          },
        }
    : constant(0, count, fallback(`Revenue growth needs revenue in two consecutive years (${label}): held flat`));
  const fade = <T extends number>(average: { value: number; provenance: TProvenance }) =>
    fadeToMean<T>(history, average, count);

  const margin = ratioOfSums(history, (p) => partsOf(grossProfitOf(p), revenueOf(p)), 'Σ gross_profit / Σ revenue');
  const grossMargin: TDriver<Rate> = margin
    ? fade(margin)
    : constant(
        1,
        count,
        fallback(`Cost of revenue not reported (${label}): gross margin 100%, all costs in other operating expense`),
      );
  const daysBasis = margin
    ? scalar<TDaysBasis>('cost_of_revenue', {
        kind: 'convention',
        note: 'inventory and payable days on cost of revenue',
      })
    : scalar<TDaysBasis>('revenue', fallback('Cost of revenue not reported: inventory and payable days on revenue'));

  const research = ratioOfSums(
    history,
    (p) => partsOf(income(p, 'research_and_development'), revenueOf(p)),
    'Σ research_and_development / Σ revenue',
  );
  const sga = ratioOfSums(
    history,
    (p) => partsOf(sgaOf(p), revenueOf(p)),
    'Σ selling_general_administrative / Σ revenue',
  );
  const depreciation = depreciationDefaults(history, base);
  const other = otherOpex(history, {
    hasGrossProfit: margin !== null,
    hasResearch: research !== null,
    hasSga: sga !== null,
  });
  // D&A is taken out of the costs only where the filed costs are known to reach EBIT (the residual above).
  const daInCosts =
    other && depreciation.hasExistingAssets
      ? ratioOfSums(history, (p) => partsOf(depreciation.daOf(p), revenueOf(p)), 'Σ D&A / Σ revenue', depreciation.note)
      : null;

  const capex = ratioOfSums(
    history,
    (p) => partsOf(absolute(cashFlow(p, 'capital_expenditure')), revenueOf(p)),
    'Σ −capital_expenditure / Σ revenue',
  );
  const baseDa = depreciationAmortizationOf(history.base);
  const capexPctRevenue: TDriver<Rate> = capex
    ? fade(capex)
    : baseDa !== undefined
      ? constant(
          baseDa / base.revenue,
          count,
          fallback(`Capital expenditure not reported (${label}): set to FY ${base.fiscalYear} D&A (maintenance)`),
        )
      : constant(0, count, fallback(`Neither capital expenditure nor D&A reported (${label}): no capex forecast`));

  const days = (key: 'receivables' | 'inventory' | 'accounts_payable', what: string, basis: TDaysBasis) => {
    if (base.balance[key === 'accounts_payable' ? 'payables' : key].source.kind !== 'reported') {
      return constant<Days>(0, count, fallback(`${what} not reported in FY ${base.fiscalYear}: not modelled`));
    }
    const denominator = (p: TStatementPeriod) =>
      basis === 'revenue'
        ? revenueOf(p)
        : (() => {
            const revenue = revenueOf(p);
            const gross = grossProfitOf(p);
            return (
              income(p, 'cost_of_revenue') ??
              (revenue !== undefined && gross !== undefined ? revenue - gross : undefined)
            );
          })();
    const value = ratioOfSums(
      history,
      (p) => {
        const amount = balance(p, key);
        return partsOf(amount === undefined ? undefined : amount * DAYS_PER_YEAR, denominator(p));
      },
      `Σ ${key} / Σ ${basis} × ${DAYS_PER_YEAR}`,
    );
    return value
      ? fade<Days>(value)
      : constant<Days>(0, count, fallback(`${what} days need ${basis} (${label}): not modelled`));
  };

  const absent = (what: string) => fallback(`${what} not reported (${label}): inside other operating expense`);
  return {
    revenueGrowth,
    grossMargin,
    researchPctRevenue: research ? fade(research) : constant(0, count, absent('R&D')),
    sgaPctRevenue: sga ? fade(sga) : constant(0, count, absent('SG&A')),
    otherOpexPctRevenue: other
      ? fade(other)
      : constant(
          0,
          count,
          fallback(`Operating and pre-tax income not reported (${label}): no other operating expense`),
        ),
    daInCostsPctRevenue: daInCosts
      ? fade(daInCosts)
      : constant(
          0,
          count,
          fallback(
            !depreciation.hasExistingAssets
              ? `${depreciation.note}; nothing taken out of the cost lines`
              : !other
                ? `Operating and pre-tax income not reported (${label}): nothing taken out of the cost lines`
                : `D&A not computable (${label}): nothing taken out of the cost lines`,
          ),
        ),
    capexPctRevenue,
    receivableDays: days('receivables', 'Receivables', 'revenue'),
    inventoryDays: days('inventory', 'Inventory', daysBasis.value),
    payableDays: days('accounts_payable', 'Accounts payable', daysBasis.value),
    daysBasis,
    existingPpeLife: depreciation.existingPpeLife,
    existingIntangiblesLife: depreciation.existingIntangiblesLife,
    newAssetLife: depreciation.newAssetLife,
  };
}

type TOtherOpexInputs = { hasGrossProfit: boolean; hasResearch: boolean; hasSga: boolean };

/**
 * Other operating expense as filed: what lies between the lines the model forecasts and operating
 * income, so that each historical year's EBIT comes out exactly:
 *
 *   other = Σ (GP_y − R&D_y − SG&A_y − EBIT_y) / Σ revenue_y   (each year's own ratio kept in the provenance)
 *
 * It holds whatever the filer reports between SG&A and operating income (a separate D&A line,
 * restructuring, other items), and R&D or SG&A when they are not reported. Zero when the filer's
 * lines add up to operating income. D&A is not taken out here: it is its own driver
 * (`daInCostsPctRevenue`). EBIT is operating income; without it, pre-tax income plus interest
 * expense (a visible note says which).
 */
function otherOpex(history: THistoryWindow, inputs: TOtherOpexInputs) {
  const hasOperating = history.window.some((p) => income(p, 'operating_income') !== undefined);
  const ebitOf = (p: TStatementPeriod): number | undefined => {
    if (hasOperating) return income(p, 'operating_income');
    const pretax = income(p, 'pretax_income');
    const interest = income(p, 'interest_expense');
    return pretax === undefined ? undefined : pretax + (interest ?? 0);
  };
  const ebitFormula = hasOperating ? 'operating_income' : '(pretax_income + interest_expense where reported)';
  const formula = `Σ (${inputs.hasGrossProfit ? 'gross_profit' : 'revenue'}${inputs.hasResearch ? ' − research_and_development' : ''}${inputs.hasSga ? ' − selling_general_administrative' : ''} − ${ebitFormula}) / Σ revenue`;
  return ratioOfSums(
    history,
    (p) => {
      const revenue = revenueOf(p);
      const gross = inputs.hasGrossProfit ? grossProfitOf(p) : revenue;
      const research = inputs.hasResearch ? income(p, 'research_and_development') : 0;
      const sga = inputs.hasSga ? sgaOf(p) : 0;
      const ebit = ebitOf(p);
      if ([revenue, gross, research, sga, ebit].some((v) => v === undefined) || !revenue) return undefined;
      return partsOf((gross as number) - (research as number) - (sga as number) - (ebit as number), revenue);
    },
    formula,
    hasOperating ? undefined : 'operating income not reported: EBIT taken as pre-tax income plus interest expense',
  );
}

function absolute(value: number | undefined): number | undefined {
  return value === undefined ? undefined : Math.abs(value);
}
