import { type TChatMessage, type TChatStreamEvent, type TConversation, ZChatStreamEventSchema } from '@app/contract';
import { startMockProviderServer, type TMockProviderServer } from '@app/llm/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogs, kbChunks } from '../../db/schema.js';
import {
  createKb,
  MOCK_PROVIDER_KEY,
  parseAndWait,
  signInWithMockKb,
  uploadText,
  uploadToKb,
} from '../../knowledge/kb-api.test-helper.js';
import { tinyPdf } from '../../knowledge/tiny-pdf.test-helper.js';
import { addDefaultMockChat } from '../../test/mock-chat-model.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let provider: TMockProviderServer;

beforeAll(async () => {
  provider = await startMockProviderServer({ apiKey: MOCK_PROVIDER_KEY });
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

type TPassageEvent = Extract<TChatStreamEvent, { type: 'reference' }>['passages'][number];
type TCitationsEvent = Extract<TChatStreamEvent, { type: 'citations' }>;

const MOUTAI = 'Kweichow Moutai revenue reached 150 billion yuan in 2023 as liquor prices rose.';
const WEATHER = 'Guizhou weather was rainy and mild through the spring season.';

/** A user whose knowledge base holds a parsed PDF (one page) and a parsed text file; with a chat model or without. */
async function assistantUser(options: { chat: boolean; promptConfig?: Record<string, unknown> }) {
  const { token, id, embdId, kb } = await signInWithMockKb(t, provider.url);
  if (options.chat) await addDefaultMockChat(t, token, provider.url, MOCK_PROVIDER_KEY);
  const upload = await uploadToKb(t, token, kb.id, [{ name: 'moutai-2023.pdf', bytes: tinyPdf([MOUTAI]) }]);
  expect(upload.code, upload.message).toBe(0);
  const pdf = upload.data.documents[0]?.document;
  if (!pdf) throw new Error('pdf not kept');
  const text = await uploadText(t, token, kb.id, 'weather.txt', WEATHER);
  const parsed = await parseAndWait(t, token, [pdf.id, text.id]);
  expect(parsed.map((document) => document.run)).toEqual([3, 3]);
  const dialogId = await insertDialog(id, [kb.id], options.promptConfig);
  return { token, id, embdId, kb, pdf, text, dialogId };
}

async function insertDialog(ownerId: string, kbIds: string[], promptConfig: Record<string, unknown> = {}) {
  const [row] = await t.database.db
    .insert(dialogs)
    .values({
      ownerId,
      name: 'Analyst',
      language: 'English',
      kbIds,
      llmSetting: { temperature: 0.1, top_p: 0.3, presence_penalty: 0.4, frequency_penalty: 0.7, max_tokens: 512 },
      promptConfig: {
        system: 'You answer from the knowledge base.\n{knowledge}',
        prologue: 'Hello! Ask me about the reports.',
        empty_response: '',
        parameters: [{ key: 'knowledge', optional: false }],
        quote: true,
        ...promptConfig,
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

async function newConversation(token: string, dialogId: string): Promise<TConversation> {
  const response = await t.call<TConversation>('POST', '/v1/conversation/set', {
    token,
    body: { dialog_id: dialogId },
  });
  expect(response.code, response.message).toBe(0);
  return response.data;
}

/** POSTs a question and reads the events, each checked by the contract's schema; a refusal's envelope otherwise. */
async function ask(token: string, conversationId: string, content: string, extra: Record<string, unknown> = {}) {
  const response = await fetch(`${t.baseUrl}/v1/conversation/completion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token, 'accept-language': 'en' },
    body: JSON.stringify({ conversation_id: conversationId, content, ...extra }),
  });
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    return {
      status: response.status,
      events: [] as TChatStreamEvent[],
      body: (await response.json()) as Record<string, unknown>,
    };
  }
  const events = (await response.text())
    .split('\n\n')
    .filter((frame) => frame.startsWith('data: '))
    .map((frame) => ZChatStreamEventSchema.parse(JSON.parse(frame.slice('data: '.length))));
  return { status: response.status, events, body: null };
}

function eventOf<T extends TChatStreamEvent['type']>(events: TChatStreamEvent[], type: T) {
  const event = events.find((candidate) => candidate.type === type);
  if (!event) throw new Error(`no ${type} event in ${JSON.stringify(events.map((e) => e.type))}`);
  return event as Extract<TChatStreamEvent, { type: T }>;
}

async function savedMessages(token: string, conversationId: string) {
  const response = await t.call<TConversation & { messages: TChatMessage[] }>(
    'GET',
    `/v1/conversation/get?conversation_id=${conversationId}`,
    { token },
  );
  expect(response.code, response.message).toBe(0);
  return response.data.messages;
}

/** The chat requests the provider received (embeddings and the rest left out). */
function chatRequests() {
  return provider.requests.filter((request) => request.path.endsWith('/chat/completions'));
}

describe('a conversation with an assistant over knowledge bases', () => {
  it('opens with the opener; the provider gets the passages with their ids; [ID:n] markers become citations with document and page', async () => {
    const { token, pdf, text, dialogId } = await assistantUser({ chat: true });
    const conversation = await newConversation(token, dialogId);
    expect(conversation).toMatchObject({ dialog_id: dialogId, message_count: 1 });
    const opened = await savedMessages(token, conversation.id);
    expect(opened.map((m) => [m.role, m.content])).toEqual([['assistant', 'Hello! Ask me about the reports.']]);
    const generalList = await t.call<TConversation[]>('GET', '/v1/conversation/list', { token });
    expect(generalList.data).toEqual([]);
    const dialogList = await t.call<TConversation[]>('GET', `/v1/conversation/list?dialog_id=${dialogId}`, { token });
    expect(dialogList.data.map((c) => c.id)).toEqual([conversation.id]);

    const before = chatRequests().length;
    const question = 'What was Moutai revenue in 2023?';
    const result = await ask(token, conversation.id, question);
    expect(result.status).toBe(200);
    const reference = eventOf(result.events, 'reference');
    const moutai = reference.passages.find((p) => p.document_id === pdf.id) as TPassageEvent;
    expect(moutai).toMatchObject({ document_name: 'moutai-2023.pdf', pages: [1], is_cited: false });
    expect(moutai.content).toContain('150 billion yuan');
    // The mock answered "OK" (no script): the prompt it got is what matters here. The same question
    // again finds the same passages in the same order, so its scripted answer can cite the Moutai one.
    const sent = chatRequests()[before]?.body as { messages: { role: string; content: string }[] };
    const system = sent.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain(`ID: ${moutai.ref}\n├── Title: moutai-2023.pdf\n├── Page: 1\n└── Content:\n`);
    expect(system.content).toContain('150 billion yuan');
    expect(system.content).toContain('[ID:n]');
    expect(sent.messages.at(-1)).toMatchObject({ role: 'user' });
    // The assistant's model settings reach the provider under the protocol's names.
    expect(sent).toMatchObject({
      temperature: 0.1,
      top_p: 0.3,
      presence_penalty: 0.4,
      frequency_penalty: 0.7,
      max_tokens: 512,
    });

    provider.script({ text: ['Revenue was 150 billion yuan ', `[ID: ${moutai.ref}]`, '. Unknown [ID:99].'] });
    const cited = await ask(token, conversation.id, question);
    const types = cited.events.map((event) => event.type);
    expect(types[0]).toBe('start');
    expect(types[1]).toBe('reference');
    expect(types.slice(-2)).toEqual(['citations', 'done']);
    const citations = eventOf(cited.events, 'citations') as TCitationsEvent;
    expect(citations.method).toBe('marker');
    expect(citations.content).toBe(`Revenue was 150 billion yuan [ID:${moutai.ref}]. Unknown.`);
    expect(citations.citations.map((c) => [c.ref, c.document_id, c.document_name, c.pages])).toEqual([
      [moutai.ref, pdf.id, 'moutai-2023.pdf', [1]],
    ]);
    const saved = await savedMessages(token, conversation.id);
    const reply = saved.at(-1)!;
    expect(reply).toMatchObject({
      role: 'assistant',
      content: citations.content,
      model: 'gpt-chat@OpenAI',
      is_extractive: false,
    });
    const savedCited = reply.sources.filter((source) => source.kind === 'passage' && source.is_cited);
    expect(savedCited).toMatchObject([{ kind: 'passage', ref: moutai.ref, document_id: pdf.id, pages: [1] }]);
    expect(reply.sources.some((source) => source.kind === 'passage' && source.document_id === text.id)).toBe(true);
    const [chunk] = await t.database.db.select().from(kbChunks).where(eq(kbChunks.id, moutai.chunk_id));
    expect(chunk?.documentId).toBe(pdf.id);
  });

  it('cites by similarity when the model writes no marker', async () => {
    const { token, pdf, dialogId } = await assistantUser({ chat: true });
    const conversation = await newConversation(token, dialogId);
    // The mock's embeddings hash words: a sentence repeating the passage's words lies close to it.
    provider.script({ text: [MOUTAI] });
    const result = await ask(token, conversation.id, 'Moutai revenue 2023?');
    const citations = eventOf(result.events, 'citations');
    expect(citations.method).toBe('similarity');
    expect(citations.citations.map((c) => c.document_id)).toEqual([pdf.id]);
    expect(citations.content).toMatch(/\[ID:\d+\]$/u);
  });

  it('answers extractively without a chat model: the passages quoted with citations, labelled', async () => {
    const { token, pdf, dialogId } = await assistantUser({ chat: false });
    const conversation = await newConversation(token, dialogId);
    const before = chatRequests().length;
    const result = await ask(token, conversation.id, 'Moutai revenue 2023');
    expect(result.status).toBe(200);
    expect(eventOf(result.events, 'start').model).toBe('');
    const citations = eventOf(result.events, 'citations');
    expect(citations.method).toBe('extractive');
    expect(citations.content.startsWith('**Extractive answer**')).toBe(true);
    expect(citations.content).toContain(`> ${MOUTAI}`);
    expect(citations.citations.map((c) => c.document_id)).toContain(pdf.id);
    expect(chatRequests().length).toBe(before);
    const reply = (await savedMessages(token, conversation.id)).at(-1)!;
    expect(reply).toMatchObject({ is_extractive: true, model: null, content: citations.content });

    const mindmap = await t.call('POST', '/v1/conversation/mindmap', {
      token,
      body: { conversation_id: conversation.id, message_id: reply.id },
    });
    expect(mindmap.data).toMatchObject({ error: 'LLM_NOT_CONFIGURED' });
  });

  it('draws a mind map of an answer with the chat model', async () => {
    const { token, dialogId } = await assistantUser({ chat: true });
    const conversation = await newConversation(token, dialogId);
    provider.script({ text: ['Revenue grew.'] }, { text: ['# Moutai\n## Revenue\n- 150 billion yuan'] });
    await ask(token, conversation.id, 'Moutai revenue?');
    const reply = (await savedMessages(token, conversation.id)).at(-1)!;
    const mindmap = await t.call<{ mindmap: unknown }>('POST', '/v1/conversation/mindmap', {
      token,
      body: { conversation_id: conversation.id, message_id: reply.id },
    });
    expect(mindmap.code, mindmap.message).toBe(0);
    expect(mindmap.data.mindmap).toEqual({
      title: 'Moutai',
      children: [{ title: 'Revenue', children: [{ title: '150 billion yuan', children: [] }] }],
    });
  });

  it('suggests related questions with the assistant’s chat model and its own prompt', async () => {
    const { token, dialogId } = await assistantUser({ chat: true });
    provider.script({ text: ['1. What drove the growth?\n- "What about margins?"\n2) what drove the growth?'] });
    const before = chatRequests().length;
    const related = await t.call<{ questions: string[] }>('POST', '/v1/conversation/related_questions', {
      token,
      body: { question: 'Moutai revenue?', dialog_id: dialogId },
    });
    expect(related.code, related.message).toBe(0);
    expect(related.data.questions).toEqual(['What drove the growth?', 'What about margins?']);
    expect(JSON.stringify(chatRequests()[before]?.body)).toContain('a knowledge base could answer');
    const stranger = await signInAsTemp(t);
    const foreign = await t.call('POST', '/v1/conversation/related_questions', {
      token: stranger.token,
      body: { question: 'Moutai revenue?', dialog_id: dialogId },
    });
    expect(foreign.status).toBe(404);
  });

  it('rewrites the question from the conversation (multi-turn) and retrieves again when self-RAG finds the passages insufficient', async () => {
    const { token, dialogId } = await assistantUser({
      chat: true,
      promptConfig: { refine_multiturn: true, self_rag: true },
    });
    const conversation = await newConversation(token, dialogId);
    provider.script(
      { text: ['{"is_sufficient": true}'] },
      { text: ['Revenue was 150 billion yuan.'] },
      { text: ['What was the weather in Guizhou in spring?'] },
      { text: ['{"is_sufficient": false, "query": "Guizhou spring weather rainy"}'] },
      { text: ['It was rainy.'] },
    );
    await ask(token, conversation.id, 'Moutai revenue in 2023?');
    const before = provider.requests.length;
    const result = await ask(token, conversation.id, 'And the weather there?');
    expect(eventOf(result.events, 'done')).toBeTruthy();
    const requests = provider.requests.slice(before);
    const chats = requests.filter((request) => request.path.endsWith('/chat/completions'));
    expect(chats).toHaveLength(3);
    expect(JSON.stringify(chats[0]?.body)).toContain('USER: Moutai revenue in 2023?');
    const embedded = requests
      .filter((request) => request.path.endsWith('/embeddings'))
      .flatMap((request) => request.body.input as string[]);
    expect(embedded).toContain('What was the weather in Guizhou in spring?');
    expect(embedded).toContain('Guizhou spring weather rainy');
  });

  it('refuses before streaming: no parsed document, a missing variable, someone else’s assistant', async () => {
    const { token, id, kb } = await signInWithMockKb(t, provider.url);
    const emptyDialog = await insertDialog(id, [kb.id]);
    const conversation = await newConversation(token, emptyDialog);
    const refused = await ask(token, conversation.id, 'Anything?');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ data: { error: 'DIALOG_NOT_READY' } });
    expect((refused.body as { message: string }).message).toContain('no parsed documents');
    // The conversation is free again after a refusal.
    expect((await ask(token, conversation.id, 'Again?')).body).toMatchObject({ data: { error: 'DIALOG_NOT_READY' } });

    const owner = await assistantUser({
      chat: true,
      promptConfig: { system: 'Answer as {persona}.\n{knowledge}', parameters: [{ key: 'persona', optional: false }] },
    });
    const withVariable = await newConversation(owner.token, owner.dialogId);
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`v${i}`, 'x']));
    const refusedMany = await ask(owner.token, withVariable.id, 'Revenue?', { variables: tooMany });
    expect(refusedMany.status).toBe(422);
    expect(refusedMany.body).toMatchObject({
      data: { fields: [{ message: 'A question can give at most 20 variables.' }] },
    });
    const missing = await ask(owner.token, withVariable.id, 'Revenue?');
    expect(missing.body).toMatchObject({ data: { error: 'ASSISTANT_VARIABLE_MISSING' } });
    provider.script({ text: ['Fine.'] });
    const before = chatRequests().length;
    const given = await ask(owner.token, withVariable.id, 'Revenue?', { variables: { persona: 'a careful analyst' } });
    expect(given.status).toBe(200);
    expect(JSON.stringify(chatRequests()[before]?.body)).toContain('Answer as a careful analyst.');

    const stranger = await signInAsTemp(t);
    const foreign = await t.call('POST', '/v1/conversation/set', {
      token: stranger.token,
      body: { dialog_id: owner.dialogId },
    });
    expect(foreign.status).toBe(404);
    const foreignList = await t.call('GET', `/v1/conversation/list?dialog_id=${owner.dialogId}`, {
      token: stranger.token,
    });
    expect(foreignList.status).toBe(404);
  });

  it('refuses an assistant whose knowledge bases use different embedding models', async () => {
    const { token, id, kb } = await signInWithMockKb(t, provider.url);
    await parseAndWait(t, token, [(await uploadText(t, token, kb.id, 'a.txt', WEATHER)).id]);
    const added = await t.call('POST', '/v1/llm/add_llm', {
      token,
      body: {
        llm_factory: 'OpenAI',
        llm_name: 'other-embed',
        model_type: 'embedding',
        base_url: `${provider.url}/v1`,
        api_key: MOCK_PROVIDER_KEY,
      },
    });
    expect(added.code, added.message).toBe(0);
    const other = await createKb(t, token, { embd_id: 'other-embed@OpenAI' });
    const mixed = await insertDialog(id, [kb.id, other.id]);
    const conversation = await newConversation(token, mixed);
    const refused = await ask(token, conversation.id, 'Weather?');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ data: { error: 'DIALOG_MIXED_EMBEDDINGS' } });
  });
});
