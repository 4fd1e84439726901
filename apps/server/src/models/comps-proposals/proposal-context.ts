import type { TCompsFilters } from '@app/contract';
import { findTicker, isMarketDataError, type TTickerEntry } from '@app/market-data';
import { AppError } from '../../app-error.js';
import { toModelValues } from '../get-model.js';
import type { CompsDeps } from '../get-model-comps.js';
import { type DcfModelRow, getOwnedModel } from '../get-owned-model.js';
import { cachedPeerInputs } from '../peer-inputs-cache.js';
import type { TCheckContext } from './check-proposal.js';
import type { TPromptSubject } from './peer-answer.js';

/** One proposal request's model: its valuation date, its company and its peers now. */
export type TProposalModel = {
  row: DcfModelRow;
  asOf: string;
  entries: readonly TTickerEntry[];
  subjectCik: number | null;
  subject: TPromptSubject;
  /** The saved peers, else the default ones the tab stored (in the SEC's spelling). */
  currentPeers: string[];
};

/** The owner's model (someone else's is `NOT_FOUND`) with what its proposals are checked against. */
export async function proposalModel(deps: CompsDeps, ownerId: string, modelId: string): Promise<TProposalModel> {
  const row = await getOwnedModel(deps.db, ownerId, modelId);
  const values = toModelValues(row, 'en');
  const asOf = String(values.model_input.valuationDate ?? '');
  if (!asOf) throw new AppError('MODEL_NOT_READY');
  const entries = (await deps.source.tickers()).entries;
  const isPrivate = row.documentId !== null;
  const subjectEntry = isPrivate ? null : entryOrNull(entries, row.ticker);
  const inputs = subjectEntry ? await subjectInputs(deps, subjectEntry.ticker, asOf) : null;
  const company = values.company;
  const saved = row.compsTickers ?? row.compsDefaultPeers?.peers.map((peer) => peer.ticker) ?? [];
  return {
    row,
    asOf,
    entries,
    subjectCik: subjectEntry?.cik ?? null,
    subject: {
      name: company.name,
      ticker: row.ticker,
      sic: company.sic_code,
      sicDescription: company.sic_description,
      sector: company.sector,
      country: company.country,
      revenue:
        inputs?.revenueLyr && inputs.currency && inputs.lyr
          ? { value: inputs.revenueLyr, currency: inputs.currency, fiscalYear: inputs.lyr.fiscalYear }
          : null,
    },
    currentPeers: saved.map((ticker) => entryOrNull(entries, ticker)?.ticker ?? ticker.toUpperCase()),
  };
}

/** The check context of a request's proposals. */
export function checkContextOf(deps: CompsDeps, model: TProposalModel, filters: TCompsFilters): TCheckContext {
  return {
    source: deps.source,
    entries: model.entries,
    asOf: model.asOf,
    subjectCik: model.subjectCik,
    currentPeers: new Set(model.currentPeers),
    filters,
  };
}

function entryOrNull(entries: readonly TTickerEntry[], ticker: string): TTickerEntry | null {
  try {
    return findTicker(entries, ticker);
  } catch (error) {
    if (isMarketDataError(error, 'TICKER_NOT_FOUND')) return null;
    throw error;
  }
}

/** The company's own revenue for the prompt and the search's size order; none when its data cannot be read. */
async function subjectInputs(deps: CompsDeps, ticker: string, asOf: string) {
  try {
    return await cachedPeerInputs(deps.source, ticker, asOf);
  } catch (error) {
    if (isMarketDataError(error)) return null;
    throw error;
  }
}
