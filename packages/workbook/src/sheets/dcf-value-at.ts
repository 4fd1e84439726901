import { absolute, columnLetter, sheetRef } from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import { SHEETS } from '../layout.js';
import { assumption } from './assumptions.js';
import { DCF_ROW, dcfValue } from './dcf.js';

/**
 * The implied value per share at another WACC `w` and terminal growth (or exit multiple) `x`, as a
 * formula over the DCF sheet: its counted cash flows re-discounted with SUMPRODUCT, the terminal
 * value rebuilt at (w, x), plus the DCF's bridge, over its shares. `w` and `x` are cell references or
 * expressions. For a perpetuity, `"n/a"` where x ≥ w (no finite value), as the engine refuses it.
 *
 *   V(w, x) = (Σ_t counted FCFF_t × (1 + w)^−period_t + TV(w, x) × (1 + w)^−period_TV + net bridge) ÷ shares
 *   TV = FCFF_{N+1} ÷ (w − x)   or   x × EBITDA_N
 */
export function dcfValueAt(context: TWorkbookContext): (w: string, x: string) => string {
  const { model, active, years } = context;
  const n = model.dcf.fcff.length;
  const lastColumn = years.forecast(n - 1);
  const dcfRange = (key: string) => {
    const first = columnLetter(years.forecast(0));
    const last = columnLetter(lastColumn);
    const row = DCF_ROW[key] as number;
    return sheetRef(SHEETS.dcf, `$${first}$${row}:$${last}$${row}`);
  };
  const lastYear = (key: string) => sheetRef(SHEETS.dcf, absolute(lastColumn, DCF_ROW[key] as number));
  const presentValue = (w: string) =>
    `SUMPRODUCT(${dcfRange('countedFcff')},(1+${w})^(-${dcfRange('discountPeriod')}))`;
  const terminalDiscount = (w: string) => `(1+${w})^(-${dcfValue('terminalPeriod')})`;
  const { terminal } = active;
  const isPerpetuity = terminal.method === 'perpetuity';
  const isNormalized = terminal.method === 'perpetuity' && terminal.normalizedFcf !== undefined;
  // FCF(N+1) at WACC w and growth g, as the DCF sheet makes it (the return on new capital moves with w).
  const fcfNext = (w: string, g: string) =>
    isNormalized
      ? assumption('normalizedFcf')
      : model.dcf.terminal.reinvestment
        ? `${lastYear('nopat')}*(1+${g})*(1-MAX(${g},0)/MAX(${dcfValue('returnOnCapital')},${w}))`
        : `${dcfValue('fcfFinal')}*(1+${g})`;
  return (w, x) => {
    const terminalPv = isPerpetuity
      ? `${fcfNext(w, x)}/(${w}-${x})*${terminalDiscount(w)}`
      : `${x}*${lastYear('ebitda')}*${terminalDiscount(w)}`;
    const value = `(${presentValue(w)}+${terminalPv}+${dcfValue('netBridge')})/${dcfValue('shares')}`;
    return isPerpetuity ? `IF(${x}>=${w},"n/a",${value})` : value;
  };
}
