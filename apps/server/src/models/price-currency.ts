import { MarketDataError, type TDataSeries, type TMarketInputs } from '@app/market-data';

/**
 * A price in another currency than the statements' (a depositary receipt quoted in one currency
 * for statements in another) would compare a value per share in one currency with a price in
 * another and weigh the WACC in two: the price and the market cap are left out, each said missing,
 * until an exchange rate is applied. (A peer's multiples make the same check in `peerInputs`.)
 */
export function inReportingCurrency(inputs: TMarketInputs, currency: string | null): TMarketInputs {
  const priceCurrency = inputs.price.ok ? inputs.price.value.currency : null;
  if (!currency || !priceCurrency || priceCurrency === currency) return inputs;
  const error = new MarketDataError(
    'DATA_NOT_AVAILABLE',
    `the price is in ${priceCurrency}, the statements in ${currency}`,
    { series: 'price_in_reporting_currency' satisfies TDataSeries },
  );
  return { ...inputs, price: { ok: false, error }, marketCap: { ok: false, error } };
}
