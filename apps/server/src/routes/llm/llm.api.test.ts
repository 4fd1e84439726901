import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { startMockProviderServer, type TMockProviderServer } from '@app/llm/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { llmModels, llmUsage } from '../../db/schema.js';
import { defaultClientFor } from '../../llm/llm-service.js';
import { SecretBox } from '../../llm/secret-box.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

const KEY = 'sk-live-0123456789abcdefWXYZ';
let t: TestApp;
let provider: TMockProviderServer;
const logLines: string[] = [];

beforeAll(async () => {
  provider = await startMockProviderServer({ apiKey: KEY });
  t = await startTestApp({
    rateLimits: { llmTestPerUser: { limit: 5, windowMs: 3_600_000 } },
    llmTestTimeoutMs: 400,
    logLevel: 'info',
    logStream: { write: (line) => logLines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

type TMyLlms = { llm_factory: string; models: { id: string; api_key_hint: string | null; used_tokens_in: number }[] }[];

function openAiModel(overrides: Record<string, unknown> = {}) {
  return {
    llm_factory: 'OpenAI',
    llm_name: 'gpt-test',
    model_type: 'chat',
    base_url: `${provider.url}/v1`,
    api_key: KEY,
    ...overrides,
  };
}

describe('llm area', () => {
  it('lists every factory with its fields and whether this build speaks it', async () => {
    const { token } = await signInAsTemp(t);
    const response = await t.call<{ name: string; status: string; fields: { name: string; is_secret: boolean }[] }[]>(
      'GET',
      '/v1/llm/factories',
      { token },
    );
    const byName = new Map(response.data.map((factory) => [factory.name, factory]));
    expect(byName.get('Bedrock')?.status).toBe('available');
    expect(byName.get('Bedrock')?.fields.map((field) => [field.name, field.is_secret])).toEqual([
      ['access_key', false],
      ['secret_key', true],
      ['region', false],
      ['base_url', false],
    ]);
    expect(byName.get('VertexAI')?.status).toBe('available');
    expect(byName.get('Ollama')?.status).toBe('available');
    expect(byName.get('OpenAI')?.fields).toEqual([
      expect.objectContaining({ name: 'api_key', is_secret: true }),
      expect.objectContaining({ name: 'base_url', is_secret: false }),
    ]);
    expect((await t.call('GET', '/v1/llm/factories')).status).toBe(401);
  });

  it('offers the built-in embedding model to every user without a key, as the embedding default', async () => {
    const { token, id } = await signInAsTemp(t);
    const factories = await t.call<{ name: string; status: string; is_builtin: boolean; fields: unknown[] }[]>(
      'GET',
      '/v1/llm/factories',
      { token },
    );
    expect(factories.data.find((factory) => factory.name === 'Builtin')).toMatchObject({
      status: 'available',
      is_builtin: true,
      fields: [],
      model_types: ['embedding'],
    });

    // Nothing added: the built-in model is listed, and is the default because none was chosen.
    const builtin = {
      id: 'universal-sentence-encoder-lite@Builtin',
      llm_factory: 'Builtin',
      llm_name: 'universal-sentence-encoder-lite',
      model_type: 'embedding',
      is_default: true,
    };
    expect((await t.call('GET', '/v1/llm/list?model_type=embedding', { token })).data).toEqual([builtin]);
    expect((await t.call('GET', '/v1/llm/list?model_type=chat', { token })).data).toEqual([]);

    // The default embedding client is the built-in model, and it embeds: usage is recorded under it.
    const deps = { db: t.database.db, secretBox: new SecretBox(randomBytes(32)), now: () => new Date(), log: console };
    const client = await defaultClientFor(deps, id, 'embedding');
    expect(client.connection).toMatchObject({ factory: 'Builtin', model: 'universal-sentence-encoder-lite' });
    const embedded = await client.embed(['Operating margin improved.']);
    expect(embedded.embeddings[0]).toHaveLength(512);
    await expect
      .poll(async () => t.database.db.select().from(llmUsage).where(eq(llmUsage.ownerId, id)))
      .toEqual([expect.objectContaining({ factory: 'Builtin', modelType: 'embedding', requests: 1 })]);

    // Chosen explicitly, tested without a key; it cannot be added (it is already there).
    const chosen = await t.call('POST', '/v1/user/set_tenant_info', { token, body: { embd_id: builtin.id } });
    expect(chosen.data).toMatchObject({ embd_id: builtin.id });
    const tested = await t.call('POST', '/v1/llm/test', {
      token,
      body: { llm_factory: 'Builtin', llm_name: builtin.llm_name, model_type: 'embedding' },
    });
    expect(tested.data).toMatchObject({ ok: true, sample: '512', model_type: 'embedding' });
    const added = await t.call<{ fields: { path: string }[] }>('POST', '/v1/llm/add_llm', {
      token,
      body: { llm_factory: 'Builtin', llm_name: builtin.llm_name, model_type: 'embedding' },
    });
    expect(added.status).toBe(422);
    expect(added.data.fields.map((field) => field.path)).toEqual(['llm_factory']);
    expect((await t.call('POST', '/v1/user/set_tenant_info', { token, body: { llm_id: builtin.id } })).status).toBe(
      422,
    );
  });

  it('stores a key encrypted, never returns it, tests the saved model and records its usage', async () => {
    const { token, id } = await signInAsTemp(t);
    const added = await t.call<{ id: string; api_key_hint: string }>('POST', '/v1/llm/add_llm', {
      token,
      body: openAiModel(),
    });
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ id: 'gpt-test@OpenAI', api_key_hint: 'sk-…WXYZ' });
    expect(JSON.stringify(added)).not.toContain(KEY);

    const [row] = await t.database.db.select().from(llmModels).where(eq(llmModels.ownerId, id));
    expect(row?.secretsEncrypted).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(KEY);

    provider.script({ text: ['O', 'K'], usage: { input: 17, output: 2 } });
    const tested = await t.call<{ sample: string; tokens_in: number }>('POST', '/v1/llm/test', {
      token,
      body: { llm_factory: 'OpenAI', llm_name: 'gpt-test', model_type: 'chat', base_url: `${provider.url}/v1` },
    });
    expect(tested.data).toMatchObject({ ok: true, sample: 'OK', tokens_in: 17, tokens_out: 2 });
    expect(provider.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);

    await expect
      .poll(async () => (await t.database.db.select().from(llmUsage).where(eq(llmUsage.ownerId, id))).length)
      .toBe(1);
    const mine = await t.call<TMyLlms>('GET', '/v1/llm/my_llms', { token });
    expect(mine.data).toEqual([
      {
        llm_factory: 'OpenAI',
        models: [expect.objectContaining({ id: 'gpt-test@OpenAI', api_key_hint: 'sk-…WXYZ', used_tokens_in: 17 })],
      },
    ]);
    expect(JSON.stringify(mine)).not.toContain(KEY);
    const other = await signInAsTemp(t);
    expect((await t.call<TMyLlms>('GET', '/v1/llm/my_llms', { token: other.token })).data).toEqual([]);
    expect(logLines.join('\n')).not.toContain(KEY);
  });

  it('answers provider failures with catalogue messages in the reader’s language, never a 401', async () => {
    const { token } = await signInAsTemp(t, 'zh');
    const spanish = await signInAsTemp(t, 'es');
    const wrongKey = await t.call('POST', '/v1/llm/test', {
      token,
      language: 'zh',
      body: openAiModel({ api_key: 'sk-wrong-key-000000' }),
    });
    expect(wrongKey.status).toBe(422);
    expect(wrongKey.data).toEqual({ error: 'LLM_AUTH_FAILED' });
    expect(wrongKey.message).toBe('OpenAI 拒绝了该 API 密钥。请检查密钥（以及它是否有权使用该模型）后重试。');

    provider.script({ error: { status: 429, body: { error: { message: 'Rate limit reached', code: null } } } });
    expect((await t.call('POST', '/v1/llm/test', { token, body: openAiModel() })).data).toEqual({
      error: 'LLM_RATE_LIMITED',
    });

    provider.script({ delayMs: 2_000 });
    const slow = await t.call('POST', '/v1/llm/test', { token: spanish.token, body: openAiModel() });
    expect(slow.status).toBe(504);
    expect(slow.message).toBe('OpenAI no respondió en 0 segundos. Inténtalo de nuevo o elige un modelo más rápido.');

    const closed = await startMockProviderServer();
    await closed.close();
    const away = await t.call('POST', '/v1/llm/test', {
      token: spanish.token,
      body: openAiModel({ base_url: `${closed.url}/v1` }),
    });
    expect(away.status).toBe(503);
    expect(away.message).toBe(
      `No se puede acceder a OpenAI en ${closed.url}/v1. Comprueba la dirección y que el servidor esté en marcha.`,
    );
    expect(JSON.stringify([wrongKey, slow, away])).not.toContain(KEY);
  });

  it('validates each factory’s fields and every size with catalogue messages', async () => {
    const { token } = await signInAsTemp(t, 'zh-TRADITIONAL');
    const azure = await t.call<{ fields: { path: string; message: string }[] }>('POST', '/v1/llm/add_llm', {
      token,
      language: 'zh-TRADITIONAL',
      body: { llm_factory: 'Azure-OpenAI', llm_name: 'dep', model_type: 'chat', api_key: 'k', base_url: 'ftp://x' },
    });
    expect(azure.status).toBe(422);
    expect(azure.data.fields).toEqual([
      {
        path: 'base_url',
        message: '請輸入完整的 http:// 或 https:// 基礎 URL（最多 2,048 個字元，不含使用者名稱或密碼）。',
      },
      { path: 'api_version', message: '此供應商需要填寫此欄位。' },
    ]);
    const bedrock = await t.call<{ fields: { path: string }[] }>('POST', '/v1/llm/add_llm', {
      token,
      body: {
        llm_factory: 'Bedrock',
        llm_name: 'x',
        model_type: 'chat',
        access_key: 'a',
        secret_key: 's',
        region: 'mars-east-1',
      },
    });
    expect(bedrock.data.fields.map((field) => field.path)).toEqual(['region']);
    const noRegion = await t.call<{ fields: { path: string }[] }>('POST', '/v1/llm/add_llm', {
      token,
      body: { llm_factory: 'Bedrock', llm_name: 'x', model_type: 'chat', access_key: 'a' },
    });
    expect(noRegion.data.fields.map((field) => field.path)).toEqual(['secret_key', 'region']);
    const huge = await t.call('POST', '/v1/llm/add_llm', { token, body: openAiModel({ api_key: 'k'.repeat(5000) }) });
    expect(huge.status).toBe(422);
  });

  it('limits connection tests per user: each is a request from this server to an address the user typed', async () => {
    const { token } = await signInAsTemp(t);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await t.call('POST', '/v1/llm/test', { token, body: openAiModel() })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('lists the models a local server serves; only for servers the user runs', async () => {
    const { token } = await signInAsTemp(t);
    const found = await t.call('POST', '/v1/llm/local_models', {
      token,
      body: { llm_factory: 'Ollama', base_url: `${provider.url}/v1`, api_key: KEY },
    });
    expect(found.data).toEqual({ base_url: `${provider.url}/v1`, models: ['mock-chat'] });
    const cloud = await t.call<{ fields: { path: string }[] }>('POST', '/v1/llm/local_models', {
      token,
      body: { llm_factory: 'OpenAI' },
    });
    expect(cloud.status).toBe(422);
    expect(cloud.data.fields.map((field) => field.path)).toEqual(['llm_factory']);
  });

  it('stores a Vertex AI service account key sealed and tests with it', async () => {
    const { token } = await signInAsTemp(t);
    const vertex = await startMockProviderServer({ apiKey: 'ya29.api-test', accessToken: 'ya29.api-test' });
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = String(privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const key = Buffer.from(
      JSON.stringify({
        client_email: 'bot@p.iam.gserviceaccount.com',
        private_key: pem,
        token_uri: `${vertex.url}/token`,
      }),
    ).toString('base64');
    const base = `${vertex.url}/v1/projects/intrinsic-test/locations/us-central1/endpoints/openapi`;
    const model = {
      llm_factory: 'VertexAI',
      llm_name: 'google/gemini-2.0-flash',
      model_type: 'chat',
      project_id: 'intrinsic-test',
      region: 'us-central1',
      base_url: base,
    };
    try {
      const added = await t.call('POST', '/v1/llm/add_llm', { token, body: { ...model, service_account_key: key } });
      expect(added.data).toMatchObject({ project_id: 'intrinsic-test', region: 'us-central1', api_key_hint: null });
      const tested = await t.call('POST', '/v1/llm/test', { token, body: model });
      expect(tested.data).toMatchObject({ ok: true, sample: 'OK' });
      const mine = JSON.stringify(await t.call('GET', '/v1/llm/my_llms', { token }));
      expect(mine).not.toContain(key.slice(0, 40));
      expect(mine).not.toContain('PRIVATE KEY');
    } finally {
      await vertex.close();
    }
  });

  it('stores Bedrock keys sealed and tests the model through a SigV4-checking Converse endpoint', async () => {
    const { token } = await signInAsTemp(t);
    const aws = {
      accessKeyId: 'AKIAAPITEST0001',
      secretAccessKey: 'api/test+secret/0123456789EXAMPLEKEY',
      region: 'us-west-2',
    };
    const bedrock = await startMockProviderServer({ aws });
    const model = {
      llm_factory: 'Bedrock',
      llm_name: 'anthropic.claude-3-5-haiku-20241022-v1:0',
      model_type: 'chat',
      region: aws.region,
      base_url: bedrock.url,
    };
    try {
      const added = await t.call('POST', '/v1/llm/add_llm', {
        token,
        body: { ...model, access_key: aws.accessKeyId, secret_key: aws.secretAccessKey },
      });
      expect(added.code).toBe(0);
      expect(added.data).toMatchObject({ llm_factory: 'Bedrock', region: 'us-west-2', api_key_hint: null });
      const tested = await t.call('POST', '/v1/llm/test', { token, body: model });
      expect(tested.data).toMatchObject({ ok: true, sample: 'OK' });
      expect(bedrock.requests.at(-1)?.path).toBe('/model/anthropic.claude-3-5-haiku-20241022-v1%3A0/converse');
      const refused = await t.call('POST', '/v1/llm/test', {
        token,
        body: { ...model, access_key: aws.accessKeyId, secret_key: 'not-the-secret-0000' },
      });
      expect(refused.status).toBe(422);
      expect(refused.data).toEqual({ error: 'LLM_AUTH_FAILED' });
      expect(refused.message).not.toContain('not-the-secret');
      const mine = JSON.stringify(await t.call('GET', '/v1/llm/my_llms', { token }));
      expect(mine).not.toContain(aws.secretAccessKey);
    } finally {
      await bedrock.close();
    }
  });

  it('keeps at most 100 models per user', async () => {
    const { token, id } = await signInAsTemp(t);
    await t.database.db.insert(llmModels).values(
      Array.from({ length: 100 }, (_, index) => ({
        ownerId: id,
        factory: 'Ollama',
        name: `m${index}`,
        modelType: 'chat',
      })),
    );
    const refused = await t.call('POST', '/v1/llm/add_llm', { token, body: openAiModel() });
    expect(refused.status).toBe(422);
    expect(refused.message).toBe('You can add at most 100 models. Delete models you no longer use, then add this one.');
    // Replacing one of them is not adding one.
    const replaced = await t.call('POST', '/v1/llm/add_llm', {
      token,
      body: { llm_factory: 'Ollama', llm_name: 'm0', model_type: 'chat', base_url: `${provider.url}/v1` },
    });
    expect(replaced.code).toBe(0);
  });

  it('sets a factory’s key, chooses defaults of the right type, and clears them when models go', async () => {
    const { token } = await signInAsTemp(t);
    await t.call('POST', '/v1/llm/add_llm', { token, body: openAiModel() });
    await t.call('POST', '/v1/llm/add_llm', {
      token,
      body: openAiModel({ llm_name: 'vision-test', model_type: 'image2text' }),
    });
    const newKey = 'sk-live-rotated-key-9876';
    const set = await t.call<{ updated: number }>('POST', '/v1/llm/set_api_key', {
      token,
      body: { llm_factory: 'OpenAI', api_key: newKey },
    });
    expect(set.data).toEqual({ updated: 2 });
    const tested = await t.call('POST', '/v1/llm/test', { token, body: openAiModel({ api_key: undefined }) });
    expect(tested.data).toEqual({ error: 'LLM_AUTH_FAILED' });
    expect(provider.requests.at(-1)?.headers.authorization).toBe(`Bearer ${newKey}`);

    const wrongType = await t.call<{ fields: { path: string }[] }>('POST', '/v1/user/set_tenant_info', {
      token,
      body: { llm_id: 'gpt-test@OpenAI', embd_id: 'gpt-test@OpenAI' },
    });
    expect(wrongType.status).toBe(422);
    expect(wrongType.data.fields.map((field) => field.path)).toEqual(['embd_id']);
    const chosen = await t.call('POST', '/v1/user/set_tenant_info', {
      token,
      body: { llm_id: 'gpt-test@OpenAI', img2txt_id: 'vision-test@OpenAI' },
    });
    expect(chosen.data).toEqual({
      llm_id: 'gpt-test@OpenAI',
      embd_id: null,
      rerank_id: null,
      img2txt_id: 'vision-test@OpenAI',
      tts_id: null,
      web_search_id: null,
    });
    const listed = await t.call<{ id: string; is_default: boolean }[]>('GET', '/v1/llm/list?model_type=chat', {
      token,
    });
    expect(listed.data).toEqual([expect.objectContaining({ id: 'gpt-test@OpenAI', is_default: true })]);

    expect(
      (await t.call('POST', '/v1/llm/delete_llm', { token, body: { llm_factory: 'OpenAI', llm_name: 'gpt-test' } }))
        .code,
    ).toBe(0);
    expect((await t.call('GET', '/v1/user/tenant_info', { token })).data).toMatchObject({
      llm_id: null,
      img2txt_id: 'vision-test@OpenAI',
    });
    expect((await t.call('POST', '/v1/llm/delete_factory', { token, body: { llm_factory: 'OpenAI' } })).code).toBe(0);
    expect((await t.call('GET', '/v1/user/tenant_info', { token })).data).toMatchObject({ img2txt_id: null });
    const again = await t.call('POST', '/v1/llm/delete_factory', { token, body: { llm_factory: 'OpenAI' } });
    expect(again.status).toBe(404);
  });
});
