import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket.js';

/** A virtual clock: sleeping advances time instantly, so the schedule is exact and the test is deterministic. */
function virtualClock() {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
    },
  };
}

describe('TokenBucket', () => {
  it('spaces requests so that no one-second window holds more than the rate (capacity 1)', async () => {
    const clock = virtualClock();
    const bucket = new TokenBucket({ ratePerSecond: 10, ...clock });
    const starts: number[] = [];
    for (let i = 0; i < 25; i++) {
      await bucket.take();
      starts.push(clock.now());
    }
    expect(starts.slice(0, 4)).toEqual([0, 100, 200, 300]);
    for (let i = 0; i + 10 < starts.length; i++)
      expect((starts[i + 10] as number) - (starts[i] as number)).toBeGreaterThanOrEqual(1000);
  });

  it('serves concurrent callers in call order', async () => {
    const clock = virtualClock();
    const bucket = new TokenBucket({ ratePerSecond: 10, ...clock });
    const order: number[] = [];
    await Promise.all([0, 1, 2, 3, 4].map((i) => bucket.take().then(() => order.push(i))));
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(clock.now()).toBe(400);
  });

  it('allows a burst up to its capacity, then refills at the rate', async () => {
    const clock = virtualClock();
    const bucket = new TokenBucket({ ratePerSecond: 5, capacity: 3, ...clock });
    const starts: number[] = [];
    for (let i = 0; i < 5; i++) {
      await bucket.take();
      starts.push(clock.now());
    }
    expect(starts).toEqual([0, 0, 0, 200, 400]);
  });

  it('rejects a non-positive rate', () => {
    expect(() => new TokenBucket({ ratePerSecond: 0 })).toThrow(RangeError);
  });
});
