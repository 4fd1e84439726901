import { queryRoutes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { TickerSearch } from '../../market/ticker-search.js';
import { registerRoute } from '../register-route.js';

/** The `query` area: company search. */
export function registerQueryRoutes(app: FastifyInstance, tickerSearch: TickerSearch): void {
  registerRoute(app, queryRoutes.searchTicker, async (input) => ({
    items: await tickerSearch.search(input.keyword, input.limit),
  }));
}
