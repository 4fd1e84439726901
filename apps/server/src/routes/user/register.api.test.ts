import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signInAsTemp, signUp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Fields = { error: string; fields: { path: string; message: string }[] };
const register = (body: Record<string, unknown>, options: { token?: string; language?: string } = {}) =>
  t.call<Fields>('POST', '/v1/user/register', { body, ...options });
const valid = { password: STRONG_PASSWORD, nickname: 'Ana', terms_accepted: true };

describe('POST /v1/user/register', () => {
  it('registers, lower-cases the email and returns a full account with a token', async () => {
    const response = await t.call<{ email: string; is_temp: boolean; nickname: string; is_email_verified: boolean }>(
      'POST',
      '/v1/user/register',
      { body: { ...valid, email: '  Ana.Lopez@Example.COM ' } },
    );
    expect(response.code).toBe(0);
    expect(response.data).toMatchObject({
      email: 'ana.lopez@example.com',
      is_temp: false,
      nickname: 'Ana',
      is_email_verified: false,
    });
    expect(response.headers.get('authorization')).toBeTruthy();
    expect(JSON.stringify(response.data)).not.toMatch(/argon|password_hash|fingerprint/);
  });

  it('refuses unless the terms are accepted', async () => {
    for (const terms_accepted of [false, undefined, 'yes']) {
      const response = await register({ ...valid, email: 'terms@example.com', terms_accepted });
      expect(response.status).toBe(422);
      expect(response.data.fields).toContainEqual({
        path: 'terms_accepted',
        message: 'You must accept the terms of service to create an account.',
      });
    }
  });

  it.each([
    ['short', 'Ab1!'],
    ['no uppercase', 'lowercase1!'],
    ['no lowercase', 'UPPERCASE1!'],
    ['no digit', 'NoDigits!!'],
    ['no special character', 'NoSpecial123'],
  ])('refuses a password with %s', async (_case, password) => {
    const response = await register({ ...valid, email: 'weak@example.com', password });
    expect(response.status).toBe(422);
    expect(response.data.fields).toEqual([
      {
        path: 'password',
        message:
          'The password must have at least 8 characters, with an uppercase letter, a lowercase letter, a digit and a special character.',
      },
    ]);
  });

  it('refuses a confirmation that does not match, in the user’s language', async () => {
    const response = await register(
      { ...valid, email: 'mismatch@example.com', confirm_password: `${STRONG_PASSWORD}x` },
      { language: 'zh' },
    );
    expect(response.status).toBe(422);
    expect(response.data.fields).toEqual([{ path: 'confirm_password', message: '您输入的新密码不一致。' }]);
  });

  it('refuses an invalid email and an empty nickname', async () => {
    const response = await register({ ...valid, email: 'not-an-email', nickname: '   ' });
    expect(response.data.fields.map((field) => field.path)).toEqual(['email', 'nickname']);
  });

  it('refuses a duplicate email, whatever its case', async () => {
    await signUp(t, 'taken@example.com');
    const response = await register({ ...valid, email: 'TAKEN@example.com' }, { language: 'es' });
    expect(response.status).toBe(422);
    expect(response).toMatchObject({ data: { error: 'EMAIL_TAKEN' } });
    expect(response.message).toBe('Ya existe una cuenta con este correo electrónico.');
  });

  it('turns the temporary user into the account: same id, its settings kept, its old token revoked', async () => {
    const temp = await signInAsTemp(t, 'zh-TRADITIONAL');
    await t.call('POST', '/v1/user/setting', { token: temp.token, body: { color_scheme: 'dark' } });
    const response = await t.call<{ id: string; is_temp: boolean; language: string; color_scheme: string }>(
      'POST',
      '/v1/user/register',
      { token: temp.token, body: { ...valid, email: 'converted@example.com' } },
    );
    expect(response.data).toMatchObject({
      id: temp.id,
      is_temp: false,
      language: 'zh-TRADITIONAL',
      color_scheme: 'dark',
    });
    const stale = await t.call('GET', '/v1/user/info', { token: temp.token });
    expect(stale.status).toBe(401);
    const fresh = await t.call<{ id: string }>('GET', '/v1/user/info', {
      token: response.headers.get('authorization') ?? '',
    });
    expect(fresh.data.id).toBe(temp.id);
  });

  it('a duplicate email from a temporary session leaves the temporary user as it was', async () => {
    await signUp(t, 'first@example.com');
    const temp = await signInAsTemp(t);
    const response = await register({ ...valid, email: 'first@example.com' }, { token: temp.token });
    expect(response.status).toBe(422);
    const info = await t.call<{ id: string; is_temp: boolean }>('GET', '/v1/user/info', { token: temp.token });
    expect(info.data).toMatchObject({ id: temp.id, is_temp: true });
  });

  it('the device gets a new temporary user after its old one registered', async () => {
    const body = { fingerprint: 'device-fingerprint-000001', language: 'en', timezone: 'UTC' };
    const first = await t.call<{ id: string }>('POST', '/v1/temp_user/create', { body });
    await register({ ...valid, email: 'device@example.com' }, { token: first.headers.get('authorization') ?? '' });
    const second = await t.call<{ id: string; is_temp: boolean }>('POST', '/v1/temp_user/create', { body });
    expect(second.data.is_temp).toBe(true);
    expect(second.data.id).not.toBe(first.data.id);
  });
});
