import { describe, expect, it } from 'vitest';
import { signUp, startTestApp, tokenFromMail } from '../test/test-app.js';

// Issue 12: verification and reset links and SQL parameters were logged; `system/version` told
// anonymous callers the Node version.

describe('the log keeps no secrets', () => {
  it('logs mail, link visits and failed queries without tokens or query parameters', async () => {
    const lines: string[] = [];
    const t = await startTestApp({ logLevel: 'info', logStream: { write: (line) => lines.push(line) } });
    try {
      await signUp(t, 'logged@example.com');
      const verifyToken = tokenFromMail((await t.lastMail('logged@example.com'))?.textBody ?? '');
      await t.call('POST', '/v1/user/forgot_password', { body: { email: 'logged@example.com' } });
      const resetToken = tokenFromMail((await t.lastMail('logged@example.com'))?.textBody ?? '');
      // The browser opening the links asks the server for these pages, query string and all.
      await fetch(`${t.baseUrl}/reset-password?token=${resetToken}`);
      await fetch(`${t.baseUrl}/verify-email?lang=en&token=${verifyToken}`);

      // A query that fails: drizzle's error carries the SQL and its parameters (here an email).
      await t.database.close();
      const failed = await t.call('POST', '/v1/user/login', {
        body: { email: 'sql-parameter@example.com', password: 'Secret#Guess123' },
      });
      expect(failed.status).toBe(503);

      const log = lines.join('');
      expect(log).toContain('mail kept in the outbox');
      expect(log).toContain('/reset-password?token=[redacted]');
      expect(log).toContain('Failed query');
      expect(log).toContain('[redacted]');
      for (const secret of [verifyToken, resetToken, 'sql-parameter@example.com', 'Secret#Guess123']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.app.close();
    }
  });
});

describe('system/version', () => {
  it('does not tell an anonymous caller the Node version', async () => {
    const t = await startTestApp();
    try {
      const response = await fetch(`${t.baseUrl}/v1/system/version`);
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(JSON.parse(text).data).toEqual({ name: 'intrinsic', version: expect.any(String) });
      expect(text).not.toContain(process.versions.node);
    } finally {
      await t.close();
    }
  });
});
