import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('system area', () => {
  it('answers the version in the envelope', async () => {
    const response = await t.call<{ name: string; version: string }>('GET', '/v1/system/version');
    expect(response.status).toBe(200);
    expect(response.code).toBe(0);
    expect(response.data.name).toBe('intrinsic');
    expect(response.data.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('reports the database reachable with every migration applied', async () => {
    const response = await t.call<{
      is_healthy: boolean;
      database: { kind: string; is_reachable: boolean };
      migrations: { applied: number; expected: number; is_up_to_date: boolean };
    }>('GET', '/v1/system/status');
    expect(response.data.is_healthy).toBe(true);
    expect(response.data.database).toMatchObject({ kind: process.env.TEST_DATABASE, is_reachable: true });
    expect(response.data.migrations.applied).toBe(response.data.migrations.expected);
    expect(response.data.migrations.applied).toBeGreaterThan(0);
  });

  it('reports the data pack as a market-data source that is always reachable', async () => {
    const response = await t.call<{ market_data: unknown }>('GET', '/v1/system/status');
    expect(response.data.market_data).toEqual({ source: 'pack', is_reachable: true, failed_at: null, retry_at: null });
  });

  it('applying the migrations again changes nothing', async () => {
    await t.database.migrate();
    const response = await t.call<{ migrations: { is_up_to_date: boolean } }>('GET', '/v1/system/status');
    expect(response.data.migrations.is_up_to_date).toBe(true);
  });

  it('publishes the API as an OpenAPI document generated from the contract', async () => {
    const response = await t.call<{ openapi: string; paths: Record<string, object> }>('GET', '/v1/system/openapi');
    expect(response.data.openapi).toBe('3.1.0');
    expect(Object.keys(response.data.paths)).toContain('/v1/user/register');
  });
});

describe('API conventions', () => {
  it('answers unknown routes with 404 in the envelope', async () => {
    const response = await t.call('GET', '/v1/no/such/route');
    expect(response.status).toBe(404);
    expect(response).toMatchObject({ code: 404, data: { error: 'NOT_FOUND' } });
    expect(response.message).toMatch(/does not exist/);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await t.call('POST', '/v1/user/login', { rawBody: '{"email": ' });
    expect(response.status).toBe(400);
    expect(response).toMatchObject({ code: 400, data: { error: 'MALFORMED_JSON' } });
  });

  it('answers a body over the size limit with 413', async () => {
    const response = await t.call('POST', '/v1/user/login', {
      rawBody: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2_000_000) }),
    });
    expect(response.status).toBe(413);
    expect(response).toMatchObject({ code: 413, data: { error: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers a body of the wrong shape with 422 and field messages', async () => {
    const response = await t.call<{ fields: { path: string; message: string }[] }>('POST', '/v1/user/login', {
      body: ['not', 'an', 'object'],
    });
    expect(response.status).toBe(422);
    expect(response.data.fields.length).toBeGreaterThan(0);
  });

  it('answers an empty POST body with field messages, not a crash', async () => {
    const response = await t.call<{ fields: { path: string }[] }>('POST', '/v1/user/login');
    expect(response.status).toBe(422);
    expect(response.data.fields.map((field) => field.path)).toEqual(['email', 'password']);
  });

  it('chooses the message language from Accept-Language, English by default', async () => {
    const cases = [
      ['es-ES,es;q=0.9', 'no existe'],
      ['zh-CN', '不存在'],
      ['zh-TW', '不存在'],
      ['id', 'tidak ada'],
      ['fr-FR', 'does not exist'],
    ] as const;
    for (const [header, expected] of cases) {
      const response = await t.call('GET', '/v1/missing', { language: header });
      expect(response.message, header).toContain(expected);
    }
    const traditional = await t.call('GET', '/v1/user/info', { language: 'zh-Hant' });
    expect(traditional.message).toContain('工作階段');
  });

  it('translates zod built-in messages too', async () => {
    const response = await t.call<{ fields: { path: string; message: string }[] }>('POST', '/v1/user/login', {
      body: { email: 42, password: 'x' },
      language: 'es',
    });
    expect(response.data.fields[0]?.message).toMatch(/Entrada inválida|se esperaba/i);
  });
});
