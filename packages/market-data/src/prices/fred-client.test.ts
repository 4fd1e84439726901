import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPackSource } from '../pack/pack-source.js';
import { startLocalProviderServer, type TLocalProviderServer } from '../testing/local-provider-server.js';
import { FredClient } from './fred-client.js';

const PACK_DIR = fileURLToPath(new URL('../../../../../shared/data/pack/', import.meta.url));

let server: TLocalProviderServer;
beforeAll(async () => {
  server = await startLocalProviderServer({ packDir: PACK_DIR });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('FredClient against the local protocol server', () => {
  it('reads SP500 equal to the pack index file', async () => {
    const live = await new FredClient({ baseUrl: server.url }).series('SP500');
    const pack = await createPackSource(PACK_DIR).sp500();
    expect(live.points).toEqual(pack.points);
    expect(live).toMatchObject({ id: 'SP500', unit: 'index', frequency: 'daily' });
    expect(live.points[0]).toEqual({ date: '2016-02-12', value: 1864.78 });
    expect(server.requests[0]?.url).toBe('/graph/fredgraph.csv?id=SP500');
  });

  it('reads GS10 (percent, monthly) with cosd/coed limits', async () => {
    const live = await new FredClient({ baseUrl: server.url }).series('GS10', { from: '2025-10-01', to: '2025-12-31' });
    const pack = await createPackSource(PACK_DIR).treasury10y({ from: '2025-10-01', to: '2025-12-31' });
    expect(live.points).toEqual(pack.points);
    expect(live.points.map((p) => p.date)).toEqual(['2025-10-01', '2025-11-01', '2025-12-01']);
    expect(live).toMatchObject({ id: 'GS10', unit: 'percent', frequency: 'monthly' });
    expect(server.requests[0]?.url).toBe('/graph/fredgraph.csv?id=GS10&cosd=2025-10-01&coed=2025-12-31');
  });

  it('maps an unknown series to NOT_FOUND', async () => {
    await expect(new FredClient({ baseUrl: server.url }).series('DGS10')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reports a changed CSV header as PROVIDER_BAD_RESPONSE', async () => {
    server.inject({ path: '/graph/fredgraph.csv', body: 'date,value\n2025-01-01,1\n' });
    await expect(new FredClient({ baseUrl: server.url }).series('SP500')).rejects.toMatchObject({
      code: 'PROVIDER_BAD_RESPONSE',
    });
  });
});
