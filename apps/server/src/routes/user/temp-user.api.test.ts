import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueFingerprint } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /v1/temp_user/create', () => {
  it('creates a temporary user and returns its token in the Authorization header', async () => {
    const response = await t.call<{ id: string; is_temp: boolean; email: null; language: string; timezone: string }>(
      'POST',
      '/v1/temp_user/create',
      { body: { fingerprint: uniqueFingerprint(), language: 'id', timezone: 'Asia/Jakarta' } },
    );
    expect(response.code).toBe(0);
    expect(response.data).toMatchObject({ is_temp: true, email: null, language: 'id', timezone: 'Asia/Jakarta' });
    const token = response.headers.get('authorization');
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const info = await t.call<{ id: string }>('GET', '/v1/user/info', { token: token ?? '' });
    expect(info.data.id).toBe(response.data.id);
  });

  it('gives the same fingerprint and device secret the same temporary user, even when asked concurrently', async () => {
    const fingerprint = uniqueFingerprint();
    const body = { fingerprint, device_secret: randomBytes(32).toString('base64url'), language: 'en', timezone: 'UTC' };
    const responses = await Promise.all(
      [1, 2, 3].map(() => t.call<{ id: string }>('POST', '/v1/temp_user/create', { body })),
    );
    const ids = new Set(responses.map((response) => response.data.id));
    expect(ids.size).toBe(1);
    const tokens = new Set(responses.map((response) => response.headers.get('authorization')));
    expect(tokens.size).toBe(3);
  });

  it('gives another fingerprint another user', async () => {
    const [a, b] = await Promise.all(
      [uniqueFingerprint(), uniqueFingerprint()].map((fingerprint) =>
        t.call<{ id: string }>('POST', '/v1/temp_user/create', {
          body: { fingerprint, language: 'en', timezone: 'UTC' },
        }),
      ),
    );
    expect(a?.data.id).not.toBe(b?.data.id);
  });

  it('falls back to English and UTC for an unknown language or time zone', async () => {
    const response = await t.call<{ language: string; timezone: string }>('POST', '/v1/temp_user/create', {
      body: { fingerprint: uniqueFingerprint(), language: 'klingon', timezone: 'Mars/Olympus' },
    });
    expect(response.data).toMatchObject({ language: 'en', timezone: 'UTC' });
  });

  it('refuses a missing or malformed fingerprint with 422', async () => {
    const response = await t.call('POST', '/v1/temp_user/create', {
      body: { fingerprint: 'short; drop table', language: 'en', timezone: 'UTC' },
    });
    expect(response.status).toBe(422);
    expect(response.data).toMatchObject({ error: 'VALIDATION_FAILED' });
  });

  it('refuses features that need a full account', async () => {
    const response = await t.call<{ id: string }>('POST', '/v1/temp_user/create', {
      body: { fingerprint: uniqueFingerprint(), language: 'en', timezone: 'UTC' },
    });
    const token = response.headers.get('authorization') ?? '';
    const refused = await t.call('POST', '/v1/user/send_verification_email', { token });
    expect(refused.status).toBe(403);
    expect(refused).toMatchObject({ code: 403, data: { error: 'FULL_ACCOUNT_REQUIRED' } });
    expect(refused.message).toBe('This feature requires a full account. Please sign up or sign in.');
  });
});
