import {
  ERRORS,
  type TApiStatsDay,
  type TChatMessage,
  type TChatStreamEvent,
  type TConversation,
  type TNewApiToken,
  ZChatStreamEventSchema,
} from '@app/contract';
import { startMockProviderServer, type TMockProviderServer } from '@app/llm/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, dialogs } from '../../db/schema.js';
import {
  addMockEmbedding,
  createKb,
  MOCK_PROVIDER_KEY,
  parseAndWait,
  uploadText,
} from '../../knowledge/kb-api.test-helper.js';
import { addDefaultMockChat } from '../../test/mock-chat-model.js';
import { signUp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let provider: TMockProviderServer;
let owner: { token: string; id: string };
let dialogId: string;
let otherDialogId: string;
let assistantToken: TNewApiToken;
let accountToken: TNewApiToken;

const OPENER = 'Hello! Ask me about the reports.';

beforeAll(async () => {
  provider = await startMockProviderServer({ apiKey: MOCK_PROVIDER_KEY });
  t = await startTestApp();
  owner = await signUp(t, 'assistant.api@example.com');
  const embdId = await addMockEmbedding(t, owner.token, provider.url, MOCK_PROVIDER_KEY);
  await addDefaultMockChat(t, owner.token, provider.url, MOCK_PROVIDER_KEY);
  const kb = await createKb(t, owner.token, { embd_id: embdId });
  const memo = await uploadText(
    t,
    owner.token,
    kb.id,
    'memo.txt',
    'Kweichow Moutai revenue reached 150 billion yuan in 2023.',
  );
  await parseAndWait(t, owner.token, [memo.id]);
  dialogId = await insertDialog(owner.id, [kb.id]);
  otherDialogId = await insertDialog(owner.id, [kb.id]);
  const made = await t.call<TNewApiToken>('POST', '/v1/api/new_token', {
    token: owner.token,
    body: { dialog_id: dialogId, name: 'widget' },
  });
  expect(made.code, made.message).toBe(0);
  assistantToken = made.data;
  const account = await t.call<TNewApiToken>('POST', '/v1/system/new_token', { token: owner.token, body: {} });
  accountToken = account.data;
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

async function insertDialog(ownerId: string, kbIds: string[]): Promise<string> {
  const [row] = await t.database.db
    .insert(dialogs)
    .values({
      ownerId,
      name: 'Analyst',
      language: 'English',
      kbIds,
      llmSetting: { temperature: 0.1, max_tokens: 512 },
      promptConfig: {
        system: 'You answer from the knowledge base.\n{knowledge}',
        prologue: OPENER,
        empty_response: '',
        parameters: [{ key: 'knowledge', optional: false }],
        quote: true,
      },
      topN: 6,
      topK: 1024,
      similarityThreshold: 0.1,
      vectorSimilarityWeight: 0.3,
    })
    .returning({ id: dialogs.id });
  if (!row) throw new Error('dialog not inserted');
  return row.id;
}

const bearer = (token: TNewApiToken) => `Bearer ${token.token}`;

/** POSTs a question to `api/completion` and reads the events; a refusal's envelope otherwise. */
async function ask(authorization: string, conversationId: string, content: string) {
  const response = await fetch(`${t.baseUrl}/v1/api/completion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ conversation_id: conversationId, content }),
  });
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    return { status: response.status, events: [] as TChatStreamEvent[], body: await response.json() };
  }
  const events = (await response.text())
    .split('\n\n')
    .filter((frame) => frame.startsWith('data: '))
    .map((frame) => ZChatStreamEventSchema.parse(JSON.parse(frame.slice('data: '.length))));
  return { status: response.status, events, body: null };
}

describe('api/new_conversation, conversation, completion with an assistant’s token', () => {
  it('opens a conversation with the token’s assistant, answers in it and counts the use', async () => {
    const opened = await t.call<TConversation>('POST', '/v1/api/new_conversation', {
      token: bearer(assistantToken),
      body: {},
    });
    expect(opened.code, opened.message).toBe(0);
    expect(opened.data).toMatchObject({ dialog_id: dialogId, message_count: 1 });
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, opened.data.id));
    expect(row?.apiTokenId).toBe(assistantToken.id);

    const answer = await ask(bearer(assistantToken), opened.data.id, 'What was Moutai revenue in 2023?');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(
      answer.events.map((event) => event.type),
      JSON.stringify(answer),
    ).toContain('reference');
    expect(answer.events.at(-1)?.type).toBe('done');

    const read = await t.call<TConversation & { messages: TChatMessage[] }>(
      'GET',
      `/v1/api/conversation?conversation_id=${opened.data.id}`,
      { token: bearer(assistantToken) },
    );
    expect(read.code, read.message).toBe(0);
    expect(read.data.messages.map((message) => message.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(read.data.messages[0]?.content).toBe(OPENER);
    expect(read.data.messages[2]?.status).toBe('complete');

    const today = t.clock.now().toISOString().slice(0, 10);
    const stats = await t.call<{ days: TApiStatsDay[] }>(
      'GET',
      `/v1/api/stats?from_date=${today}&to_date=${today}&dialog_id=${dialogId}`,
      { token: owner.token },
    );
    const [day] = stats.data.days;
    expect(day?.calls).toBe(3);
    expect(day?.conversations).toBe(1);
    expect(day?.tokens).toBeGreaterThan(0);
  });

  it('reaches its own assistant only, and nothing else of the account', async () => {
    const other = await t.call('POST', '/v1/api/new_conversation', {
      token: bearer(assistantToken),
      body: { dialog_id: otherDialogId },
    });
    expect(other.status).toBe(404);

    const elsewhere = await t.call<TConversation>('POST', '/v1/api/new_conversation', {
      token: owner.token,
      body: { dialog_id: otherDialogId },
    });
    expect(elsewhere.code, elsewhere.message).toBe(0);
    const read = await t.call('GET', `/v1/api/conversation?conversation_id=${elsewhere.data.id}`, {
      token: bearer(assistantToken),
    });
    expect(read.status).toBe(404);
    expect((await ask(bearer(assistantToken), elsewhere.data.id, 'Revenue?')).status).toBe(404);

    for (const [method, path] of [
      ['GET', '/v1/model/dcf/list'],
      ['GET', '/v1/kb/list'],
      ['GET', `/v1/conversation/get?conversation_id=${elsewhere.data.id}`],
      ['GET', '/v1/dialog/list'],
    ] as const) {
      const response = await t.call(method, path, { token: bearer(assistantToken) });
      expect(response.status, path).toBe(403);
      expect(response.message, path).toBe(ERRORS.API_TOKEN_NOT_ALLOWED.messages.en);
    }
  });
});

describe('api conversations with an account token', () => {
  it('needs the assistant named, and reads assistants’ conversations only', async () => {
    const unnamed = await t.call('POST', '/v1/api/new_conversation', { token: bearer(accountToken), body: {} });
    expect(unnamed.status).toBe(422);
    expect(unnamed.message).toBe(ERRORS.API_DIALOG_REQUIRED.messages.en);

    const named = await t.call<TConversation>('POST', '/v1/api/new_conversation', {
      token: bearer(accountToken),
      body: { dialog_id: otherDialogId },
    });
    expect(named.data.dialog_id).toBe(otherDialogId);

    // The general assistant's conversations are not the public API's.
    const general = await t.call<TConversation>('POST', '/v1/conversation/set', { token: owner.token, body: {} });
    const read = await t.call('GET', `/v1/api/conversation?conversation_id=${general.data.id}`, {
      token: bearer(accountToken),
    });
    expect(read.status).toBe(404);
  });
});
