import type { TCompsPeer } from '@app/contract';
import type { TStatementPeriod } from '@app/statements';
import { baseFromHistory, money, perShare, shareCount, type TMultiplesSubject } from '@app/valuation';

export type TCompsInputs = TCompsPeer['inputs'];

/** The company being valued, as the multiples engine takes it, from its comps inputs. */
export function compsSubject(inputs: TCompsInputs): TMultiplesSubject {
  const shares = inputs.shares ?? 0;
  const opt = <K extends keyof TMultiplesSubject>(key: K, value: TMultiplesSubject[K] | null) =>
    value === null ? {} : { [key]: value };
  return {
    shares: shareCount(shares),
    ...opt('price', inputs.price === null ? null : perShare(inputs.price)),
    ...opt('epsLyr', inputs.eps_lyr === null ? null : perShare(inputs.eps_lyr)),
    ...opt('epsTtm', inputs.eps_ttm === null ? null : perShare(inputs.eps_ttm)),
    ...opt('bookValuePerShareLyr', inputs.book_value === null || !shares ? null : perShare(inputs.book_value / shares)),
    ...opt('revenueLyr', inputs.revenue_lyr === null ? null : money(inputs.revenue_lyr)),
    ...opt('revenueTtm', inputs.revenue_ttm === null ? null : money(inputs.revenue_ttm)),
    ...opt('ebitdaLyr', inputs.ebitda_lyr === null ? null : money(inputs.ebitda_lyr)),
    bridge: {
      ...(inputs.debt === null ? {} : { debt: money(inputs.debt) }),
      ...(inputs.cash === null ? {} : { cash: money(inputs.cash) }),
      ...(inputs.short_term_investments === null ? {} : { investments: money(inputs.short_term_investments) }),
      ...(inputs.minority_interest === null ? {} : { minorityInterest: money(inputs.minority_interest) }),
    },
  };
}

/**
 * A private company's own multiples inputs, from the base year of its confirmed statements: no
 * share price, so no market cap or enterprise value (its implied prices are what peers' multiples
 * say its shares are worth).
 */
export function privateCompsInputs(history: readonly TStatementPeriod[]): TCompsInputs | null {
  const base = baseFromHistory(history);
  if (!base.ok) return null;
  const period = history.filter((p) => p.fiscal_period === 'FY').at(-1);
  if (!period) return null;
  const income = (key: keyof TStatementPeriod['income']) => period.income[key]?.value ?? null;
  const cashFlow = (key: keyof TStatementPeriod['cash_flow']) => period.cash_flow[key]?.value ?? null;
  const shares = income('diluted_shares') ?? income('basic_shares');
  const netIncome = income('net_income');
  const operatingIncome = income('operating_income');
  const depreciation = cashFlow('depreciation_amortization');
  const b = base.value.balance;
  const reported = (line: { value: number; source: { kind: string } }) =>
    line.source.kind === 'not_reported' ? null : line.value;
  return {
    price: null,
    price_date: null,
    shares,
    shares_basis: shares === null ? null : 'diluted_weighted_average',
    market_cap: null,
    fiscal_year: period.fiscal_year,
    fiscal_year_end: period.period_end,
    ttm_end: null,
    eps_lyr: income('eps_diluted') ?? (netIncome !== null && shares ? netIncome / shares : null),
    eps_ttm: null,
    book_value: b.equity.value,
    revenue_lyr: base.value.revenue,
    revenue_ttm: null,
    ebitda_lyr: operatingIncome !== null && depreciation !== null ? operatingIncome + depreciation : null,
    debt: reported(b.debt),
    cash: reported(b.cash),
    short_term_investments: reported(b.shortTermInvestments),
    minority_interest: reported(b.minorityInterest),
    enterprise_value: null,
    currency: base.value.currency,
    gaps: [{ item: 'price', reason: 'a private company has no share price' }],
  };
}
