import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../accounts/login-throttle.js';
import { STRONG_PASSWORD, signUp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, language?: string) =>
  t.call<{ id: string; email: string }>('POST', '/v1/user/login', {
    body: { email, password },
    ...(language ? { language } : {}),
  });

describe('sign in and out', () => {
  it('signs in with the email in any case and returns a token', async () => {
    const { id } = await signUp(t, 'login@example.com');
    const response = await login('LOGIN@example.com', STRONG_PASSWORD);
    expect(response.code).toBe(0);
    expect(response.data.id).toBe(id);
    const token = response.headers.get('authorization') ?? '';
    const info = await t.call<{ email: string; is_temp: boolean }>('GET', '/v1/user/info', { token });
    expect(info.data).toMatchObject({ email: 'login@example.com', is_temp: false });
  });

  it('refuses a wrong password and an unknown email with the same 401 message', async () => {
    await signUp(t, 'wrong@example.com');
    const wrongPassword = await login('wrong@example.com', 'Nope#12345');
    const unknownEmail = await login('nobody@example.com', STRONG_PASSWORD);
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response).toMatchObject({ code: 401, data: { error: 'INVALID_CREDENTIALS' } });
      expect(response.message).toBe('The email or password is incorrect.');
    }
  });

  it('logout revokes the token', async () => {
    const { token } = await signUp(t, 'logout@example.com');
    const out = await t.call<{ ok: boolean }>('POST', '/v1/user/logout', { token });
    expect(out.data).toEqual({ ok: true });
    const after = await t.call('GET', '/v1/user/info', { token });
    expect(after.status).toBe(401);
    expect(after.code).toBe(401);
  });

  it('answers requests without a token, or with an unknown one, with 401', async () => {
    expect((await t.call('GET', '/v1/user/info')).status).toBe(401);
    expect((await t.call('GET', '/v1/user/info', { token: 'x'.repeat(43) })).status).toBe(401);
    expect((await t.call('POST', '/v1/user/logout')).status).toBe(401);
  });

  it('throttles repeated failures with 429 and a message, then lets the user in after the window', async () => {
    await signUp(t, 'throttle@example.com');
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perEmailAndIp; attempt += 1) {
      expect((await login('throttle@example.com', 'Wrong#pass1')).status).toBe(401);
    }
    const locked = await login('throttle@example.com', STRONG_PASSWORD, 'id');
    expect(locked.status).toBe(429);
    expect(locked).toMatchObject({ code: 429, data: { error: 'TOO_MANY_LOGIN_ATTEMPTS' } });
    expect(locked.message).toMatch(/^Terlalu banyak percobaan masuk yang gagal\. .* 15 menit\.$/);

    t.clock.advance(LOGIN_THROTTLE.windowMs + 1000);
    expect((await login('throttle@example.com', STRONG_PASSWORD)).code).toBe(0);
  });

  it('a successful sign-in clears the email’s failures', async () => {
    await signUp(t, 'forgive@example.com');
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perEmailAndIp - 1; attempt += 1) {
      await login('forgive@example.com', 'Wrong#pass1');
    }
    expect((await login('forgive@example.com', STRONG_PASSWORD)).code).toBe(0);
    expect((await login('forgive@example.com', 'Wrong#pass1')).status).toBe(401);
    expect((await login('forgive@example.com', STRONG_PASSWORD)).code).toBe(0);
  });
});
