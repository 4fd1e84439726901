import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueFingerprint } from '../../test/test-app.js';

// Issue 12, critical: a temporary account was taken over by its fingerprint alone.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const newDeviceSecret = () => randomBytes(32).toString('base64url');

async function createTemp(body: Record<string, unknown>, token?: string) {
  const response = await t.call<{ id: string }>('POST', '/v1/temp_user/create', {
    body: { language: 'en', timezone: 'UTC', ...body },
    ...(token ? { token } : {}),
  });
  expect(response.code, response.message).toBe(0);
  return { id: response.data.id, token: response.headers.get('authorization') ?? '' };
}

describe('a temporary user is found by its fingerprint only with the device secret', () => {
  it('gives a stranger who sends a victim’s fingerprint a new user, never the victim’s session or data', async () => {
    const fingerprint = uniqueFingerprint();
    const victim = await createTemp({ fingerprint, device_secret: newDeviceSecret() });
    const withoutSecret = await createTemp({ fingerprint });
    const withOwnSecret = await createTemp({ fingerprint, device_secret: newDeviceSecret() });
    expect(withoutSecret.id).not.toBe(victim.id);
    expect(withOwnSecret.id).not.toBe(victim.id);
    expect(withOwnSecret.id).not.toBe(withoutSecret.id);
    const info = await t.call<{ id: string }>('GET', '/v1/user/info', { token: withoutSecret.token });
    expect(info.data.id).toBe(withoutSecret.id);
  });

  it('gives identical devices (one fingerprint, each its own secret) separate users', async () => {
    const fingerprint = uniqueFingerprint();
    const devices = await Promise.all(
      [1, 2, 3].map(() => createTemp({ fingerprint, device_secret: newDeviceSecret() })),
    );
    expect(new Set(devices.map((device) => device.id)).size).toBe(3);
  });

  it('gives the device that holds the secret its own user back, once or concurrently', async () => {
    const fingerprint = uniqueFingerprint();
    const deviceSecret = newDeviceSecret();
    const first = await createTemp({ fingerprint, device_secret: deviceSecret });
    const again = await Promise.all([1, 2, 3].map(() => createTemp({ fingerprint, device_secret: deviceSecret })));
    expect(new Set(again.map((device) => device.id))).toEqual(new Set([first.id]));
    // The secret belongs with its fingerprint: another fingerprint with it is another device.
    const elsewhere = await createTemp({ fingerprint: uniqueFingerprint(), device_secret: deviceSecret });
    expect(elsewhere.id).not.toBe(first.id);
  });

  it('keeps the temporary user of a live session sent with the request', async () => {
    const mine = await createTemp({ fingerprint: uniqueFingerprint() });
    const again = await createTemp({ fingerprint: uniqueFingerprint() }, mine.token);
    expect(again.id).toBe(mine.id);
  });

  it('refuses a device secret that is not 256 bits of base64url', async () => {
    const response = await t.call('POST', '/v1/temp_user/create', {
      body: { fingerprint: uniqueFingerprint(), device_secret: 'short', language: 'en', timezone: 'UTC' },
    });
    expect(response.status).toBe(422);
  });

  it('forgets the device once its temporary user has registered', async () => {
    const fingerprint = uniqueFingerprint();
    const deviceSecret = newDeviceSecret();
    const temp = await createTemp({ fingerprint, device_secret: deviceSecret });
    const registered = await t.call<{ id: string }>('POST', '/v1/user/register', {
      token: temp.token,
      body: { email: 'device@example.com', password: 'Valuation#2026', nickname: 'Ana', terms_accepted: true },
    });
    expect(registered.data.id).toBe(temp.id);
    const next = await createTemp({ fingerprint, device_secret: deviceSecret });
    expect(next.id).not.toBe(temp.id);
  });
});
