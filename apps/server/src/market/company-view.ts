import type { TCompanyProfileView, TLanguage } from '@app/contract';
import type { TCompanyProfile, TOrigin } from '@app/market-data';
import { missingData } from './missing-data.js';

/** The API view of a company profile: flat, snake_case, gaps listed in the user's language. */
export function toCompanyProfileView(profile: TCompanyProfile, language: TLanguage): TCompanyProfileView {
  const currency = 'basis' in profile.reportingCurrency ? profile.reportingCurrency : null;
  const shares = 'value' in profile.sharesOutstanding ? profile.sharesOutstanding : null;
  const missing = [
    ...(currency ? [] : [missingData('reporting_currency', 'fundamentals', language)]),
    ...(shares ? [] : [missingData('shares_outstanding', 'shares_outstanding', language)]),
  ];
  const fiscalYearEnd = profile.fiscalYearEnd;
  return {
    cik: profile.cik,
    ticker: profile.ticker,
    name: profile.name,
    exchange: profile.exchange?.name ?? null,
    country: profile.domicile?.country ?? null,
    country_code: profile.domicile?.countryCode ?? null,
    state_or_province: profile.domicile?.stateOrProvince ?? null,
    sic_code: profile.sic?.code ?? null,
    sic_description: profile.sic?.description ?? null,
    sector: profile.sector,
    industry: profile.industry,
    fiscal_year_end: fiscalYearEnd
      ? `${String(fiscalYearEnd.month).padStart(2, '0')}-${String(fiscalYearEnd.day).padStart(2, '0')}`
      : null,
    reporting_currency: currency?.code ?? null,
    trading_currency: profile.tradingCurrency?.code ?? null,
    shares_outstanding: shares
      ? { value: shares.value, as_of: shares.asOf, form: shares.form, filed: shares.filed, accession: shares.accession }
      : null,
    missing,
    origins: profile.origins.map(toOriginView),
  };
}

export function toOriginView(origin: TOrigin) {
  return { provider: origin.provider, location: origin.location, retrieved_at: origin.retrievedAt };
}
