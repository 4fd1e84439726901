/**
 * Pure: is a company a bank, securities firm, insurer or fund, which a DCF of free cash flow does not
 * model, judged by its SIC code? The rules and their edge cases are listed in the README.
 */
import { parseSic } from './sic-sectors.js';

/** @public */
export type TFinancialCategory = 'bank_or_credit' | 'securities' | 'insurance' | 'holding_or_investment_office';

/** @public */
export type TFinancialClassification =
  | { isFinancial: false; rule: string }
  | { isFinancial: true; category: TFinancialCategory; rule: string };

type TRefusalRule = { from: number; to: number; category: TFinancialCategory; rule: string };

/** Refused SIC ranges (inclusive). @public */
export const REFUSED_SIC_RANGES: readonly TRefusalRule[] = [
  {
    from: 6000,
    to: 6199,
    category: 'bank_or_credit',
    rule: 'SIC 6000–6199: depository and non-depository credit institutions',
  },
  {
    from: 6200,
    to: 6299,
    category: 'securities',
    rule: 'SIC 6200–6299: security and commodity brokers, dealers, exchanges',
  },
  { from: 6300, to: 6399, category: 'insurance', rule: 'SIC 6300–6399: insurance carriers' },
  {
    from: 6700,
    to: 6799,
    category: 'holding_or_investment_office',
    rule: 'SIC 6700–6799: holding and other investment offices (funds, REITs, blank checks)',
  },
];

/** SIC codes inside a refused range that are modelled anyway, and why. @public */
export const ALLOWED_SIC_EXCEPTIONS: Readonly<Record<number, string>> = {
  6324: 'SIC 6324 hospital and medical service plans (managed care, e.g. UNH): fee and premium businesses that GICS classes as Health Care',
};

/**
 * @example classifyFinancialSic('6111') // { isFinancial: true, category: 'bank_or_credit', … }
 * @public
 */
export function classifyFinancialSic(sic: string | null | undefined): TFinancialClassification {
  const code = parseSic(sic);
  if (code === null) return { isFinancial: false, rule: 'no SIC code: not classifiable, not refused' };
  const exception = ALLOWED_SIC_EXCEPTIONS[code];
  if (exception) return { isFinancial: false, rule: exception };
  const refused = REFUSED_SIC_RANGES.find((range) => code >= range.from && code <= range.to);
  if (refused) return { isFinancial: true, category: refused.category, rule: refused.rule };
  return { isFinancial: false, rule: `SIC ${code} is outside the refused ranges` };
}
