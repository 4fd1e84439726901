import { blumeAdjustedBeta } from '../beta-adjustment.js';
import { releverBeta } from '../beta-relevering.js';
import type { Rate } from '../units.js';
import { computeWacc } from '../wacc.js';
import type { TCapmWacc, TReviewContext, TReviewFinding, TReviewPeer, TReviewSubject } from './review-types.js';

/**
 * How far the model's WACC may sit from its peers' median before it is a finding: 1 point, the
 * bear/bull cases' own WACC shift (`DEFAULT_SCENARIO_SHIFTS` in the contract), when it is also
 * outside the peers' range. A convention.
 * @public
 */
export const WACC_PEER_GAP = 0.01;

/** One peer's discount rate at the model's capital structure. @public */
export type TPeerDiscountRate = { ticker: string; beta: number; wacc: number };

/**
 * Each peer's WACC as if it had the model's capital structure (a bottom-up rate, Damodaran's
 * recommended way to estimate a beta): the peer's raw beta Blume-adjusted as the model's own is,
 * unlevered at its market debt to equity and relevered at the model's (Hamada, the model's tax
 * rate), then the model's CAPM (risk-free rate, premium, size and country premiums) and weights.
 * Only business risk differs between the model's rate and these. Peers that cannot be unlevered
 * (no market value) are left out.
 * @public
 */
export function peerDiscountRates(capm: TCapmWacc, peers: readonly TReviewPeer[]): TPeerDiscountRate[] {
  const rates: TPeerDiscountRate[] = [];
  for (const peer of peers) {
    const relevered = releverBeta({
      peerBeta: blumeAdjustedBeta(peer.rawBeta),
      peerDebt: Math.max(peer.debt, 0),
      peerEquity: peer.marketCap,
      targetDebt: Math.max(capm.debtValue, 0),
      targetEquity: capm.equityValue,
      taxRate: capm.taxRate,
    });
    if (!relevered.ok) continue;
    const wacc = computeWacc({ ...capm, beta: relevered.value.relevered });
    if (wacc.ok) rates.push({ ticker: peer.ticker, beta: relevered.value.relevered, wacc: wacc.value.wacc });
  }
  return rates;
}

/**
 * The model's WACC against its comparable companies' (same GICS sub-industry, industry or sector:
 * the Comparables tab's peers). The fix sets the model's beta to the peers' median relevered beta
 * (its WACC then equals the peers' median, WACC being linear in beta), or a given WACC to that median.
 */
export function waccRule({ input, model }: TReviewSubject, context: TReviewContext): TReviewFinding[] {
  const rate = input.discountRate;
  const own = 'capm' in rate && 'beta' in rate.capm ? (rate.capm as TCapmWacc) : null;
  const capm = own ?? context.defaultCapm;
  if (!capm) return [];
  const rates = peerDiscountRates(capm, context.peers);
  if (rates.length === 0) return [];
  const waccs = rates.map((r) => r.wacc).sort((a, b) => a - b);
  const betas = rates.map((r) => r.beta).sort((a, b) => a - b);
  const median = medianOf(waccs);
  const low = waccs[0] as number;
  const high = waccs[waccs.length - 1] as number;
  const wacc = model.discountRate.value;
  if (Math.abs(wacc - median) <= WACC_PEER_GAP || (wacc >= low && wacc <= high)) return [];
  const medianBeta = medianOf(betas);
  const change =
    own !== null
      ? { discountRate: { capm: { ...own, beta: medianBeta } } }
      : 'wacc' in rate
        ? { discountRate: { wacc: median as Rate } }
        : null;
  return [
    {
      code: 'wacc_outside_peers',
      severity: 'warning',
      params: {
        wacc: { unit: 'rate', value: wacc },
        median: { unit: 'rate', value: median },
        low: { unit: 'rate', value: low },
        high: { unit: 'rate', value: high },
        peers: { unit: 'text', value: rates.map((r) => r.ticker).join(', ') },
        beta: { unit: 'number', value: own?.beta ?? capm.beta },
        peer_beta: { unit: 'number', value: medianBeta },
      },
      cells: own ? ['discountRate.wacc', 'discountRate.capm.beta'] : ['discountRate.wacc'],
      change,
    },
  ];
}

function medianOf(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
