import {
  REVIEW_DISCLAIMER,
  reviewMessage,
  type TLanguage,
  type TModelReview,
  type TReviewFindingView,
  toBcp47,
  ZModelAssumptionsInputSchema,
} from '@app/contract';
import { getMarketInputs, type TMarketDataSource } from '@app/market-data';
import { reviewModel, type TCapmWacc, type TReviewFinding, type TReviewParam, type TReviewPeer } from '@app/valuation';
import type { AppDb } from '../db/database.js';
import { loadDataSheetTarget, modificationsTowards, type TDataSheetTarget } from './data-sheet/data-sheet-service.js';
import { toModelValues } from './get-model.js';
import { modelComps } from './get-model-comps.js';
import type { DcfModelRow } from './get-owned-model.js';
import type { TModelDefaults } from './model-defaults.js';
import { cachedPeerInputs } from './peer-inputs-cache.js';

/** What a review needs: the database and the market-data source (the peers' betas). */
export type ReviewDeps = { db: AppDb; source: TMarketDataSource };

/**
 * The rule checks of a model of this owner (someone else's is `NOT_FOUND`), valued as stored by the
 * engine the save path uses. Messages in `language`.
 */
export async function reviewOwnedModel(
  deps: ReviewDeps,
  ownerId: string,
  modelId: string,
  language: TLanguage,
): Promise<TModelReview> {
  const target = await loadDataSheetTarget({ db: deps.db, filings: null }, ownerId, modelId, language);
  return reviewTarget(deps, target, language);
}

/**
 * The rule checks of a loaded model: the WACC is compared with the model's comparables (the
 * Comparables tab's peers), each peer's 5-year beta read at the valuation date; each finding's
 * change is also given as the data-sheet modifications that make it.
 */
export async function reviewTarget(
  deps: ReviewDeps,
  target: TDataSheetTarget,
  language: TLanguage,
): Promise<TModelReview> {
  const { row, input, model } = target;
  const values = toModelValues(row, language);
  const peers = await reviewPeers(deps, row, String(input.valuationDate));
  const findings = reviewModel(
    { input, model },
    {
      riskFreeRate: values.market.risk_free_rate?.value ?? null,
      peers,
      defaultCapm: defaultCapmOf(row.defaults as TModelDefaults | null),
    },
  );
  const currency = values.results.currency;
  return {
    model_id: row.id,
    findings: findings.map((finding) => {
      const view = findingView(finding, language, currency);
      const change = view.suggestion?.assumptions;
      const proposed = change ? { ...(target.saved ?? {}), ...change } : null;
      return { ...view, modifications: proposed ? modificationsTowards(target, proposed, finding.code) : null };
    }),
    peers: peers.map((peer) => peer.ticker),
    disclaimer: REVIEW_DISCLAIMER[language],
  };
}

/** A finding for the API: its message in the language, its figures as plain values, its change checked by the contract. */
export function findingView(
  finding: TReviewFinding,
  language: TLanguage,
  currency: string,
): Omit<TReviewFindingView, 'modifications'> {
  const format = formatters(language, currency);
  const text: Record<string, string> = {};
  const params: Record<string, number | string> = {};
  for (const [name, param] of Object.entries(finding.params)) {
    text[name] = format(param);
    params[name] = param.value;
  }
  const checked = finding.change ? ZModelAssumptionsInputSchema.safeParse(finding.change) : null;
  return {
    code: finding.code,
    severity: finding.severity,
    message: reviewMessage(finding.code, language, text),
    params,
    cells: finding.cells,
    // A change the save path would refuse is no suggestion (the review's tests hold every rule's to the contract).
    suggestion: checked?.success ? { assumptions: checked.data } : null,
  };
}

function formatters(language: TLanguage, currency: string) {
  const locale = toBcp47(language);
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  let money: Intl.NumberFormat;
  try {
    money = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    });
  } catch {
    money = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  }
  return (param: TReviewParam): string => {
    switch (param.unit) {
      case 'rate':
        return percent.format(param.value);
      case 'money':
        return money.format(param.value);
      case 'number':
        return number.format(param.value);
      case 'year':
      case 'text':
        return String(param.value);
    }
  };
}

/**
 * The model's peers with a beta at the valuation date. A peer the source cannot give a beta or a
 * market value for is left out (the review lists the ones used), so one gap does not stop the review.
 */
async function reviewPeers(deps: ReviewDeps, row: DcfModelRow, asOf: string): Promise<TReviewPeer[]> {
  let tickers: string[];
  try {
    tickers = (await modelComps(deps, row)).peers.map((peer) => peer.ticker);
  } catch {
    return [];
  }
  const peers = await Promise.all(
    tickers.map(async (ticker): Promise<TReviewPeer | null> => {
      try {
        const peer = await cachedPeerInputs(deps.source, ticker, asOf);
        if (!peer.marketCap) return null;
        const inputs = await getMarketInputs(deps.source, {
          ticker: peer.ticker,
          cik: peer.cik,
          asOf,
          priceField: 'close_else_adj_close',
        });
        if (!inputs.beta.ok) return null;
        return {
          ticker: peer.ticker,
          rawBeta: inputs.beta.value.beta,
          marketCap: peer.marketCap,
          debt: peer.debt ?? 0,
        };
      } catch {
        return null;
      }
    }),
  );
  return peers.filter((peer): peer is TReviewPeer => peer !== null);
}

/** The CAPM build-up of the model's defaults (to rate peers against a model whose own rate is a given WACC). */
function defaultCapmOf(defaults: TModelDefaults | null): TCapmWacc | null {
  const rate = defaults?.assumptions.discountRate;
  if (!rate || !('capm' in rate) || !('beta' in rate.capm)) return null;
  return rate.capm as TCapmWacc;
}
