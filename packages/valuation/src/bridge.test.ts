import { describe, expect, it } from 'vitest';
import { equityBridge } from './bridge.js';
import { money, perShare, shareCount } from './units.js';

describe('equityBridge', () => {
  it('subtracts claims, adds cash and investments, divides by shares', () => {
    // 1000 − 200 − 50 + 120 + 30 − 40 − 10 = 850; / 50 = 17; 17 / 20 − 1 = −15%
    const bridge = equityBridge(
      money(1000),
      {
        debt: money(200),
        leases: money(50),
        cash: money(120),
        investments: money(30),
        minorityInterest: money(40),
        preferred: money(10),
      },
      shareCount(50),
      perShare(20),
    );
    if (!bridge.ok) throw new Error(bridge.error.message);
    expect(bridge.value.equityValue).toBe(850);
    expect(bridge.value.valuePerShare).toBe(17);
    expect(bridge.value.upside).toBeCloseTo(-0.15, 15);
    expect(bridge.value.lines.map((l) => [l.item, l.sign])).toEqual([
      ['debt', -1],
      ['leases', -1],
      ['cash', 1],
      ['investments', 1],
      ['minorityInterest', -1],
      ['preferred', -1],
    ]);
  });

  it('counts missing items as 0 and gives no upside without a price', () => {
    const bridge = equityBridge(money(500), {}, shareCount(10));
    expect(bridge.ok && [bridge.value.equityValue, bridge.value.upside]).toEqual([500, null]);
  });

  it('refuses non-positive shares and prices', () => {
    const zero = equityBridge(money(500), {}, shareCount(0));
    expect(!zero.ok && zero.error.code).toBe('NON_POSITIVE_SHARES');
    expect(equityBridge(money(500), {}, shareCount(-3)).ok).toBe(false);
    expect(equityBridge(money(500), {}, shareCount(10), perShare(0)).ok).toBe(false);
  });
});
