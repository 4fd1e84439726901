import { compsProposalRoutes, compsRoutes } from '@app/contract';
import { findDefaultPeers } from '@app/market-data';
import type { FastifyInstance } from 'fastify';
import { type ProposeDeps, proposePeers } from '../../models/comps-proposals/propose-peers.js';
import { searchPeers } from '../../models/comps-proposals/search-peers.js';
import { getModelComps } from '../../models/get-model-comps.js';
import { saveModelComps } from '../../models/save-model-comps.js';
import { registerRoute, sessionOf } from '../register-route.js';

/**
 * Comparables: a model's peers (`model/dcf/comps_ticker`, save), peers proposed by the chat model or
 * found by filters (propose, search; saved only through save), and a ticker's default peers (`market/comps`).
 */
export function registerCompsRoutes(app: FastifyInstance, deps: ProposeDeps & { now: () => Date }): void {
  registerRoute(app, compsRoutes.comps_ticker, async (input, request) =>
    getModelComps(deps, sessionOf(request).user.id, input.model_id),
  );

  registerRoute(app, compsRoutes.comps_ticker_save, async (input, request) =>
    saveModelComps(deps, sessionOf(request).user.id, input.model_id, input.tickers, deps.now),
  );

  registerRoute(app, compsProposalRoutes.comps_ticker_propose, async (input, request) =>
    proposePeers(deps, sessionOf(request).user.id, input, request.language),
  );

  registerRoute(app, compsProposalRoutes.comps_ticker_search, async (input, request) =>
    searchPeers(deps, sessionOf(request).user.id, input),
  );

  registerRoute(app, compsRoutes.market_comps, async (input) => {
    const asOf = input.as_of ?? deps.now().toISOString().slice(0, 10);
    const found = await findDefaultPeers(deps.source, { ticker: input.ticker, asOf });
    return {
      ticker: found.ticker,
      as_of: found.asOf,
      sic: found.sic,
      sector: found.sector,
      gics_sector: found.gicsSector,
      gics_sub_industry: found.gicsSubIndustry,
      market_cap: found.subjectMarketCap,
      universe: found.universe,
      peers: found.peers.map((peer) => ({
        ticker: peer.ticker,
        name: peer.name,
        sic: peer.sic,
        sector: peer.sector,
        gics_sector: peer.gicsSector,
        gics_sub_industry: peer.gicsSubIndustry,
        rule: peer.rule,
        market_cap: peer.marketCap,
      })),
    };
  });
}
