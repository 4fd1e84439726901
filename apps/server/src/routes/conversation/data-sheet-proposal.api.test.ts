import {
  ERRORS,
  type TChatMessage,
  type TChatStreamEvent,
  type TConversation,
  type TDataSheet,
  type TModelValues,
  ZChatStreamEventSchema,
} from '@app/contract';
import { startMockProviderServer, type TMockProviderServer, type TRecordedRequest } from '@app/llm/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDefaultMockChat } from '../../test/mock-chat-model.js';
import { createModelAndWait } from '../../test/models.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

const KEY = 'sk-proposal-0123456789abcdef';
let t: TestApp;
let provider: TMockProviderServer;
let token: string;
let modelId: string;

beforeAll(async () => {
  provider = await startMockProviderServer({ apiKey: KEY });
  t = await startTestApp();
  ({ token } = await signInAsTemp(t));
  await addDefaultMockChat(t, token, provider.url, KEY);
  modelId = await createModelAndWait(t, token, 'KO');
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

type TToolResult = Extract<TChatStreamEvent, { type: 'tool_result' }>;

/** Asks a question in a new conversation and reads the whole stream (each event checked by the contract). */
async function ask(content: string): Promise<{ conversationId: string; events: TChatStreamEvent[] }> {
  const created = await t.call<TConversation>('POST', '/v1/conversation/set', { token, body: {} });
  const conversationId = created.data.id;
  const response = await fetch(`${t.baseUrl}/v1/conversation/completion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token, 'accept-language': 'en' },
    body: JSON.stringify({ conversation_id: conversationId, content }),
  });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events = (await response.text())
    .split('\n\n')
    .filter((frame) => frame.startsWith('data: '))
    .map((frame) => ZChatStreamEventSchema.parse(JSON.parse(frame.slice('data: '.length))));
  return { conversationId, events };
}

const resultOf = (events: TChatStreamEvent[], name: string) =>
  events.find((event): event is TToolResult => event.type === 'tool_result' && event.name === name);

async function savedReply(conversationId: string): Promise<TChatMessage> {
  const response = await t.call<{ messages: TChatMessage[] }>(
    'GET',
    `/v1/conversation/get?conversation_id=${conversationId}`,
    { token },
  );
  const reply = response.data.messages.at(-1);
  if (!reply) throw new Error('no reply saved');
  return reply;
}

/** The catalogue code of an error response. */
const errorOf = (response: { data: unknown }) => (response.data as { error?: string } | null)?.error;

const decide = (body: Record<string, unknown>) =>
  t.call<TChatMessage>('POST', '/v1/conversation/decide_proposal', { token, body });

/** The text of the tool results the provider was sent back (what the model read). */
const toolResultsSent = (request: TRecordedRequest | undefined) =>
  JSON.stringify((request?.body.messages as { role: string }[] | undefined)?.filter((m) => m.role === 'tool'));

describe('the chat assistant proposes data-sheet changes', () => {
  it('reads the data sheet, previews the change, keeps the proposal with the reply; applying it re-values the model', async () => {
    const sheet = (await t.call<TDataSheet>('GET', `/v1/model/dcf/data_sheet?model_id=${modelId}`, { token })).data;
    const growth = sheet.Values.find((value) => value.id === 'terminalGrowth@model')?.value as number;
    const lower = Number((growth - 0.005).toFixed(6));
    provider.script(
      { toolCalls: [{ name: 'get_data_sheet', arguments: { model_id: modelId } }] },
      {
        toolCalls: [
          {
            name: 'propose_data_sheet_changes',
            arguments: {
              model_id: modelId,
              modifications: [
                {
                  operation: 'update',
                  entity: 'Values',
                  id: 'terminalGrowth@model',
                  data: { value: lower },
                  reason: 'You asked for half a point less.',
                },
              ],
            },
          },
        ],
      },
      { text: ['I proposed terminal growth half a point lower [1]; accept it on the card.'] },
    );
    const { conversationId, events } = await ask('Lower the terminal growth of my KO model by half a point.');

    // The model was told when to use the tools, and was given both.
    const first = provider.requests.at(-3)?.body as { messages: { role: string; content: string }[]; tools: unknown[] };
    expect(first.messages[0]?.content).toContain('propose_data_sheet_changes');
    expect(JSON.stringify(first.tools)).toContain('get_data_sheet');

    // The data sheet as the AI review's model reads it: value ids, units, editable items.
    const read = resultOf(events, 'get_data_sheet');
    expect(read).toMatchObject({ ok: true, error: null });
    const view = read?.output as { model_id: string; revision: string; sheet: string };
    expect(view.model_id).toBe(modelId);
    expect(view.revision).toBe(sheet.Header.updated_at);
    expect(view.sheet).toMatch(/^terminalGrowth@model = [\d.]+ \[/m);
    expect(view.sheet).toContain('terminalGrowth: rate, editable');
    expect(read?.sources).toEqual([expect.objectContaining({ kind: 'model', model_id: modelId })]);

    // The proposal: previewed (nothing saved), in the stream for the card and in short for the model.
    const proposed = resultOf(events, 'propose_data_sheet_changes');
    expect(proposed).toMatchObject({ ok: true, error: null });
    const proposal = proposed?.proposal;
    if (proposal?.status !== 'previewed') throw new Error('not previewed');
    expect(proposal).toMatchObject({
      model_id: modelId,
      model_name: expect.any(String),
      currency: 'USD',
      decision: null,
    });
    expect(proposal.preview.updated_at).toBe(sheet.Header.updated_at);
    expect(proposal.preview.changes).toEqual([
      expect.objectContaining({ index: 0, id: 'terminalGrowth@model', unit: 'rate', before: growth, after: lower }),
    ]);
    const { before, after } = proposal.preview.valuation;
    expect(after.value_per_share).toBeLessThan(before.value_per_share as number);
    expect(proposed?.output).toMatchObject({
      model_id: modelId,
      changes: [{ id: 'terminalGrowth@model', before: growth, after: lower }],
      value_per_share: { before: before.value_per_share, after: after.value_per_share },
    });
    expect(toolResultsSent(provider.requests.at(-1))).toContain('value_per_share');
    const unchanged = await t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${modelId}`, { token });
    expect(unchanged.data.results.terminal_growth).toBeCloseTo(growth, 10);

    // Kept with the reply: a reload shows the same proposal, still open.
    const reply = await savedReply(conversationId);
    const kept = reply.tool_calls.find((call) => call.name === 'propose_data_sheet_changes');
    expect(kept?.proposal).toEqual(proposal);

    // Accepting: applied against the revision previewed, the model re-values; the decision is recorded once.
    const applied = await t.call<TModelValues>('POST', '/v1/model/dcf/data_sheet/apply', {
      token,
      body: { model_id: modelId, modifications: proposal.modifications, updated_at: proposal.preview.updated_at },
    });
    expect(applied.code, applied.message).toBe(0);
    expect(applied.data.results.terminal_growth).toBeCloseTo(lower, 10);
    expect(applied.data.results.implied_price_per_share).toBeCloseTo(after.value_per_share as number, 6);
    const decision = {
      conversation_id: conversationId,
      message_id: reply.id,
      tool_call_id: kept?.tool_call_id,
    };
    const accepted = await decide({
      ...decision,
      decision: 'accepted',
      accepted: [0],
      model_updated_at: applied.data.updated_at,
    });
    expect(accepted.code, accepted.message).toBe(0);
    const recorded = { status: 'accepted', accepted: [0], model_updated_at: applied.data.updated_at };
    const decided = accepted.data.tool_calls.find((call) => call.proposal);
    expect(decided?.proposal).toMatchObject({ status: 'previewed', decision: recorded });
    const reloaded = (await savedReply(conversationId)).tool_calls.find((call) => call.proposal);
    expect(reloaded?.proposal).toMatchObject({ decision: recorded });

    // Nothing the user confirmed is overwritten: a second decision is refused, and so is the stale revision.
    const again = await decide({ ...decision, decision: 'rejected' });
    expect(again.status).toBe(ERRORS.CHAT_PROPOSAL_DECIDED.status);
    expect(errorOf(again)).toBe('CHAT_PROPOSAL_DECIDED');
    expect(again.message).toBe(ERRORS.CHAT_PROPOSAL_DECIDED.messages.en);
    const stale = await t.call('POST', '/v1/model/dcf/data_sheet/apply', {
      token,
      body: { model_id: modelId, modifications: proposal.modifications, updated_at: proposal.preview.updated_at },
    });
    expect(errorOf(stale)).toBe('DATA_SHEET_CHANGED');
  });

  it('returns a refused set to the model with each change’s reason, shown refused and never decidable', async () => {
    provider.script(
      {
        toolCalls: [
          {
            name: 'propose_data_sheet_changes',
            arguments: {
              model_id: modelId,
              modifications: [
                { operation: 'update', entity: 'Values', id: 'nothing@FY1900', data: { value: 1 } },
                { operation: 'rename', entity: 'Values', id: 'terminalGrowth@model' },
              ],
            },
          },
        ],
      },
      { text: ['Those changes cannot be applied.'] },
    );
    const { conversationId, events } = await ask('Change things.');
    const refused = resultOf(events, 'propose_data_sheet_changes');
    const message = ERRORS.DATA_SHEET_TOOL_PARSE_FAILURE.messages.en.replace('{{count}}', '2');
    expect(refused).toMatchObject({ ok: false, error: { code: 'DATA_SHEET_TOOL_PARSE_FAILURE', message } });
    expect(refused?.proposal).toMatchObject({ status: 'refused', model_id: modelId, message });
    const fields = refused?.proposal?.status === 'refused' ? refused.proposal.fields : [];
    expect(fields.map((field) => field.path)).toEqual(['modifications.0', 'modifications.1']);
    expect(fields[0]?.message).toContain('nothing@FY1900');
    // The model read the code, the message and each reason.
    expect(refused?.output).toEqual({ error: { code: 'DATA_SHEET_TOOL_PARSE_FAILURE', message, fields } });
    const sent = toolResultsSent(provider.requests.at(-1));
    expect(sent).toContain('DATA_SHEET_TOOL_PARSE_FAILURE');
    expect(sent).toContain('modifications.1');

    const reply = await savedReply(conversationId);
    const kept = reply.tool_calls.find((call) => call.name === 'propose_data_sheet_changes');
    expect(kept?.proposal).toEqual(refused?.proposal);
    const decided = await decide({
      conversation_id: conversationId,
      message_id: reply.id,
      tool_call_id: kept?.tool_call_id,
      decision: 'rejected',
    });
    expect(errorOf(decided)).toBe('NOT_FOUND');
  });

  it('records decisions made at once: two proposals of one reply both, one proposal only once', async () => {
    const change = (id: string, value: number) => ({
      name: 'propose_data_sheet_changes',
      arguments: { model_id: modelId, modifications: [{ operation: 'update', entity: 'Values', id, data: { value } }] },
    });
    provider.script(
      { toolCalls: [change('terminalGrowth@model', 0.02), change('terminalGrowth@model', 0.021)] },
      { text: ['Two alternatives.'] },
    );
    const { conversationId } = await ask('Show me two alternatives.');
    const reply = await savedReply(conversationId);
    const ids = reply.tool_calls.filter((call) => call.proposal?.status === 'previewed').map((c) => c.tool_call_id);
    expect(ids).toHaveLength(2);
    const target = { conversation_id: conversationId, message_id: reply.id, decision: 'rejected' };
    const [first, second, again] = await Promise.all([
      decide({ ...target, tool_call_id: ids[0] }),
      decide({ ...target, tool_call_id: ids[1] }),
      decide({ ...target, tool_call_id: ids[1] }),
    ]);
    expect(first?.code, first?.message).toBe(0);
    expect([second, again].map((response) => errorOf(response) ?? 'ok').sort()).toEqual([
      'CHAT_PROPOSAL_DECIDED',
      'ok',
    ]);
    const decided = (await savedReply(conversationId)).tool_calls.map((call) =>
      call.proposal?.status === 'previewed' ? call.proposal.decision?.status : null,
    );
    expect(decided).toEqual(['rejected', 'rejected']);
  });

  it('refuses someone else’s model as not found', async () => {
    const other = await signInAsTemp(t);
    await addDefaultMockChat(t, other.token, provider.url, KEY);
    provider.script(
      { toolCalls: [{ name: 'get_data_sheet', arguments: { model_id: modelId } }] },
      { text: ['Not found.'] },
    );
    const created = await t.call<TConversation>('POST', '/v1/conversation/set', { token: other.token, body: {} });
    const response = await fetch(`${t.baseUrl}/v1/conversation/completion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: other.token },
      body: JSON.stringify({ conversation_id: created.data.id, content: 'Read it.' }),
    });
    const text = await response.text();
    expect(text).toContain('"name":"get_data_sheet"');
    expect(text).toContain('"code":"NOT_FOUND"');
  });
});
