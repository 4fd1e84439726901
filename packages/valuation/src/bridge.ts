import { fail, firstNonFinite, ok, type TResult } from './result.js';
import { type Money, money, type PerShare, perShare, type ShareCount } from './units.js';

/** Claims between enterprise value and equity value; a missing item counts as 0. @public */
export type TBridgeInput = {
  /** Short- and long-term borrowings (book or market value). */
  debt?: Money;
  /** Lease liabilities treated as debt. */
  leases?: Money;
  /** Cash and cash equivalents. */
  cash?: Money;
  /** Non-operating investments (short-term investments, equity stakes) not in the cash flows. */
  investments?: Money;
  minorityInterest?: Money;
  preferred?: Money;
};

/** One line of the bridge; `sign` is how it enters equity value. @public */
export type TBridgeLine = { item: keyof TBridgeInput; sign: 1 | -1; amount: Money };

/** @public */
export type TEquityBridge = {
  enterpriseValue: Money;
  lines: TBridgeLine[];
  equityValue: Money;
  shares: ShareCount;
  valuePerShare: PerShare;
  /** Current price per share, when known. */
  price: PerShare | null;
  /** valuePerShare / price − 1, `null` without a price. */
  upside: number | null;
};

const ORDER: readonly { item: keyof TBridgeInput; sign: 1 | -1 }[] = [
  { item: 'debt', sign: -1 },
  { item: 'leases', sign: -1 },
  { item: 'cash', sign: 1 },
  { item: 'investments', sign: 1 },
  { item: 'minorityInterest', sign: -1 },
  { item: 'preferred', sign: -1 },
];

/**
 * Enterprise value to equity value, per share and upside:
 *
 *   equity = EV − debt − leases + cash + investments − minority interest − preferred
 *   value per share = equity / diluted shares;  upside = value per share / price − 1
 *
 * @throws never; a share count ≤ 0 is `NON_POSITIVE_SHARES`, a price ≤ 0 or a non-finite amount is `INVALID_INPUT`.
 * @example
 * equityBridge(money(2897.42), { cash: money(76.8), debt: money(414.25), minorityInterest: money(45.9) }, shareCount(1));
 * // equityValue 2514.07
 * @public
 */
export function equityBridge(
  enterpriseValue: Money,
  bridge: TBridgeInput,
  shares: ShareCount,
  price?: PerShare,
): TResult<TEquityBridge> {
  const bad = firstNonFinite({ enterprise_value: enterpriseValue, shares, price, ...bridge });
  if (bad) return bad;
  if (!(shares > 0)) {
    return fail('NON_POSITIVE_SHARES', `Shares must be positive (got ${shares})`, { shares });
  }
  if (price !== undefined && !(price > 0)) {
    return fail('INVALID_INPUT', `price: must be positive (got ${price})`, { field: 'price' });
  }
  let equity = enterpriseValue as number;
  const lines: TBridgeLine[] = [];
  for (const { item, sign } of ORDER) {
    const amount = bridge[item] ?? 0;
    lines.push({ item, sign, amount: money(amount) });
    equity += sign * amount;
  }
  const valuePerShare = equity / shares;
  return ok({
    enterpriseValue,
    lines,
    equityValue: money(equity),
    shares,
    valuePerShare: perShare(valuePerShare),
    price: price ?? null,
    upside: price === undefined ? null : valuePerShare / price - 1,
  });
}
