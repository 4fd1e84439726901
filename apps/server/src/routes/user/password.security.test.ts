import { VALIDATION_MESSAGES } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signUp, startTestApp, type TestApp, tokenFromMail } from '../../test/test-app.js';

// Issue 12: weak passwords such as `Passw0rd!` passed the character-class rule.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Common passwords that meet the character-class rule (upper, lower, digit, special, 8+). */
const COMMON = ['Passw0rd!', 'Qwerty123!', 'Welcome1!', 'P@ssword123', 'Summer2024!'];

type TFields = { error: string; fields: { path: string; message: string }[] };

describe('new passwords are checked for strength and common passwords', () => {
  it.each(COMMON)('register refuses %s with the field message in the user’s language', async (password) => {
    const response = await t.call<TFields>('POST', '/v1/user/register', {
      body: { email: 'weak@example.com', password, nickname: 'Ana', terms_accepted: true },
      language: 'zh',
    });
    expect(response.status).toBe(422);
    expect(response.data.error).toBe('VALIDATION_FAILED');
    expect(response.data.fields).toEqual([{ path: 'password', message: VALIDATION_MESSAGES.password_weak.zh }]);
  });

  it('refuses a password made of the user’s own email or nickname', async () => {
    const response = await t.call<TFields>('POST', '/v1/user/register', {
      body: { email: 'margaretha@example.com', password: 'Margaretha2024!', nickname: 'Gretel', terms_accepted: true },
    });
    expect(response.data.fields?.[0]?.path).toBe('password');
  });

  it('accepts a strong password', async () => {
    const response = await t.call('POST', '/v1/user/register', {
      body: { email: 'strong@example.com', password: STRONG_PASSWORD, nickname: 'Ana', terms_accepted: true },
    });
    expect(response.code).toBe(0);
  });

  it('applies to a password change', async () => {
    const { token } = await signUp(t, 'change@example.com');
    const response = await t.call<TFields>('POST', '/v1/user/setting', {
      token,
      body: { password: STRONG_PASSWORD, new_password: 'Passw0rd!', confirm_new_password: 'Passw0rd!' },
      language: 'es',
    });
    expect(response.status).toBe(422);
    expect(response.data.fields).toEqual([{ path: 'new_password', message: VALIDATION_MESSAGES.password_weak.en }]);
  });

  it('applies to a reset, whose link then still works for a strong password', async () => {
    await signUp(t, 'reset@example.com');
    await t.call('POST', '/v1/user/forgot_password', { body: { email: 'reset@example.com' } });
    const linkToken = tokenFromMail((await t.lastMail('reset@example.com'))?.textBody ?? '');
    const reset = (password: string) =>
      t.call<TFields>('POST', '/v1/user/reset_password', {
        body: { token: linkToken, new_password: password, confirm_new_password: password },
        language: 'id',
      });
    const weak = await reset('Passw0rd!');
    expect(weak.status).toBe(422);
    expect(weak.data.fields).toEqual([{ path: 'new_password', message: VALIDATION_MESSAGES.password_weak.id }]);
    expect((await reset('Another#Valuation2027')).code).toBe(0);
  });
});
