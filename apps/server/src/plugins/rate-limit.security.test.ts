import { randomUUID } from 'node:crypto';
import { errorMessage } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { signInAsTemp, startTestApp, type TestApp, uniqueFingerprint } from '../test/test-app.js';

// Issue 12: no limits on temporary-user creation, uploads or model creation per user and address.
// The limits are lowered through the app's options; `X-Forwarded-For` (trusted here) plays the addresses.

const HOUR_MS = 3_600_000;
const ADDRESS_1 = '203.0.113.1';
const ADDRESS_2 = '203.0.113.2';

function createTemp(t: TestApp, address: string, language = 'en') {
  return t.call('POST', '/v1/temp_user/create', {
    body: { fingerprint: uniqueFingerprint(), language: 'en', timezone: 'UTC' },
    headers: { 'x-forwarded-for': address },
    language,
  });
}

async function uploadCsv(t: TestApp, token: string, address: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('Revenue,100\nCost of revenue,40\n')]), 'a.csv');
  const response = await fetch(`${t.baseUrl}/v1/financial_statements/document`, {
    method: 'POST',
    headers: { authorization: token, 'x-forwarded-for': address },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

/** Starts a private model of a document nobody has: 404 when counted and let through, 429 when limited. */
async function startModel(t: TestApp, token: string, address: string): Promise<number> {
  const response = await t.call('POST', '/v1/model/dcf/private', {
    token,
    body: { document_id: randomUUID() },
    headers: { 'x-forwarded-for': address },
  });
  return response.status;
}

describe('rate limits kept in the database', () => {
  it('limit temporary users per address, in the caller’s language, across server processes', async () => {
    const rateLimits = { tempUserPerIp: { limit: 3, windowMs: HOUR_MS } };
    const first = await startTestApp({ rateLimits, trustProxy: true });
    const second = await startTestApp({ database: first.database, rateLimits, trustProxy: true });
    try {
      expect((await createTemp(first, ADDRESS_1)).code).toBe(0);
      expect((await createTemp(second, ADDRESS_1)).code).toBe(0);
      expect((await createTemp(first, ADDRESS_1)).code).toBe(0);

      const refused = await createTemp(second, ADDRESS_1, 'zh-TRADITIONAL');
      expect(refused.status).toBe(429);
      expect(refused).toMatchObject({ code: 429, data: { error: 'RATE_LIMITED' } });
      expect(refused.message).toBe(errorMessage('RATE_LIMITED', 'zh-TRADITIONAL'));
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await createTemp(first, ADDRESS_1)).status).toBe(429);

      expect((await createTemp(first, ADDRESS_2)).code).toBe(0);
      for (const t of [first, second]) t.clock.advance(HOUR_MS);
      expect((await createTemp(second, ADDRESS_1)).code).toBe(0);
    } finally {
      await second.app.close();
      await first.close();
    }
  });

  it('limit uploads per user and per address', async () => {
    const t = await startTestApp({
      rateLimits: { uploadPerUser: { limit: 2, windowMs: HOUR_MS }, uploadPerIp: { limit: 3, windowMs: HOUR_MS } },
      trustProxy: true,
    });
    try {
      const ann = (await signInAsTemp(t)).token;
      const bob = (await signInAsTemp(t)).token;
      expect(await uploadCsv(t, ann, ADDRESS_1)).toBe(200);
      expect(await uploadCsv(t, ann, ADDRESS_1)).toBe(200);
      // Ann's own limit, from any address.
      expect(await uploadCsv(t, ann, ADDRESS_2)).toBe(429);
      // Bob is within his, until the address's is reached.
      expect(await uploadCsv(t, bob, ADDRESS_1)).toBe(200);
      expect(await uploadCsv(t, bob, ADDRESS_1)).toBe(429);
      expect(await uploadCsv(t, bob, ADDRESS_2)).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('limit model creation (listed and private together) per user and per address', async () => {
    const t = await startTestApp({
      rateLimits: { modelPerUser: { limit: 2, windowMs: HOUR_MS }, modelPerIp: { limit: 3, windowMs: HOUR_MS } },
      trustProxy: true,
    });
    try {
      // Ann's settings say Spanish: the refusal is in her language.
      const ann = (await signInAsTemp(t, 'es')).token;
      const bob = (await signInAsTemp(t)).token;
      expect(await startModel(t, ann, ADDRESS_1)).toBe(404);
      expect(await startModel(t, ann, ADDRESS_1)).toBe(404);
      const listed = await t.call('POST', '/v1/model/dcf/base', {
        token: ann,
        body: { ticker: 'AAPL' },
        headers: { 'x-forwarded-for': ADDRESS_2 },
      });
      expect(listed).toMatchObject({ code: 429, data: { error: 'RATE_LIMITED' } });
      expect(listed.message).toBe(errorMessage('RATE_LIMITED', 'es'));
      expect(await startModel(t, bob, ADDRESS_1)).toBe(404);
      expect(await startModel(t, bob, ADDRESS_1)).toBe(429);
      expect(await startModel(t, bob, ADDRESS_2)).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('limit peer searches by filters (each may read dozens of filings) per user and per address', async () => {
    const t = await startTestApp({
      rateLimits: {
        peerSearchPerUser: { limit: 2, windowMs: HOUR_MS },
        peerSearchPerIp: { limit: 3, windowMs: HOUR_MS },
      },
      trustProxy: true,
    });
    /** A search for a model nobody has: 404 when counted and let through, 429 when limited. */
    const searchPeers = async (token: string, address: string) =>
      (
        await t.call('POST', '/v1/model/dcf/comps_ticker/search', {
          token,
          body: { model_id: randomUUID(), filters: { sic_codes: ['7372'] } },
          headers: { 'x-forwarded-for': address },
        })
      ).status;
    try {
      const ann = (await signInAsTemp(t)).token;
      const bob = (await signInAsTemp(t)).token;
      expect(await searchPeers(ann, ADDRESS_1)).toBe(404);
      expect(await searchPeers(ann, ADDRESS_1)).toBe(404);
      expect(await searchPeers(ann, ADDRESS_2)).toBe(429);
      expect(await searchPeers(bob, ADDRESS_1)).toBe(404);
      expect(await searchPeers(bob, ADDRESS_1)).toBe(429);
      expect(await searchPeers(bob, ADDRESS_2)).toBe(404);
    } finally {
      await t.close();
    }
  });
});
