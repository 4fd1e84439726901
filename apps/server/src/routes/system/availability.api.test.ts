import { describe, expect, it } from 'vitest';
import { signUp, startTestApp } from '../../test/test-app.js';

describe('when the database goes away', () => {
  it('answers 503 with the catalogue message, and the status shows it unreachable', async () => {
    const t = await startTestApp();
    try {
      const { token } = await signUp(t, 'down@example.com');
      await t.database.close();
      const response = await t.call('GET', '/v1/user/info', { token, language: 'es' });
      expect(response.status).toBe(503);
      expect(response).toMatchObject({ code: 503, data: { error: 'SERVICE_UNAVAILABLE' } });
      expect(response.message).toMatch(/^El servicio no está disponible temporalmente/);

      const status = await t.call<{ is_healthy: boolean; database: { is_reachable: boolean } }>(
        'GET',
        '/v1/system/status',
      );
      expect(status.data).toMatchObject({ is_healthy: false, database: { is_reachable: false } });
    } finally {
      await t.app.close();
    }
  });
});

describe('content negotiation', () => {
  it('answers a client that accepts no JSON with 406', async () => {
    const t = await startTestApp();
    try {
      const response = await fetch(`${t.baseUrl}/v1/system/version`, { headers: { accept: 'application/xml' } });
      expect(response.status).toBe(406);
      expect(await response.json()).toMatchObject({ code: 406, data: { error: 'NOT_ACCEPTABLE' } });
      const json = await fetch(`${t.baseUrl}/v1/system/version`, {
        headers: { accept: 'application/json, */*;q=0.1' },
      });
      expect(json.status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
