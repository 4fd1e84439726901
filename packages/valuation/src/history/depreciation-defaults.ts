import type { TStatementPeriod } from '@app/statements';
import type { TScalarDriver } from '../provenance.js';
import type { Years } from '../units.js';
import { fallback, scalar, type THistoryWindow } from './average.js';
import type { TBase } from './base.js';
import { balance, cashFlow, depreciationAmortizationOf } from './periods.js';

/** Life of new PP&E and intangible vintages (DESIGN: straight-line over 10 years). @public */
export const NEW_ASSET_LIFE_YEARS = 10;

/** @internal */
export type TDepreciationDefaults = {
  existingPpeLife: TScalarDriver<Years>;
  existingIntangiblesLife: TScalarDriver<Years>;
  /** The D&A taken out of each historical year's costs when the other-opex residual is computed. */
  daOf: (p: TStatementPeriod) => number | undefined;
  note: string;
};

/**
 * Remaining lives of the base year's net PP&E and intangibles, run off straight-line:
 *
 *   L_PP&E = PP&E / depreciation,  L_int = intangibles / amortization    (both split out in the base year)
 *   L = (PP&E + intangibles) / D&A                                       (otherwise, one life for both)
 *
 * so that year 1's depreciation of existing assets equals the base year's D&A. Lives below one year
 * are set to one. Without D&A the existing balances run off over the new-asset life and each year's
 * D&A is estimated as balance / 10 when the operating-cost residual is computed. Without PP&E and
 * intangibles nothing existing can be run off, so the historical D&A stays inside operating costs.
 * @internal
 */
export function depreciationDefaults(history: THistoryWindow, base: TBase): TDepreciationDefaults {
  const fy = `FY ${base.fiscalYear}`;
  const ppe = base.balance.ppe;
  const intangibles = base.balance.intangibles;
  const hasPpe = ppe.source.kind === 'reported' && ppe.value > 0;
  const hasIntangibles = intangibles.source.kind === 'reported' && intangibles.value > 0;
  const newLife = NEW_ASSET_LIFE_YEARS as Years;
  if (!hasPpe && !hasIntangibles) {
    const reason = `PP&E and intangibles not reported (or zero) in ${fy}: no existing balance to run off`;
    return {
      existingPpeLife: scalar(newLife, fallback(reason)),
      existingIntangiblesLife: scalar(newLife, fallback(reason)),
      daOf: () => 0,
      note: `${reason}; historical D&A stays inside operating costs (only new vintages are depreciated separately)`,
    };
  }
  const da = depreciationAmortizationOf(history.base);
  if (da === undefined || !(da > 0)) {
    const reason = `D&A not reported (or not positive) in ${fy}: existing balances run off over ${NEW_ASSET_LIFE_YEARS} years`;
    return {
      existingPpeLife: scalar(newLife, fallback(reason)),
      existingIntangiblesLife: scalar(newLife, fallback(reason)),
      daOf: (p) => {
        const ppeY = hasPpe ? balance(p, 'ppe_net') : 0;
        const intY = hasIntangibles ? balance(p, 'intangibles') : 0;
        return ppeY === undefined || intY === undefined ? undefined : (ppeY + intY) / NEW_ASSET_LIFE_YEARS;
      },
      note: `D&A not reported: estimated as (PP&E + intangibles) / ${NEW_ASSET_LIFE_YEARS}`,
    };
  }
  const dep = cashFlow(history.base, 'depreciation');
  const amort = cashFlow(history.base, 'amortization');
  const life = (formula: string, balanceValue: number, charge: number) => {
    const raw = balanceValue / charge;
    const clamped = Math.max(1, raw);
    return scalar(
      clamped as Years,
      {
        kind: 'history',
        formula,
        years: [base.fiscalYear],
        values: [raw],
        ...(raw < 1 ? { note: 'charge exceeds the balance: run off in one year' } : {}),
      } as const,
    );
  };
  const notApplicable = (what: string) =>
    scalar(newLife, fallback(`${what} not reported in ${fy}: no existing balance to run off`));
  if (hasPpe && hasIntangibles && dep !== undefined && dep > 0 && amort !== undefined && amort > 0) {
    return {
      existingPpeLife: life('ppe_net / depreciation', ppe.value, dep),
      existingIntangiblesLife: life('intangibles / amortization', intangibles.value, amort),
      daOf: depreciationAmortizationOf,
      note: 'D&A from the cash flow statement',
    };
  }
  const total = (hasPpe ? ppe.value : 0) + (hasIntangibles ? intangibles.value : 0);
  const formula =
    hasPpe && hasIntangibles
      ? '(ppe_net + intangibles) / depreciation_amortization'
      : hasPpe
        ? 'ppe_net / depreciation_amortization'
        : 'intangibles / depreciation_amortization';
  const common = life(formula, total, da);
  return {
    existingPpeLife: hasPpe ? common : notApplicable('PP&E'),
    existingIntangiblesLife: hasIntangibles ? common : notApplicable('Intangibles'),
    daOf: depreciationAmortizationOf,
    note: 'D&A from the cash flow statement',
  };
}
