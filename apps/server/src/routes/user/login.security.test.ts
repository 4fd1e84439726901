import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../accounts/login-throttle.js';
import { STRONG_PASSWORD, signUp, startTestApp, type TestApp } from '../../test/test-app.js';

// Issue 12: five wrong passwords locked an email for 15 minutes for everyone, its owner included.

const ATTACKER = '192.0.2.66';
const OWNER = '192.0.2.10';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: true });
});
afterAll(() => t.close());

const login = (email: string, password: string, address: string) =>
  t.call('POST', '/v1/user/login', { body: { email, password }, headers: { 'x-forwarded-for': address } });

describe('failed sign-ins lock an (email, address) pair, not the email', () => {
  it('locks the guessing address out of the email while its owner signs in from elsewhere', async () => {
    await signUp(t, 'victim@example.com');
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perEmailAndIp; attempt += 1) {
      expect((await login('victim@example.com', 'Wrong#pass1', ATTACKER)).status).toBe(401);
    }
    const locked = await login('victim@example.com', STRONG_PASSWORD, ATTACKER);
    expect(locked).toMatchObject({ code: 429, data: { error: 'TOO_MANY_LOGIN_ATTEMPTS' } });

    expect((await login('victim@example.com', STRONG_PASSWORD, OWNER)).code).toBe(0);
    // The owner's success does not forgive the attacker's address.
    expect((await login('victim@example.com', STRONG_PASSWORD, ATTACKER)).status).toBe(429);
  });

  it('counts an IPv6 client by its /64, so changing address within it does not reset the lock', async () => {
    await signUp(t, 'ipv6@example.com');
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perEmailAndIp; attempt += 1) {
      const address = `2001:db8:66:1::${attempt + 1}`;
      expect((await login('ipv6@example.com', 'Wrong#pass1', address)).status).toBe(401);
    }
    expect((await login('ipv6@example.com', STRONG_PASSWORD, '2001:db8:66:1:ffff::9')).status).toBe(429);
    expect((await login('ipv6@example.com', STRONG_PASSWORD, '2001:db8:66:2::1')).code).toBe(0);
  });

  it('keeps a higher limit per address over all emails', async () => {
    expect(LOGIN_THROTTLE.perIp).toBeGreaterThan(LOGIN_THROTTLE.perEmailAndIp);
    const sprayer = '192.0.2.77';
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perIp; attempt += 1) {
      const email = `sprayed-${attempt}@example.com`;
      expect((await login(email, 'Wrong#pass1', sprayer)).status).toBe(401);
    }
    await signUp(t, 'fresh@example.com');
    expect((await login('fresh@example.com', STRONG_PASSWORD, sprayer)).status).toBe(429);
    expect((await login('fresh@example.com', STRONG_PASSWORD, OWNER)).code).toBe(0);
  });
});
