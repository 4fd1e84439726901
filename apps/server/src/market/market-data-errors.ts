import { DATA_SERIES_LABELS, type TErrorCode } from '@app/contract';
import type { MarketDataError, TMarketDataErrorCode } from '@app/market-data';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';

const CATALOGUE_CODES: Record<TMarketDataErrorCode, TErrorCode> = {
  TICKER_NOT_FOUND: 'TICKER_NOT_FOUND',
  FINANCIAL_COMPANY_UNSUPPORTED: 'FINANCIAL_COMPANY_UNSUPPORTED',
  PROVIDER_UNAVAILABLE: 'PROVIDER_UNAVAILABLE',
  PROVIDER_BAD_RESPONSE: 'BAD_GATEWAY',
  PROVIDER_TIMEOUT: 'GATEWAY_TIMEOUT',
  DATA_NOT_AVAILABLE: 'DATA_NOT_AVAILABLE',
  NOT_FOUND: 'NOT_FOUND',
};

/**
 * A market-data failure as the catalogue error the user reads; provider failures are logged with
 * their details (URL, status), which the user does not need.
 */
export function fromMarketDataError(error: MarketDataError, request: FastifyRequest): AppError {
  const code = CATALOGUE_CODES[error.code];
  if (code === 'PROVIDER_UNAVAILABLE' || code === 'BAD_GATEWAY' || code === 'GATEWAY_TIMEOUT') {
    request.log.warn({ err: error, details: error.details }, 'market data provider failed');
  }
  if (code !== 'DATA_NOT_AVAILABLE') return new AppError(code, { cause: error });
  const series = String(error.details.series ?? '');
  const what = Object.hasOwn(DATA_SERIES_LABELS, series)
    ? DATA_SERIES_LABELS[series as keyof typeof DATA_SERIES_LABELS]
    : series;
  return new AppError(code, { params: { what }, cause: error });
}
