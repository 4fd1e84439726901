import { ZDriverOverridesSchema, ZModelAssumptionsInputSchema } from '@app/contract';
import { DAYS_DRIVERS, LIFE_DRIVERS, MONEY_DRIVERS, RATE_DRIVERS } from '@app/valuation';
import { describe, expect, it } from 'vitest';
import { ASSUMPTION_KEYS } from './model-defaults.js';

/**
 * The contract bounds every assumption the engine takes, by name (`ZModelAssumptionsInputSchema`
 * refuses unknown keys). A driver or assumption added to the engine must be added there too, with
 * its range, or saving it is refused: this test says which.
 */
describe('the contract’s assumptions schema and the engine', () => {
  it('names every driver the engine takes, and no other', () => {
    const engine = [...RATE_DRIVERS, ...DAYS_DRIVERS, ...MONEY_DRIVERS, ...LIFE_DRIVERS, 'daysBasis'];
    expect(
      Object.keys(ZDriverOverridesSchema.shape).sort(),
      'give each engine driver its range in ZDriverOverridesSchema (packages/contract/src/model/assumptions.ts)',
    ).toEqual([...engine].sort());
  });

  it('names every assumption a model stores', () => {
    expect(Object.keys(ZModelAssumptionsInputSchema.shape).sort()).toEqual([...ASSUMPTION_KEYS].sort());
  });
});
