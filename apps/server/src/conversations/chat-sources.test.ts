import { describe, expect, it } from 'vitest';
import { seriesSource } from './chat-sources.js';

describe('seriesSource', () => {
  it('names a pack file within the pack, never by the server’s own path', () => {
    const source = seriesSource('prices', 'KO', '2025-12-31', {
      provider: 'pack',
      location: '/srv/intrinsic/data/pack/prices/KO.csv',
    });
    expect(source).toMatchObject({ kind: 'series', provider: 'pack', location: 'prices/KO.csv' });
  });

  it('keeps a live source’s URL as fetched', () => {
    const url = 'https://data.sec.gov/api/xbrl/companyfacts/CIK0000021344.json';
    expect(seriesSource('beta', 'KO', null, { provider: 'sec', location: url })).toMatchObject({ location: url });
  });
});
