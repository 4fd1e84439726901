import { invalid, ok, type TResult } from './result.js';

/** A listed peer's beta carried over to a company with another capital structure. @public */
export type TRelevered = {
  /** The peer's asset (unlevered) beta. */
  unlevered: number;
  /** The asset beta relevered at the target's debt-to-equity. */
  relevered: number;
  peerDebtToEquity: number;
  targetDebtToEquity: number;
};

/**
 * Hamada's relation, with the tax shield of debt and debt taken as riskless:
 *
 *   β_U = β_L / (1 + (1 − t) × D/E)     (the peer, at its market D/E)
 *   β_L' = β_U × (1 + (1 − t) × D'/E')  (the target, at its own D/E)
 *
 * The usual way to borrow a listed peer's beta for a private company, whose shares have no prices.
 * A target without positive equity (D/E undefined) keeps the asset beta.
 *
 * @example
 * releverBeta({ peerBeta: 1.2, peerDebt: 20, peerEquity: 80, targetDebt: 50, targetEquity: 50, taxRate: 0.21 });
 * // unlevered 1.2 / 1.1975 = 1.0021, relevered 1.0021 × 1.79 = 1.7937
 * @public
 */
export function releverBeta(input: {
  peerBeta: number;
  peerDebt: number;
  peerEquity: number;
  targetDebt: number;
  targetEquity: number;
  taxRate: number;
}): TResult<TRelevered> {
  const { peerBeta, peerDebt, peerEquity, targetDebt, targetEquity, taxRate } = input;
  if (![peerBeta, peerDebt, peerEquity, targetDebt, targetEquity, taxRate].every(Number.isFinite)) {
    return invalid('beta', 'every input must be a finite number');
  }
  if (!(peerEquity > 0)) return invalid('peer_equity', 'the peer’s market value of equity must be positive');
  if (peerDebt < 0 || targetDebt < 0) return invalid('debt', 'debt must not be negative');
  if (taxRate < 0 || taxRate >= 1) return invalid('tax_rate', `must be in [0, 1) (got ${taxRate})`);
  const peerDebtToEquity = peerDebt / peerEquity;
  const unlevered = peerBeta / (1 + (1 - taxRate) * peerDebtToEquity);
  const targetDebtToEquity = targetEquity > 0 ? targetDebt / targetEquity : 0;
  return ok({
    unlevered,
    relevered: unlevered * (1 + (1 - taxRate) * targetDebtToEquity),
    peerDebtToEquity,
    targetDebtToEquity,
  });
}
