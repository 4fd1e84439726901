import { DATA_SERIES_LABELS } from '@app/contract';
import { DATA_SERIES } from '@app/market-data';
import { describe, expect, it } from 'vitest';

describe('market-data errors', () => {
  it('has a label in every language for every series a DATA_NOT_AVAILABLE error can name', () => {
    expect(Object.keys(DATA_SERIES_LABELS).sort()).toEqual([...DATA_SERIES].sort());
  });
});
