import { createHash } from 'node:crypto';
import {
  API_TOKEN_LIMITS,
  ERRORS,
  type TApiStatsDay,
  type TApiToken,
  type TEnvelope,
  type TKbUploadResult,
  type TModelValues,
  type TNewApiToken,
  VALIDATION_MESSAGES,
} from '@app/contract';
import { startMockProviderServer, type TMockProviderServer } from '@app/llm/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, dialogs, rateLimits } from '../../db/schema.js';
import { addMockEmbedding, createKb, MOCK_PROVIDER_KEY } from '../../knowledge/kb-api.test-helper.js';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit.js';
import { waitForModelStatus } from '../../test/models.js';
import { signInAsTemp, signUp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let provider: TMockProviderServer;
let ana: { token: string; id: string };
let bob: { token: string; id: string };
beforeAll(async () => {
  provider = await startMockProviderServer({ apiKey: MOCK_PROVIDER_KEY });
  t = await startTestApp();
  ana = await signUp(t, 'ana.api@example.com');
  bob = await signUp(t, 'bob.api@example.com');
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const bearer = (token: string) => `Bearer ${token}`;

async function newToken(session: string, name = 'script'): Promise<TNewApiToken> {
  const response = await t.call<TNewApiToken>('POST', '/v1/system/new_token', { token: session, body: { name } });
  expect(response.code, response.message).toBe(0);
  return response.data;
}

async function listTokens(session: string): Promise<TApiToken[]> {
  const response = await t.call<{ tokens: TApiToken[] }>('GET', '/v1/system/token_list', { token: session });
  expect(response.code, response.message).toBe(0);
  return response.data.tokens;
}

/** Uploads files as a script does: multipart, `kb_id` first, the token in `Authorization`. */
async function uploadAndParse(authorization: string, kbId: string, name: string, text: string) {
  const form = new FormData();
  form.append('kb_id', kbId);
  form.append('file', new Blob([Buffer.from(text)]), name);
  const response = await fetch(`${t.baseUrl}/v1/api/document/upload_and_parse`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  return { ...((await response.json()) as TEnvelope<TKbUploadResult>), status: response.status };
}

const today = () => t.clock.now().toISOString().slice(0, 10);

describe('system/new_token, token_list, token/rm', () => {
  it('shows a token once, stores only its hash, lists its prefix and revokes it', async () => {
    const created = await newToken(ana.token, 'nightly valuation');
    expect(created.token).toMatch(/^intr-[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'nightly valuation', dialog_id: null, last_used_at: null });
    expect(created.token.startsWith(created.prefix)).toBe(true);
    expect(created.prefix.length).toBeLessThan(16);

    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const listed = await listTokens(ana.token);
    expect(listed.map((token) => token.id)).toContain(created.id);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    expect(listed.find((token) => token.id === created.id)).not.toHaveProperty('token');
    expect((await listTokens(bob.token)).map((token) => token.id)).not.toContain(created.id);

    // Another user's token id revokes nothing.
    const foreign = await t.call<{ revoked: number }>('POST', '/v1/system/token/rm', {
      token: bob.token,
      body: { token_id: created.id },
    });
    expect(foreign.data.revoked).toBe(0);
    expect((await t.call('GET', '/v1/model/dcf/list', { token: bearer(created.token) })).code).toBe(0);

    const removed = await t.call<{ revoked: number }>('POST', '/v1/system/token/rm', {
      token: ana.token,
      body: { token_id: created.id },
    });
    expect(removed.data.revoked).toBe(1);
    expect((await listTokens(ana.token)).map((token) => token.id)).not.toContain(created.id);
    const refused = await t.call('GET', '/v1/model/dcf/list', { token: bearer(created.token), language: 'es' });
    expect(refused.status).toBe(401);
    expect(refused.message).toBe(ERRORS.API_TOKEN_INVALID.messages.es);
  });

  it('is for full accounts only', async () => {
    const temp = await signInAsTemp(t);
    const response = await t.call('POST', '/v1/system/new_token', { token: temp.token, body: { name: 'x' } });
    expect(response.status).toBe(403);
    expect(response.message).toBe(ERRORS.FULL_ACCOUNT_REQUIRED.messages.en);
  });

  it('bounds the name and the number of live tokens', async () => {
    const long = await t.call('POST', '/v1/system/new_token', {
      token: bob.token,
      body: { name: 'n'.repeat(API_TOKEN_LIMITS.nameChars + 1) },
    });
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.data)).toContain(VALIDATION_MESSAGES.api_token_name_too_long.en);

    const carol = await signUp(t, 'carol.api@example.com');
    const made = [];
    for (let i = 0; i < API_TOKEN_LIMITS.tokensPerUser; i += 1) made.push(await newToken(carol.token, `t${i}`));
    const over = await t.call('POST', '/v1/system/new_token', { token: carol.token, body: { name: 'one more' } });
    expect(over.status).toBe(422);
    expect(over.message).toBe(
      ERRORS.API_TOKENS_TOO_MANY.messages.en.replace('{{max}}', String(API_TOKEN_LIMITS.tokensPerUser)),
    );
    // A revoked token frees its place.
    await t.call('POST', '/v1/system/token/rm', { token: carol.token, body: { token_id: made[0]?.id } });
    await newToken(carol.token, 'replacement');
  });
});

describe('what a token may do', () => {
  it('values a ticker of the pack: search, create a model, poll its status, read its values and list', async () => {
    const { token } = await newToken(ana.token);
    const auth = bearer(token);
    const search = await t.call<{ items: { ticker: string }[] }>('GET', '/v1/query/search_ticker?keyword=NVDA', {
      token: auth,
    });
    expect(search.data.items[0]?.ticker).toBe('NVDA');

    const created = await t.call<{ model_id: string }>('POST', '/v1/model/dcf/base', {
      token: auth,
      body: { ticker: 'NVDA' },
    });
    expect(created.code, created.message).toBe(0);
    const status = await waitForModelStatus(t, auth, created.data.model_id);
    expect(status.status).toBe('success');
    const values = await t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${created.data.model_id}`, {
      token: auth,
    });
    expect(values.code, values.message).toBe(0);
    expect(values.data.company.ticker).toBe('NVDA');
    // The model is the owner's: the web session sees it too, another user does not.
    const list = await t.call<{ items: { model_id: string }[] }>('GET', '/v1/model/dcf/list', { token: ana.token });
    expect(list.data.items.map((item) => item.model_id)).toContain(created.data.model_id);
    const foreign = await t.call('GET', `/v1/model/dcf/values?model_id=${created.data.model_id}`, {
      token: bob.token,
    });
    expect(foreign.status).toBe(404);
  });

  it('reads nothing of another user: models, knowledge bases, their documents', async () => {
    const bobKb = await createKb(t, bob.token);
    const bobModel = await t.call<{ model_id: string }>('POST', '/v1/model/dcf/base', {
      token: bob.token,
      body: { ticker: 'AAPL' },
    });
    const { token } = await newToken(ana.token);
    const auth = bearer(token);
    const values = await t.call('GET', `/v1/model/dcf/values?model_id=${bobModel.data.model_id}`, { token: auth });
    expect(values.status).toBe(404);
    const status = await t.call('GET', `/v1/model/dcf/status?model_id=${bobModel.data.model_id}`, { token: auth });
    expect(status.status).toBe(404);
    const models = await t.call<{ items: { model_id: string }[] }>('GET', '/v1/model/dcf/list', { token: auth });
    expect(models.data.items.map((item) => item.model_id)).not.toContain(bobModel.data.model_id);
    const kbs = await t.call<{ kbs: { id: string }[] }>('GET', '/v1/kb/list', { token: auth });
    expect(kbs.data.kbs.map((kb) => kb.id)).not.toContain(bobKb.id);
    expect((await t.call('GET', `/v1/document/list?kb_id=${bobKb.id}`, { token: auth })).status).toBe(404);
    const upload = await uploadAndParse(auth, bobKb.id, 'note.txt', 'Revenue grew.');
    expect(upload.status).toBe(404);
  });

  it('uploads a document to the owner’s knowledge base and starts its parse', async () => {
    const embdId = await addMockEmbedding(t, ana.token, provider.url, MOCK_PROVIDER_KEY);
    const kb = await createKb(t, ana.token, { embd_id: embdId });
    const { token } = await newToken(ana.token);
    const response = await uploadAndParse(
      bearer(token),
      kb.id,
      'memo.txt',
      'Net sales grew 8 percent.\n\nMargins held.',
    );
    expect(response.code, response.message).toBe(0);
    const document = response.data.documents[0]?.document;
    expect(document?.name).toBe('memo.txt');
    // Queued or already done: the parse was started, not left unstarted (0).
    expect(document?.run).not.toBe(0);
    const listed = await t.call<{ docs: { id: string }[] }>('GET', `/v1/document/list?kb_id=${kb.id}`, {
      token: bearer(token),
    });
    expect(listed.data.docs.map((doc) => doc.id)).toContain(document?.id);
  });

  it('cannot call account, settings or token routes (403, nothing changed)', async () => {
    const { token } = await newToken(ana.token);
    const auth = bearer(token);
    const attempts: ['GET' | 'POST', string, unknown?][] = [
      ['POST', '/v1/system/new_token', { name: 'minted' }],
      ['GET', '/v1/system/token_list'],
      ['POST', '/v1/system/token/rm', { token_id: '00000000-0000-4000-8000-000000000000' }],
      ['POST', '/v1/api/rm', { token_ids: ['00000000-0000-4000-8000-000000000000'] }],
      ['GET', `/v1/api/stats?from_date=${today()}&to_date=${today()}`],
      ['GET', '/v1/user/info'],
      ['POST', '/v1/user/setting', { nickname: 'Mallory' }],
      ['POST', '/v1/user/setting', { password: 'Valuation#2026', new_password: 'Another#Pass2027' }],
      ['POST', '/v1/user/logout'],
      ['POST', '/v1/model/dcf/delete', { model_id: '00000000-0000-4000-8000-000000000000' }],
    ];
    for (const [method, path, body] of attempts) {
      const response = await t.call(method, path, { token: auth, ...(body ? { body } : {}) });
      expect(response.status, path).toBe(403);
      expect(response.message, path).toBe(ERRORS.API_TOKEN_NOT_ALLOWED.messages.en);
    }
    expect((await listTokens(ana.token)).filter((listed) => listed.name === 'minted')).toEqual([]);
    const info = await t.call<{ nickname: string }>('GET', '/v1/user/info', { token: ana.token });
    expect(info.data.nickname).not.toBe('Mallory');
  });

  it('tells a script with no token to create one, and refuses a made-up one', async () => {
    const none = await t.call('GET', '/v1/model/dcf/list');
    expect(none.status).toBe(401);
    expect(none.message).toBe(ERRORS.API_TOKEN_REQUIRED.messages.en);
    const madeUp = await t.call('GET', '/v1/model/dcf/list', { token: bearer(`intr-${'A'.repeat(43)}`) });
    expect(madeUp.status).toBe(401);
    expect(madeUp.message).toBe(ERRORS.API_TOKEN_INVALID.messages.en);
  });
});

describe('assistant tokens (api/new_token, token_list, rm)', () => {
  async function insertDialog(ownerId: string): Promise<string> {
    const [row] = await t.database.db
      .insert(dialogs)
      .values({
        ownerId,
        name: 'Analyst',
        language: 'en',
        kbIds: [],
        llmSetting: {},
        promptConfig: {},
        topN: 6,
        topK: 1024,
        similarityThreshold: 0.2,
        vectorSimilarityWeight: 0.3,
      })
      .returning({ id: dialogs.id });
    if (!row) throw new Error('no dialog');
    return row.id;
  }

  it('makes a token for one of the owner’s assistants only, lists and revokes it; it opens no account route', async () => {
    const dialogId = await insertDialog(ana.id);
    const created = await t.call<TNewApiToken>('POST', '/v1/api/new_token', {
      token: ana.token,
      body: { dialog_id: dialogId, name: 'widget' },
    });
    expect(created.code, created.message).toBe(0);
    expect(created.data).toMatchObject({ dialog_id: dialogId, name: 'widget' });
    const foreign = await t.call('POST', '/v1/api/new_token', { token: bob.token, body: { dialog_id: dialogId } });
    expect(foreign.status).toBe(404);

    const listed = await t.call<{ tokens: TApiToken[] }>('GET', `/v1/api/token_list?dialog_id=${dialogId}`, {
      token: ana.token,
    });
    expect(listed.data.tokens.map((token) => token.id)).toEqual([created.data.id]);
    // An assistant's token is not an account token: it values nothing and is not in the account's list.
    expect((await listTokens(ana.token)).map((token) => token.id)).not.toContain(created.data.id);
    const models = await t.call('GET', '/v1/model/dcf/list', { token: bearer(created.data.token) });
    expect(models.status).toBe(403);

    const removed = await t.call<{ revoked: number }>('POST', '/v1/api/rm', {
      token: ana.token,
      body: { token_ids: [created.data.id] },
    });
    expect(removed.data.revoked).toBe(1);
    const after = await t.call<{ tokens: TApiToken[] }>('GET', `/v1/api/token_list?dialog_id=${dialogId}`, {
      token: ana.token,
    });
    expect(after.data.tokens).toEqual([]);
  });
});

describe('api/stats and the limit per token', () => {
  it('counts each call per day and marks the token used', async () => {
    const dave = await signUp(t, 'dave.api@example.com');
    const { token, id } = await newToken(dave.token);
    for (let i = 0; i < 3; i += 1) await t.call('GET', '/v1/model/dcf/list', { token: bearer(token) });
    // A refused call is not a call the token made.
    await t.call('GET', '/v1/user/info', { token: bearer(token) });

    const yesterday = new Date(t.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    const stats = await t.call<{ days: TApiStatsDay[] }>(
      'GET',
      `/v1/api/stats?from_date=${yesterday}&to_date=${today()}`,
      { token: dave.token },
    );
    expect(stats.code, stats.message).toBe(0);
    expect(stats.data.days).toEqual([
      { day: yesterday, calls: 0, tokens: 0, conversations: 0 },
      { day: today(), calls: 3, tokens: 0, conversations: 0 },
    ]);
    const [listed] = (await listTokens(dave.token)).filter((token) => token.id === id);
    expect(listed?.last_used_at).not.toBeNull();
    // Ana's calls are not Dave's.
    const other = await t.call<{ days: TApiStatsDay[] }>(
      'GET',
      `/v1/api/stats?from_date=${today()}&to_date=${today()}`,
      {
        token: bob.token,
      },
    );
    expect(other.data.days).toEqual([{ day: today(), calls: 0, tokens: 0, conversations: 0 }]);
  });

  it('bounds the period', async () => {
    const response = await t.call('GET', '/v1/api/stats?from_date=2024-01-01&to_date=2025-06-01', {
      token: ana.token,
    });
    expect(response.status).toBe(422);
    expect(JSON.stringify(response.data)).toContain(VALIDATION_MESSAGES.api_stats_range_too_long.en);
    const reversed = await t.call('GET', '/v1/api/stats?from_date=2025-06-02&to_date=2025-06-01', {
      token: ana.token,
    });
    expect(reversed.status).toBe(422);
  });

  it('answers 429 with Retry-After past the limit of one token, not of another', async () => {
    const limited = await newToken(ana.token);
    const other = await newToken(ana.token);
    const rule = DEFAULT_RATE_LIMITS.apiTokenPerToken;
    const at = t.clock.now().getTime();
    // The counter as if the token had made all but one of its calls in this window.
    await t.database.db.insert(rateLimits).values({
      key: `api_token:${limited.id}`,
      windowStart: new Date(Math.floor(at / rule.windowMs) * rule.windowMs),
      hits: rule.limit - 1,
    });
    expect((await t.call('GET', '/v1/model/dcf/list', { token: bearer(limited.token) })).code).toBe(0);
    const refused = await t.call('GET', '/v1/model/dcf/list', { token: bearer(limited.token) });
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(ERRORS.RATE_LIMITED.messages.en);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.call('GET', '/v1/model/dcf/list', { token: bearer(other.token) })).code).toBe(0);
    // The session of the same user is not limited by its token.
    expect((await t.call('GET', '/v1/model/dcf/list', { token: ana.token })).code).toBe(0);
  });
});
