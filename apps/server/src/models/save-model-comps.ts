import type { TComps } from '@app/contract';
import { findTicker } from '@app/market-data';
import { eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { dcfModels } from '../db/schema.js';
import { type CompsDeps, modelComps } from './get-model-comps.js';
import { getOwnedModel } from './get-owned-model.js';
import { cachedPeerInputs } from './peer-inputs-cache.js';

/**
 * Saves the peer set of a model by ticker (duplicates dropped, SEC spelling); `null` returns to
 * the default peers, an empty list keeps no peers. Refused: an unknown ticker (`TICKER_NOT_FOUND`), a financial
 * company (`FINANCIAL_COMPANY_UNSUPPORTED`: a bank's or insurer's revenue and EBITDA are not
 * comparable with an operating company's), the model's own company (`PEER_IS_SUBJECT`).
 */
export async function saveModelComps(
  deps: CompsDeps,
  ownerId: string,
  modelId: string,
  tickers: readonly string[] | null,
  now: () => Date,
): Promise<TComps> {
  const row = await getOwnedModel(deps.db, ownerId, modelId);
  const entries = (await deps.source.tickers()).entries;
  const subject = findTicker(entries, row.ticker);
  const wanted = [...new Set((tickers ?? []).map((ticker) => findTicker(entries, ticker).ticker))];
  if (wanted.some((ticker) => findTicker(entries, ticker).cik === subject.cik)) throw new AppError('PEER_IS_SUBJECT');
  const asOf = String((row.modelInput as { valuationDate?: unknown } | null)?.valuationDate ?? '');
  if (!asOf) throw new AppError('MODEL_NOT_READY');
  // Refuses financial companies before anything is stored.
  await Promise.all(wanted.map((ticker) => cachedPeerInputs(deps.source, ticker, asOf)));
  const compsTickers = tickers === null ? null : wanted;
  await deps.db.update(dcfModels).set({ compsTickers, updatedAt: now() }).where(eq(dcfModels.id, row.id));
  return modelComps(deps, { ...row, compsTickers });
}
