import type { TCompsPeer } from '@app/contract';
import { money, perShare, shareCount, type TMultiplesSubject } from '@app/valuation';

type TCompsInputs = TCompsPeer['inputs'];

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
