import { DATA_SERIES_LABELS, errorMessage, type TLanguage, type TMissingData } from '@app/contract';
import type { MarketDataError } from '@app/market-data';

/**
 * A piece of data the sources lack, as the API reports it beside the data it does have: which item,
 * which series, and the catalogue's sentence in the user's language.
 */
export function missingData(item: string, series: string, language: TLanguage): TMissingData {
  const what = Object.hasOwn(DATA_SERIES_LABELS, series)
    ? DATA_SERIES_LABELS[series as keyof typeof DATA_SERIES_LABELS][language]
    : series;
  return { item, series, message: errorMessage('DATA_NOT_AVAILABLE', language, { what }) };
}

/** The same, from a market-data `DATA_NOT_AVAILABLE` error. */
export function missingFromError(item: string, error: MarketDataError, language: TLanguage): TMissingData {
  return missingData(item, String(error.details.series ?? item), language);
}
