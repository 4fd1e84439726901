import { MarketDataError, type TDataSeries, type TMarketInputs } from '@app/market-data';

/**
 * A price in another currency than the statements' (an ADR in USD for statements in TWD) would
 * compare a value per share in one currency with a price in another and weigh the WACC in two: the
 * price and the market cap are left out, each said missing, until an exchange rate is applied.
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
