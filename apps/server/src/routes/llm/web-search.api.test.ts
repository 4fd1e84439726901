import { randomBytes } from 'node:crypto';
import { startSearchTestServer, type TSearchTestServer } from '@app/web-search/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { llmModels } from '../../db/schema.js';
import type { LlmDeps } from '../../llm/llm-deps.js';
import { SecretBox } from '../../llm/secret-box.js';
import { webSearchFor } from '../../llm/web-search-provider.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

const TAVILY_KEY = 'tvly-live-0123456789abcdefWXYZ';
const BRAVE_KEY = 'brave-live-0123456789abcdefQRST';
const SECRET_KEY = randomBytes(32);
let t: TestApp;
let search: TSearchTestServer;
let llm: LlmDeps;

beforeAll(async () => {
  search = await startSearchTestServer({ keys: { tavily: TAVILY_KEY, brave: BRAVE_KEY } });
  t = await startTestApp({ secretKey: SECRET_KEY, llmTestTimeoutMs: 2_000 });
  // The same database and secret key as the server: what deep research is given.
  llm = { db: t.database.db, secretBox: new SecretBox(SECRET_KEY), now: () => new Date(), log: console };
});
afterAll(async () => {
  await t?.close();
  await search?.close();
});

function tavily(overrides: Record<string, unknown> = {}) {
  return {
    llm_factory: 'Tavily',
    llm_name: 'tavily',
    model_type: 'web_search',
    base_url: search.url,
    api_key: TAVILY_KEY,
    ...overrides,
  };
}

describe('web-search providers', () => {
  it('are listed with their fields, serving web search only', async () => {
    const { token } = await signInAsTemp(t);
    const factories = await t.call<{ name: string; model_types: string[]; fields: { name: string }[] }[]>(
      'GET',
      '/v1/llm/factories',
      { token },
    );
    const byName = new Map(factories.data.map((factory) => [factory.name, factory]));
    for (const name of ['Tavily', 'Brave', 'Bing']) {
      expect(byName.get(name), name).toMatchObject({
        model_types: ['web_search'],
        status: 'available',
        fields: [
          { name: 'api_key', is_required: true, is_secret: true },
          { name: 'base_url', is_required: false },
        ],
      });
    }
    expect(byName.get('SearXNG')).toMatchObject({
      model_types: ['web_search'],
      default_base_url: null,
      fields: [{ name: 'base_url', is_required: true, is_secret: false }],
    });
    const others = factories.data.filter((factory) => !['Tavily', 'Brave', 'Bing', 'SearXNG'].includes(factory.name));
    for (const factory of others) expect(factory.model_types, factory.name).not.toContain('web_search');
  });

  it('are added with the key sealed and never returned, tested with one real search, chosen as default and deleted', async () => {
    const { token, id } = await signInAsTemp(t);
    expect(await webSearchFor(llm, id)).toBeNull();
    search.setHits(
      ['Apple 10-K', 'Apple 10-Q', 'Apple 8-K'].map((title, index) => ({
        title,
        url: `https://www.sec.gov/apple-${index}`,
        snippet: `${title} filing.`,
      })),
    );

    const tested = await t.call('POST', '/v1/llm/test', { token, body: tavily() });
    expect(tested.data).toMatchObject({ ok: true, model_type: 'web_search', sample: '3', tokens_in: 0 });
    const request = search.requests.at(-1);
    expect(request).toMatchObject({ provider: 'tavily', method: 'POST', path: '/search' });
    expect(request?.body).toMatchObject({ query: 'annual report 10-K', max_results: 3 });

    const added = await t.call<{ id: string; api_key_hint: string }>('POST', '/v1/llm/add_llm', {
      token,
      body: tavily(),
    });
    expect(added.data).toMatchObject({ id: 'tavily@Tavily', model_type: 'web_search', api_key_hint: 'tvl…WXYZ' });
    const [row] = await t.database.db.select().from(llmModels).where(eq(llmModels.ownerId, id));
    expect(row?.secretsEncrypted).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(TAVILY_KEY);

    // Tested again without the key: the stored one is used.
    const again = await t.call('POST', '/v1/llm/test', { token, body: tavily({ api_key: undefined }) });
    expect(again.data).toMatchObject({ ok: true, sample: '3' });
    expect(search.requests.at(-1)?.headers.authorization).toBe(`Bearer ${TAVILY_KEY}`);

    const searxng = await t.call('POST', '/v1/llm/add_llm', {
      token,
      body: { llm_factory: 'SearXNG', llm_name: 'home', model_type: 'web_search', base_url: search.url },
    });
    expect(searxng.data).toMatchObject({ id: 'home@SearXNG', api_key_hint: null, base_url: search.url });
    const listed = await t.call<{ id: string; is_default: boolean }[]>('GET', '/v1/llm/list?model_type=web_search', {
      token,
    });
    expect(listed.data.map((model) => [model.id, model.is_default])).toEqual([
      ['home@SearXNG', false],
      ['tavily@Tavily', false],
    ]);

    const mine = JSON.stringify(await t.call('GET', '/v1/llm/my_llms', { token }));
    expect(mine).not.toContain(TAVILY_KEY);
    expect(mine).toContain('tvl…WXYZ');

    // A web-search default takes only a web-search provider, and a web-search provider no other default.
    const wrong = await t.call<{ fields: { path: string }[] }>('POST', '/v1/user/set_tenant_info', {
      token,
      body: { web_search_id: 'gpt@OpenAI', llm_id: 'tavily@Tavily' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.data.fields.map((field) => field.path).sort()).toEqual(['llm_id', 'web_search_id']);
    const chosen = await t.call('POST', '/v1/user/set_tenant_info', {
      token,
      body: { web_search_id: 'tavily@Tavily' },
    });
    expect(chosen.data).toMatchObject({ web_search_id: 'tavily@Tavily', llm_id: null });

    // Deep research searches through the default.
    const web = await webSearchFor(llm, id);
    expect(web?.provider).toBe('Tavily');
    search.setHits([
      { title: 'NVIDIA 10-K', url: 'https://www.sec.gov/nvda-10k', snippet: 'Data center revenue grew.' },
      { title: 'NVIDIA IR', url: 'https://investor.nvidia.com/', snippet: 'Investor relations.' },
    ]);
    const results = await web?.search('NVIDIA data center revenue', { maxResults: 5, includeImages: false });
    expect(results).toEqual([
      { title: 'NVIDIA 10-K', url: 'https://www.sec.gov/nvda-10k', snippet: 'Data center revenue grew.' },
      { title: 'NVIDIA IR', url: 'https://investor.nvidia.com/', snippet: 'Investor relations.' },
    ]);
    expect(search.requests.at(-1)?.body).toMatchObject({ query: 'NVIDIA data center revenue', max_results: 5 });

    // Deleting the default clears it; the remaining provider serves.
    await t.call('POST', '/v1/llm/delete_llm', { token, body: { llm_factory: 'Tavily', llm_name: 'tavily' } });
    expect((await t.call('GET', '/v1/user/tenant_info', { token })).data).toMatchObject({ web_search_id: null });
    const remaining = await webSearchFor(llm, id);
    expect(remaining?.provider).toBe('SearXNG');
    expect(await remaining?.search('NVIDIA', { maxResults: 1, includeImages: true })).toHaveLength(1);
    expect(search.requests.at(-1)).toMatchObject({ provider: 'searxng', path: '/search' });
    await t.call('POST', '/v1/llm/delete_factory', { token, body: { llm_factory: 'SearXNG' } });
    expect(await webSearchFor(llm, id)).toBeNull();
  });

  it('answers provider failures with catalogue messages, never the key', async () => {
    const { token } = await signInAsTemp(t, 'es');
    const brave = {
      llm_factory: 'Brave',
      llm_name: 'brave',
      model_type: 'web_search',
      base_url: search.url,
      api_key: BRAVE_KEY,
    };
    expect((await t.call('POST', '/v1/llm/test', { token, body: brave })).data).toMatchObject({ ok: true });

    const wrongKey = await t.call('POST', '/v1/llm/test', {
      token,
      body: { ...brave, api_key: 'brave-wrong-key-0000' },
    });
    expect(wrongKey.status).toBe(422);
    expect(wrongKey.data).toEqual({ error: 'WEB_SEARCH_AUTH_FAILED' });
    expect(wrongKey.message).toBe(
      'Brave rechazó la clave de API. Comprueba la clave (y que su plan incluya la búsqueda web) e inténtalo de nuevo.',
    );
    expect(wrongKey.message).not.toContain('brave-wrong-key');

    const tavilyWrong = await t.call('POST', '/v1/llm/test', { token, body: tavily({ api_key: 'tvly-wrong-0000' }) });
    expect(tavilyWrong.data).toEqual({ error: 'WEB_SEARCH_AUTH_FAILED' });

    search.failNext('brave', { status: 429, retryAfterSeconds: 2 });
    const limited = await t.call('POST', '/v1/llm/test', { token, body: brave });
    expect(limited.status).toBe(429);
    expect(limited.data).toEqual({ error: 'LLM_RATE_LIMITED' });

    // A base URL that is not a SearXNG instance (the test server's SearXNG answers 403 without format=json;
    // here a path that answers no JSON at all).
    const notSearxng = await t.call('POST', '/v1/llm/test', {
      token,
      body: { llm_factory: 'SearXNG', llm_name: 'x', model_type: 'web_search', base_url: `${search.url}/nothing` },
    });
    expect(notSearxng.data).toEqual({ error: 'WEB_SEARCH_BAD_RESPONSE' });
    expect(notSearxng.message).toContain('SearXNG respondió a la búsqueda con algo que no pudimos leer.');

    const closed = await startSearchTestServer();
    await closed.close();
    const away = await t.call('POST', '/v1/llm/test', {
      token,
      body: { ...brave, base_url: closed.url },
    });
    expect(away.status).toBe(503);
    expect(away.message).toBe(
      `No se puede acceder a Brave en ${closed.url}. Comprueba la dirección y que el servidor esté en marcha.`,
    );
    expect(JSON.stringify([wrongKey, limited, notSearxng, away])).not.toContain(BRAVE_KEY);
  });

  it('validates each provider’s fields', async () => {
    const { token } = await signInAsTemp(t);
    const noKey = await t.call<{ fields: { path: string }[] }>('POST', '/v1/llm/add_llm', {
      token,
      body: { llm_factory: 'Bing', llm_name: 'bing', model_type: 'web_search' },
    });
    expect(noKey.status).toBe(422);
    expect(noKey.data.fields.map((field) => field.path)).toEqual(['api_key']);
    const noUrl = await t.call<{ fields: { path: string }[] }>('POST', '/v1/llm/add_llm', {
      token,
      body: { llm_factory: 'SearXNG', llm_name: 'home', model_type: 'web_search' },
    });
    expect(noUrl.data.fields.map((field) => field.path)).toEqual(['base_url']);
    const chat = await t.call<{ fields: { path: string }[] }>('POST', '/v1/llm/add_llm', {
      token,
      body: tavily({ model_type: 'chat' }),
    });
    expect(chat.data.fields.map((field) => field.path)).toEqual(['model_type']);
  });
});
