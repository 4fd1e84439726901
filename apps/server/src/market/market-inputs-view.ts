import type { TLanguage, TMarketInputsView, TMissingData } from '@app/contract';
import type { TMarketInputs, TResult } from '@app/market-data';
import { missingFromError } from './missing-data.js';

/** The API view of the market inputs: each input a value, or null with its reason in `missing`. */
export function toMarketInputsView(ticker: string, inputs: TMarketInputs, language: TLanguage): TMarketInputsView {
  const missing: TMissingData[] = [];
  function pick<T, V>(item: string, result: TResult<T>, view: (value: T) => V): V | null {
    if (result.ok) return view(result.value);
    missing.push(missingFromError(item, result.error, language));
    return null;
  }
  return {
    ticker,
    as_of: inputs.asOf,
    price: pick('price', inputs.price, (price) => ({ value: price.price, date: price.date, field: price.field })),
    market_cap: pick('market_cap', inputs.marketCap, (cap) => ({
      value: cap.value,
      shares: cap.shares.value,
      shares_as_of: cap.shares.asOf,
    })),
    beta: pick('beta', inputs.beta, (beta) => ({
      value: beta.beta,
      standard_error: beta.standardError,
      r_squared: beta.rSquared,
      months: beta.months,
      from: beta.window.from,
      to: beta.window.to,
    })),
    risk_free_rate: pick('risk_free_rate', inputs.riskFreeRate, (rate) => ({
      value: rate.rate,
      date: rate.date,
      series: rate.seriesId,
    })),
    missing,
  };
}
