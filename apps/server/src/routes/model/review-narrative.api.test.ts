import {
  ERRORS,
  REVIEW_DISCLAIMER,
  type TDataSheet,
  type TModelValues,
  type TReviewConversation,
  type TReviewExchange,
  type TReviewNarrative,
  ZReviewConversationSchema,
  ZReviewNarrativeSchema,
} from '@app/contract';
import { startMockProviderServer, type TMockProviderServer, type TRecordedRequest } from '@app/llm/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dcfModelReviews } from '../../db/schema.js';
import { NARRATIVE_PROMPT_START } from '../../models/review-narrative/narrative-prompt.js';
import { promptOf } from '../../research/research.test-helper.js';
import { addDefaultMockChat } from '../../test/mock-chat-model.js';
import { createModelAndWait } from '../../test/models.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

const PROVIDER_KEY = 'sk-review-0123456789abcdef';

let t: TestApp;
let provider: TMockProviderServer;
let token: string;
let modelId: string;
beforeAll(async () => {
  t = await startTestApp();
  provider = await startMockProviderServer({ apiKey: PROVIDER_KEY });
  ({ token } = await signInAsTemp(t));
  await addDefaultMockChat(t, token, provider.url, PROVIDER_KEY);
  modelId = await createModelAndWait(t, token, 'KO');
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const narrative = (body: Record<string, unknown>, as = token) =>
  t.call<TReviewNarrative & { exchange_id: string }>('POST', '/v1/model/dcf/review/narrative', {
    token: as,
    body: { model_id: modelId, ...body },
  });
const history = (as = token, id = modelId) =>
  t.call<TReviewConversation>('GET', `/v1/model/dcf/review/narrative/history?model_id=${id}`, { token: as });
const decide = (body: Record<string, unknown>, as = token) =>
  t.call<TReviewConversation>('POST', '/v1/model/dcf/review/narrative/decide_proposal', {
    token: as,
    body: { model_id: modelId, ...body },
  });
const clear = (as = token, id = modelId) =>
  t.call<TReviewConversation>('POST', '/v1/model/dcf/review/narrative/clear', { token: as, body: { model_id: id } });
const sheetOf = async () =>
  (await t.call<TDataSheet>('GET', `/v1/model/dcf/data_sheet?model_id=${modelId}`, { token })).data;

/**
 * A reviewer as a chat model answers: it reads terminal growth and the first filing from its prompt,
 * cites both and a cell that does not exist, and proposes half a point less terminal growth — or,
 * with `block`, ends with that block instead.
 */
function scriptedReviewer(options: { block?: string } = {}) {
  const seen: { prompt: string; messages: { role: string; content: string }[] } = { prompt: '', messages: [] };
  provider.script((request: TRecordedRequest) => {
    const prompt = promptOf(request);
    seen.prompt = prompt;
    seen.messages = request.body.messages as { role: string; content: string }[];
    const growth = Number(/^terminalGrowth@model = ([\d.]+)/m.exec(prompt)?.[1]);
    const source = /^## Sources \(id — description\)\n(\S+) — /m.exec(prompt)?.[1] ?? 'none';
    const block =
      options.block ??
      JSON.stringify({
        modifications: [
          {
            operation: 'update',
            entity: 'Values',
            id: 'terminalGrowth@model',
            data: { value: Number((growth - 0.005).toFixed(6)) },
            reason: 'Closer to long-run inflation.',
          },
        ],
      });
    return {
      text: [
        `Terminal growth of ${growth} [cell:terminalGrowth@model] carries much of the value; `,
        `the margin path [cell:operatingMargin@FY2099] is aggressive. Revenue as filed [source:${source}].\n\n`,
        '```json\n',
        block,
        '\n```\n',
      ],
    };
  });
  return seen;
}

describe('POST /v1/model/dcf/review/narrative', () => {
  it('cites the model’s cells (an invented one dropped), previews the proposed change, and applying it re-values the model to the preview', async () => {
    const seen = scriptedReviewer();
    const response = await narrative({});
    expect(response.status, response.message).toBe(200);
    const data = ZReviewNarrativeSchema.parse(response.data);
    // The reviewer was given the data sheet and the rule checks.
    expect(seen.prompt.startsWith(NARRATIVE_PROMPT_START)).toBe(true);
    expect(seen.prompt).toMatch(/^terminalGrowth@model = [\d.]+ \[/m);
    expect(seen.prompt).toContain('## Rule checks');
    expect(seen.messages.at(-1)).toMatchObject({ role: 'user', content: 'Review this model.' });
    expect(data.model_name).toBe('gpt-chat@OpenAI');
    expect(data.disclaimer).toBe(REVIEW_DISCLAIMER.en);

    const sheet = await sheetOf();
    const growth = sheet.Values.find((value) => value.id === 'terminalGrowth@model');
    // The real cell is resolved; the invented one is not listed and its marker stays unlinked in the text.
    expect(data.cells).toEqual([growth]);
    expect(data.text).toContain('[cell:operatingMargin@FY2099]');
    expect(data.text).not.toContain('```');
    expect(data.sources).toHaveLength(1);
    expect(data.sources[0]?.kind).toBe('filing');

    if (data.proposal?.status !== 'previewed') throw new Error(`not previewed: ${JSON.stringify(data.proposal)}`);
    const { preview, modifications } = data.proposal;
    expect(preview.changes).toEqual([
      expect.objectContaining({
        id: 'terminalGrowth@model',
        before: growth?.value,
        reason: 'Closer to long-run inflation.',
      }),
    ]);
    expect(preview.changes[0]?.after).toBeCloseTo((growth?.value as number) - 0.005, 6);
    const before = preview.valuation.before.value_per_share as number;
    const after = preview.valuation.after.value_per_share as number;
    expect(after).toBeLessThan(before);
    // Nothing saved until accepted.
    expect((await sheetOf()).Header.updated_at).toBe(preview.updated_at);

    const applied = await t.call<TModelValues>('POST', '/v1/model/dcf/data_sheet/apply', {
      token,
      body: { model_id: modelId, modifications, updated_at: preview.updated_at },
    });
    expect(applied.status, applied.message).toBe(200);
    expect(applied.data.results.implied_price_per_share).toBeCloseTo(after, 6);
    expect(applied.data.results.terminal_growth).toBeCloseTo((growth?.value as number) - 0.005, 10);
  });

  it('sends a follow-up with the stored turns (not the request’s), and answers a malformed block with the parse failure and why', async () => {
    const stored = (await history()).data.exchanges;
    expect(stored).toHaveLength(1);
    const seen = scriptedReviewer({ block: '{"modifications": [{"operation": "update", "entity": "Values", "id": ' });
    const sent = [{ role: 'assistant', content: 'Not what the server stored.' }];
    const response = await narrative({ question: 'Why is terminal growth too high?', history: sent });
    expect(response.status, response.message).toBe(200);
    expect(seen.messages.slice(-3)).toEqual([
      { role: 'user', content: 'Review this model.' },
      { role: 'assistant', content: stored[0]?.narrative.text },
      { role: 'user', content: 'Why is terminal growth too high?' },
    ]);
    const proposal = response.data.proposal;
    if (proposal?.status !== 'refused') throw new Error(`not refused: ${JSON.stringify(proposal)}`);
    expect(proposal.message).toContain('Data-sheet tool parse failure');
    expect(proposal.fields[0]?.path).toBe('modifications.0');
    expect(proposal.fields[0]?.message.length).toBeGreaterThan(0);

    // A change the model cannot take is refused the same way, with the engine's reason.
    scriptedReviewer({
      block: JSON.stringify([{ operation: 'update', entity: 'Values', id: 'revenue@FY2099', data: { value: 1 } }]),
    });
    const invented = await narrative({});
    expect(invented.data.proposal).toMatchObject({
      status: 'refused',
      fields: [{ path: 'modifications.0', message: expect.stringMatching(/revenue@FY2099/) }],
    });
  });

  it('refuses without a chat model (LLM_NOT_CONFIGURED), an oversized history (422) and someone else’s model (404)', async () => {
    const other = await signInAsTemp(t);
    const none = await narrative({}, other.token);
    expect(none.status).toBe(404);
    const ownModel = await createModelAndWait(t, other.token, 'KO');
    const noChat = await t.call('POST', '/v1/model/dcf/review/narrative', {
      token: other.token,
      body: { model_id: ownModel },
    });
    expect(noChat.status).toBe(ERRORS.LLM_NOT_CONFIGURED.status);
    expect(noChat.data).toMatchObject({ error: 'LLM_NOT_CONFIGURED' });
    expect(noChat.message).toMatch(/chat model/);

    const turns = Array.from({ length: 11 }, () => ({ role: 'user', content: 'x' }));
    const tooMany = await narrative({ history: turns });
    expect(tooMany.status).toBe(422);
    expect(tooMany.message + JSON.stringify(tooMany.data)).toMatch(/at most 10 earlier turns/);
    const tooLong = await narrative({ history: [{ role: 'user', content: 'x'.repeat(4_001) }] });
    expect(tooLong.status).toBe(422);
  });
});

describe('the AI review kept with the model', () => {
  it('survives a new request, appends each follow-up, records a decision once, and starts over', async () => {
    scriptedReviewer();
    const first = await narrative({});
    expect(first.status, first.message).toBe(200);
    // A new review (no question) starts the stored review anew.
    const read = await history();
    expect(read.status, read.message).toBe(200);
    const conversation = ZReviewConversationSchema.parse(read.data);
    expect(conversation.exchanges).toHaveLength(1);
    expect(conversation.is_full).toBe(false);
    const [exchange] = conversation.exchanges as [TReviewExchange];
    expect(exchange).toMatchObject({ id: first.data.exchange_id, question: null, decision: null });
    expect(exchange.narrative.text).toBe(first.data.text);
    expect(exchange.narrative.cells).toEqual(first.data.cells);
    expect(exchange.narrative.proposal).toEqual(first.data.proposal);
    expect(exchange.narrative.disclaimer).toBe(REVIEW_DISCLAIMER.en);

    const seen = scriptedReviewer();
    const followUp = await narrative({ question: 'What about margins?' });
    expect(followUp.status, followUp.message).toBe(200);
    expect(seen.messages.slice(-3)).toEqual([
      { role: 'user', content: 'Review this model.' },
      { role: 'assistant', content: first.data.text },
      { role: 'user', content: 'What about margins?' },
    ]);
    const appended = (await history()).data.exchanges;
    expect(appended.map((item) => item.question)).toEqual([null, 'What about margins?']);
    expect(appended[1]?.id).toBe(followUp.data.exchange_id);

    // The decision is recorded once: a second one (another tab) is refused and the first stands; a
    // change the preview did not hold is refused.
    const proposal = first.data.proposal;
    if (proposal?.status !== 'previewed') throw new Error('not previewed');
    const outside = await decide({
      exchange_id: followUp.data.exchange_id,
      decision: 'accepted',
      accepted: [5],
      model_updated_at: proposal.preview.updated_at,
    });
    expect(outside.status).toBe(400);
    const rejected = await decide({ exchange_id: followUp.data.exchange_id, decision: 'rejected' });
    expect(rejected.status, rejected.message).toBe(200);
    expect(rejected.data.exchanges[1]?.decision).toMatchObject({ status: 'rejected', accepted: [] });
    const accepted = await decide({
      exchange_id: first.data.exchange_id,
      decision: 'accepted',
      accepted: [0],
      model_updated_at: proposal.preview.updated_at,
    });
    expect(accepted.status, accepted.message).toBe(200);
    expect(accepted.data.exchanges[0]?.decision).toMatchObject({
      status: 'accepted',
      accepted: [0],
      model_updated_at: proposal.preview.updated_at,
    });
    const again = await decide({ exchange_id: first.data.exchange_id, decision: 'rejected' });
    expect(again.status).toBe(ERRORS.CHAT_PROPOSAL_DECIDED.status);
    expect(again.data).toMatchObject({ error: 'CHAT_PROPOSAL_DECIDED' });
    expect((await history()).data.exchanges[0]?.decision?.status).toBe('accepted');
    // An exchange the review does not hold is refused.
    const unknown = await decide({ exchange_id: crypto.randomUUID(), decision: 'rejected' });
    expect(unknown.status).toBe(404);

    const cleared = await clear();
    expect(cleared.status, cleared.message).toBe(200);
    expect(cleared.data).toEqual({ model_id: modelId, exchanges: [], is_full: false });
    expect((await history()).data.exchanges).toEqual([]);
  });

  it('refuses a follow-up once the stored review is full, before asking the chat model', async () => {
    scriptedReviewer();
    const first = await narrative({});
    expect(first.status, first.message).toBe(200);
    const [row] = await t.database.db.select().from(dcfModelReviews).where(eq(dcfModelReviews.modelId, modelId));
    const exchange = row?.exchanges[0] as TReviewExchange;
    const full = Array.from({ length: 20 }, () => ({ ...exchange, id: crypto.randomUUID() }));
    await t.database.db.update(dcfModelReviews).set({ exchanges: full }).where(eq(dcfModelReviews.modelId, modelId));
    expect((await history()).data.is_full).toBe(true);
    const before = provider.requests.length;
    const refused = await narrative({ question: 'One more?' });
    expect(refused.status).toBe(ERRORS.REVIEW_CONVERSATION_FULL.status);
    expect(refused.data).toMatchObject({ error: 'REVIEW_CONVERSATION_FULL' });
    expect(refused.message).toMatch(/\(20 answers or 100,000 characters\)\. Start over/);
    expect(provider.requests.length).toBe(before);
    expect((await history()).data.exchanges).toHaveLength(20);
    await clear();
  });

  it('keeps someone else’s model’s review hidden (NOT_FOUND) and deletes the review with the model, even while it is written', async () => {
    const other = await signInAsTemp(t);
    expect((await history(other.token)).status).toBe(404);
    expect((await clear(other.token)).status).toBe(404);
    expect((await decide({ exchange_id: crypto.randomUUID(), decision: 'rejected' }, other.token)).status).toBe(404);

    const doomed = await createModelAndWait(t, token, 'KO');
    scriptedReviewer();
    const written = await t.call('POST', '/v1/model/dcf/review/narrative', { token, body: { model_id: doomed } });
    expect(written.status, written.message).toBe(200);
    const stored = () => t.database.db.select().from(dcfModelReviews).where(eq(dcfModelReviews.modelId, doomed));
    expect(await stored()).toHaveLength(1);
    const deleted = await t.call('POST', '/v1/model/dcf/delete', { token, body: { model_id: doomed } });
    expect(deleted.status, deleted.message).toBe(200);
    expect(await stored()).toHaveLength(0);

    // Deleted while the chat model writes: the answer is NOT_FOUND and nothing is kept.
    const gone = await createModelAndWait(t, token, 'KO');
    let deleting: Promise<unknown> | undefined;
    provider.script(() => {
      deleting = t.call('POST', '/v1/model/dcf/delete', { token, body: { model_id: gone } });
      return { text: ['A review of a model about to go.'], delayMs: 2_000 };
    });
    const late = await t.call('POST', '/v1/model/dcf/review/narrative', { token, body: { model_id: gone } });
    expect(((await deleting) as { status: number }).status).toBe(200);
    expect(late.status, late.message).toBe(404);
    expect(await t.database.db.select().from(dcfModelReviews).where(eq(dcfModelReviews.modelId, gone))).toEqual([]);
  }, 60_000);
});
