import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signInAsTemp, signUp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Fields = { error: string; fields: { path: string; message: string }[] };
const setting = <T = Fields>(token: string, body: Record<string, unknown>) =>
  t.call<T>('POST', '/v1/user/setting', { token, body });
const NEW_PASSWORD = 'Discount&Rate9';

describe('POST /v1/user/setting', () => {
  it('changes nickname, language, time zone and color scheme', async () => {
    const { token } = await signUp(t, 'prefs@example.com');
    const response = await setting<{ nickname: string; language: string; timezone: string; color_scheme: string }>(
      token,
      { nickname: 'Analyst', language: 'es', timezone: 'America/Mexico_City', color_scheme: 'dark' },
    );
    expect(response.data).toMatchObject({
      nickname: 'Analyst',
      language: 'es',
      timezone: 'America/Mexico_City',
      color_scheme: 'dark',
    });
    const missing = await t.call('GET', '/v1/nowhere', { token });
    expect(missing.message).toBe('El registro o la página solicitada no existe.');
  });

  it('refuses to change the email', async () => {
    const { token } = await signUp(t, 'fixed@example.com');
    const response = await setting(token, { email: 'other@example.com' });
    expect(response.status).toBe(422);
    expect(response.data.fields).toEqual([
      { path: 'email', message: 'The email address cannot be changed after registration.' },
    ]);
    const info = await t.call<{ email: string }>('GET', '/v1/user/info', { token });
    expect(info.data.email).toBe('fixed@example.com');
  });

  it('refuses an unknown time zone or color scheme', async () => {
    const { token } = await signUp(t, 'tz@example.com');
    const response = await setting(token, { timezone: 'Nowhere/Land', color_scheme: 'purple' });
    expect(response.data.fields.map((field) => field.path)).toEqual(['timezone', 'color_scheme']);
  });

  it('needs the current password to change the password', async () => {
    const { token } = await signUp(t, 'pw-missing@example.com');
    const response = await setting(token, { new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD });
    expect(response.data.fields).toEqual([
      { path: 'password', message: 'Enter your current password to set a new one.' },
    ]);
  });

  it('refuses a wrong current password', async () => {
    const { token } = await signUp(t, 'pw-wrong@example.com');
    const response = await setting(token, {
      password: 'Wrong#pass1',
      new_password: NEW_PASSWORD,
      confirm_new_password: NEW_PASSWORD,
    });
    expect(response.status).toBe(422);
    expect(response.data.error).toBe('CURRENT_PASSWORD_WRONG');
  });

  it('refuses new passwords that do not match', async () => {
    const { token } = await signUp(t, 'pw-match@example.com');
    const response = await setting(token, {
      password: STRONG_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_new_password: 'Something#Else1',
    });
    expect(response.data.fields).toEqual([
      { path: 'confirm_new_password', message: 'The new passwords you entered do not match.' },
    ]);
  });

  it('changes the password, revokes every other session and returns a new token', async () => {
    const { token } = await signUp(t, 'pw-change@example.com');
    const otherDevice = await t.call('POST', '/v1/user/login', {
      body: { email: 'pw-change@example.com', password: STRONG_PASSWORD },
    });
    const response = await setting<{ id: string }>(token, {
      password: STRONG_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_new_password: NEW_PASSWORD,
    });
    expect(response.code).toBe(0);
    const newToken = response.headers.get('authorization') ?? '';
    expect(newToken).not.toBe(token);
    expect((await t.call('GET', '/v1/user/info', { token })).status).toBe(401);
    const otherToken = otherDevice.headers.get('authorization') ?? '';
    expect((await t.call('GET', '/v1/user/info', { token: otherToken })).status).toBe(401);
    expect((await t.call('GET', '/v1/user/info', { token: newToken })).code).toBe(0);

    const oldLogin = await t.call('POST', '/v1/user/login', {
      body: { email: 'pw-change@example.com', password: STRONG_PASSWORD },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.call('POST', '/v1/user/login', {
      body: { email: 'pw-change@example.com', password: NEW_PASSWORD },
    });
    expect(newLogin.code).toBe(0);
  });

  it('lets a temporary user change preferences but not set a password', async () => {
    const temp = await signInAsTemp(t);
    const prefs = await setting<{ language: string }>(temp.token, { language: 'zh' });
    expect(prefs.data.language).toBe('zh');
    const password = await setting(temp.token, {
      password: 'anything',
      new_password: NEW_PASSWORD,
      confirm_new_password: NEW_PASSWORD,
    });
    expect(password.status).toBe(403);
    expect(password.data.error).toBe('FULL_ACCOUNT_REQUIRED');
    expect(password.message).toBe('此功能需要正式账户，请注册或登录。');
  });
});
