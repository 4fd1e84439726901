/**
 * Pure: market capitalisation = price × shares outstanding, keeping both inputs for the record.
 * A 20-F filer's cover-page count is of its ordinary shares, while its US listing is often an ADS
 * representing several of them (TSM: 5); the ratio is not in the SEC data, so no market cap is
 * computed from such a count.
 */
import { fail, ok, type TResult } from '../errors.js';
import type { TSharesOutstanding } from '../profile/shares-outstanding.js';
import type { TPriceAsOf } from './price-as-of.js';

/** @public */
export type TMarketCap = {
  value: number;
  currency: string | null;
  /** The price used, with its date and which close it is. */
  price: TPriceAsOf;
  /** The share count used, with its date and filing. */
  shares: TSharesOutstanding;
  formula: 'price × dei:EntityCommonStockSharesOutstanding';
};

/**
 * @returns DATA_NOT_AVAILABLE when the share count comes from a 20-F (ordinary shares vs. listed ADS)
 * @example marketCap(price, shares) // { ok: true, value: { value: 271.86 × 14,776,353,000, … } }
 * @public
 */
export function marketCap(price: TPriceAsOf, shares: TSharesOutstanding): TResult<TMarketCap> {
  if (shares.form?.startsWith('20-F')) {
    return fail(
      'DATA_NOT_AVAILABLE',
      `The share count of ${price.symbol} comes from a ${shares.form} (ordinary shares); the number of shares per listed ADS is not in the data`,
      { series: 'shares_outstanding', ticker: price.symbol, form: shares.form, asOf: shares.asOf },
    );
  }
  return ok({
    value: price.price * shares.value,
    currency: price.currency,
    price,
    shares,
    formula: 'price × dei:EntityCommonStockSharesOutstanding',
  });
}
