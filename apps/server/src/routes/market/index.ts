import { marketRoutes } from '@app/contract';
import { findTicker, getCompanyProfile, getMarketInputs, type TMarketDataSource } from '@app/market-data';
import type { FastifyInstance } from 'fastify';
import { toCompanyProfileView } from '../../market/company-view.js';
import { toMarketInputsView } from '../../market/market-inputs-view.js';
import { registerRoute } from '../register-route.js';

/** The `market` area: company profiles (financial companies refused) and market inputs at a date. */
export function registerMarketRoutes(app: FastifyInstance, source: TMarketDataSource, now: () => Date): void {
  registerRoute(app, marketRoutes.company, async (input, request) =>
    toCompanyProfileView(await getCompanyProfile(source, { ticker: input.ticker }), request.language),
  );

  registerRoute(app, marketRoutes.inputs, async (input, request) => {
    const entry = findTicker((await source.tickers()).entries, input.ticker);
    const asOf = input.as_of ?? now().toISOString().slice(0, 10);
    const inputs = await getMarketInputs(source, {
      ticker: entry.ticker,
      cik: entry.cik,
      asOf,
      priceField: 'close_else_adj_close',
    });
    return toMarketInputsView(entry.ticker, inputs, request.language);
  });
}
