import {
  ERRORS,
  REVIEW_DISCLAIMER,
  type TDataSheet,
  type TModelValues,
  type TReviewNarrative,
  ZReviewNarrativeSchema,
} from '@app/contract';
import { startMockProviderServer, type TMockProviderServer, type TRecordedRequest } from '@app/llm/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  t.call<TReviewNarrative>('POST', '/v1/model/dcf/review/narrative', {
    token: as,
    body: { model_id: modelId, ...body },
  });
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

  it('sends a follow-up with the earlier turns, and answers a malformed block with the parse failure and why', async () => {
    const seen = scriptedReviewer({ block: '{"modifications": [{"operation": "update", "entity": "Values", "id": ' });
    const history = [
      { role: 'user', content: 'Review this model.' },
      { role: 'assistant', content: 'Terminal growth carries much of the value.' },
    ];
    const response = await narrative({ question: 'Why is terminal growth too high?', history });
    expect(response.status, response.message).toBe(200);
    expect(seen.messages.slice(-3)).toEqual([
      ...history,
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
