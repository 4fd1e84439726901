import { errorMessage } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signUp, startTestApp } from '../../test/test-app.js';

// Issue 12: `register` answered EMAIL_TAKEN to 60 attempts in one second: emails could be enumerated.

const HOUR_MS = 3_600_000;
const FLOODER = '198.51.100.7';

describe('registration attempts are limited per address', () => {
  it('answers a flood from one address with 429 after the limit, taken email or not', async () => {
    const t = await startTestApp({ rateLimits: { registerPerIp: { limit: 5, windowMs: HOUR_MS } }, trustProxy: true });
    try {
      await signUp(t, 'taken@example.com');
      const register = (email: string, address: string) =>
        t.call('POST', '/v1/user/register', {
          body: { email, password: STRONG_PASSWORD, nickname: 'Eve', terms_accepted: true },
          headers: { 'x-forwarded-for': address },
          language: 'id',
        });

      const flood = await Promise.all(Array.from({ length: 60 }, () => register('taken@example.com', FLOODER)));
      const answered = flood.filter((response) => response.data && (response.data as { error?: string }).error);
      const taken = answered.filter((response) => response.status === 422);
      const limited = answered.filter((response) => response.status === 429);
      expect(taken.length).toBe(5);
      expect(limited.length).toBe(55);
      for (const response of limited) {
        expect(response).toMatchObject({ code: 429, data: { error: 'RATE_LIMITED' } });
        expect(response.message).toBe(errorMessage('RATE_LIMITED', 'id'));
      }

      // Past the limit a free email gets the same answer: the address learns nothing more.
      const free = await register('free@example.com', FLOODER);
      expect(free).toMatchObject({ code: 429, data: { error: 'RATE_LIMITED' } });
      // Another address registers as usual, and the flooder may try again in the next window.
      expect((await register('someone@example.com', '198.51.100.8')).code).toBe(0);
      t.clock.advance(HOUR_MS);
      expect((await register('free@example.com', FLOODER)).code).toBe(0);
    } finally {
      await t.close();
    }
  });
});
