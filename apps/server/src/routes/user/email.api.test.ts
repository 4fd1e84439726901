import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../mail/mailer.js';
import { STRONG_PASSWORD, signUp, startTestApp, type TestApp, tokenFromMail } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Terminal$Value7';

describe('email verification', () => {
  it('mails a link on registration; the link verifies once', async () => {
    const { token } = await signUp(t, 'verify@example.com');
    const mail = await t.lastMail('verify@example.com');
    expect(mail?.purpose).toBe('verify_email');
    expect(mail?.textBody).toContain('http://intrinsic.test/verify-email?token=');

    const linkToken = tokenFromMail(mail?.textBody ?? '');
    expect((await t.call('POST', '/v1/user/verify_email', { body: { token: linkToken } })).code).toBe(0);
    const info = await t.call<{ is_email_verified: boolean }>('GET', '/v1/user/info', { token });
    expect(info.data.is_email_verified).toBe(true);

    const again = await t.call('POST', '/v1/user/verify_email', { body: { token: linkToken } });
    expect(again.status).toBe(410);
    expect(again.data).toMatchObject({ error: 'TOKEN_EXPIRED' });
    const resend = await t.call('POST', '/v1/user/send_verification_email', { token });
    expect(resend.data).toMatchObject({ error: 'EMAIL_ALREADY_VERIFIED' });
  });

  it('mails in the user’s language', async () => {
    await signUp(t, 'lang@example.com', { language: 'zh-TRADITIONAL' });
    const mail = await t.lastMail('lang@example.com');
    expect(mail?.subject).toBe('驗證您在 Intrinsic 的電子郵件');
  });

  it('a link expires after 24 hours, and a resent link replaces the old one', async () => {
    const { token } = await signUp(t, 'expire@example.com');
    const first = tokenFromMail((await t.lastMail('expire@example.com'))?.textBody ?? '');
    expect((await t.call('POST', '/v1/user/send_verification_email', { token })).code).toBe(0);
    const second = tokenFromMail((await t.lastMail('expire@example.com'))?.textBody ?? '');
    expect(second).not.toBe(first);
    expect((await t.call('POST', '/v1/user/verify_email', { body: { token: first } })).status).toBe(410);

    t.clock.advance(24 * 3_600_000 + 1000);
    expect((await t.call('POST', '/v1/user/verify_email', { body: { token: second } })).status).toBe(410);
  });

  it('refuses a malformed token with 422', async () => {
    const response = await t.call('POST', '/v1/user/verify_email', { body: { token: 'short' } });
    expect(response.status).toBe(422);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and signs out every session', async () => {
    const { token } = await signUp(t, 'reset@example.com');
    const asked = await t.call('POST', '/v1/user/forgot_password', { body: { email: 'Reset@Example.com' } });
    expect(asked.code).toBe(0);
    const mail = await t.lastMail('reset@example.com');
    expect(mail?.purpose).toBe('reset_password');
    const linkToken = tokenFromMail(mail?.textBody ?? '');

    const mismatch = await t.call<{ fields: unknown[] }>('POST', '/v1/user/reset_password', {
      body: { token: linkToken, new_password: NEW_PASSWORD, confirm_new_password: 'Other#Pass123' },
    });
    expect(mismatch.status).toBe(422);

    const reset = await t.call('POST', '/v1/user/reset_password', {
      body: { token: linkToken, new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD },
    });
    expect(reset.code).toBe(0);
    expect((await t.call('GET', '/v1/user/info', { token })).status).toBe(401);
    const login = await t.call('POST', '/v1/user/login', {
      body: { email: 'reset@example.com', password: NEW_PASSWORD },
    });
    expect(login.code).toBe(0);

    const reuse = await t.call('POST', '/v1/user/reset_password', {
      body: { token: linkToken, new_password: STRONG_PASSWORD, confirm_new_password: STRONG_PASSWORD },
    });
    expect(reuse.status).toBe(410);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const response = await t.call('POST', '/v1/user/forgot_password', { body: { email: 'ghost@example.com' } });
    expect(response.code).toBe(0);
    expect(await t.lastMail('ghost@example.com')).toBeUndefined();
  });

  it('a reset link expires after an hour', async () => {
    await signUp(t, 'slow@example.com');
    await t.call('POST', '/v1/user/forgot_password', { body: { email: 'slow@example.com' } });
    const linkToken = tokenFromMail((await t.lastMail('slow@example.com'))?.textBody ?? '');
    t.clock.advance(3_600_000 + 1000);
    const response = await t.call('POST', '/v1/user/reset_password', {
      body: { token: linkToken, new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD },
    });
    expect(response.status).toBe(410);
  });
});

describe('SMTP delivery', () => {
  it('sends account mail through an SMTP server when one is configured', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const { port } = server.server.address() as AddressInfo;
    const smtp = await startTestApp({
      mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Intrinsic <no-reply@intrinsic.test>'),
    });
    try {
      await signUp(smtp, 'smtp@example.com');
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: smtp@example.com');
      expect(received[0]).toContain('Subject: Verify your email for Intrinsic');
      expect(received[0]).toContain('http://intrinsic.test/verify-email?token=');
      expect(await smtp.lastMail('smtp@example.com')).toBeUndefined();
    } finally {
      await smtp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
