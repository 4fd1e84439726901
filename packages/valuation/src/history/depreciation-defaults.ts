import type { TStatementPeriod } from '@app/statements';
import type { TScalarDriver } from '../provenance.js';
import type { Years } from '../units.js';
import { convention, fallback, scalar, type THistoryWindow } from './average.js';
import type { TBase } from './base.js';
import { balance, cashFlow, depreciationAmortizationOf } from './periods.js';

/**
 * Life of new PP&E and intangible vintages when history cannot give the company's own (no D&A, no
 * PP&E): straight-line over 10 years (DESIGN's convention). @public
 */
export const NEW_ASSET_LIFE_YEARS = 10;

/** Bounds of a life read from history: a year at least, and no longer than a building's 50 years. @internal */
const LIFE_BOUNDS = { min: 1, max: 50 } as const;

/** @internal */
export type TDepreciationDefaults = {
  existingPpeLife: TScalarDriver<Years>;
  existingIntangiblesLife: TScalarDriver<Years>;
  newAssetLife: TScalarDriver<Years>;
  /** Whether there is a PP&E or intangibles balance whose D&A the schedules charge (else D&A stays in the costs). */
  hasExistingAssets: boolean;
  /** The D&A taken out of each historical year's costs when the other-opex residual is computed. */
  daOf: (p: TStatementPeriod) => number | undefined;
  note: string;
};

/**
 * Lives of the base year's net PP&E and intangibles, and of new additions:
 *
 *   L_PP&E = PP&E / depreciation,  L_int = intangibles / amortization    (both split out in the base year)
 *   L = (PP&E + intangibles) / D&A                                       (otherwise, one life for both)
 *   L_new = 2 × L_PP&E + 1 (else 2 × L_int + 1), within 1…50 years
 *
 * L is the number of years the base-year charge would take to use up the net balance; the schedule
 * lets the existing charge decline in a straight line over 2L + 1 years (see `assetSchedule`). An
 * asset base bought evenly over a life T, a full year's charge in the year bought, has net book
 * C (T − 1) / 2 against an annual charge C, so T = 2L + 1 is the company's own life: new additions
 * depreciate over it rather than over a convention, and a steady company's D&A stays where it was.
 * Lives below one year are set to one. Without D&A the existing balances run off over 10 years, new
 * additions too (convention), and each year's D&A is estimated as balance / 10 when it is taken
 * out of the historical costs. Without PP&E and intangibles nothing existing can be run off, so
 * the historical D&A stays inside the cost lines.
 * @internal
 */
export function depreciationDefaults(history: THistoryWindow, base: TBase): TDepreciationDefaults {
  const fy = `FY ${base.fiscalYear}`;
  const ppe = base.balance.ppe;
  const intangibles = base.balance.intangibles;
  const hasPpe = ppe.source.kind === 'reported' && ppe.value > 0;
  const hasIntangibles = intangibles.source.kind === 'reported' && intangibles.value > 0;
  const newLife = NEW_ASSET_LIFE_YEARS as Years;
  const conventionalNewLife = (why: string) =>
    scalar(
      newLife,
      convention(`${why}: new PP&E and intangibles depreciate straight-line over ${NEW_ASSET_LIFE_YEARS} years`),
    );
  if (!hasPpe && !hasIntangibles) {
    const reason = `PP&E and intangibles not reported (or zero) in ${fy}: no existing balance to run off`;
    return {
      existingPpeLife: scalar(newLife, fallback(reason)),
      existingIntangiblesLife: scalar(newLife, fallback(reason)),
      newAssetLife: conventionalNewLife('No PP&E or intangibles to read a life from'),
      hasExistingAssets: false,
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
      newAssetLife: conventionalNewLife(`D&A not reported in ${fy}`),
      hasExistingAssets: true,
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
  const wholeLife = (existing: TScalarDriver<Years>): TScalarDriver<Years> => {
    const p = existing.provenance;
    if (p.kind !== 'history') return conventionalNewLife('No life in history');
    const raw = 2 * existing.value + 1;
    const value = Math.min(LIFE_BOUNDS.max, Math.max(LIFE_BOUNDS.min, raw)) as Years;
    return scalar(value, {
      kind: 'history',
      formula: `2 × ${p.formula} + 1`,
      years: p.years,
      values: [raw],
      note:
        'an asset base bought evenly over a life T (a full charge in the year bought) has net book ÷ annual ' +
        `charge = (T − 1) / 2, so T = 2 × that + 1${raw > LIFE_BOUNDS.max ? `; capped at ${LIFE_BOUNDS.max} years` : ''}`,
    });
  };
  const notApplicable = (what: string) =>
    scalar(newLife, fallback(`${what} not reported in ${fy}: no existing balance to run off`));
  if (hasPpe && hasIntangibles && dep !== undefined && dep > 0 && amort !== undefined && amort > 0) {
    const existingPpeLife = life('ppe_net / depreciation', ppe.value, dep);
    return {
      existingPpeLife,
      existingIntangiblesLife: life('intangibles / amortization', intangibles.value, amort),
      newAssetLife: wholeLife(existingPpeLife),
      hasExistingAssets: true,
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
    newAssetLife: wholeLife(common),
    hasExistingAssets: true,
    daOf: depreciationAmortizationOf,
    note: 'D&A from the cash flow statement',
  };
}
