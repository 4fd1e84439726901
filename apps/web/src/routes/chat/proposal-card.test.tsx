import { conversationRoutes, dataSheetRoutes } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startChatApi, type TChatApi, type TReplyScript } from '../../test/chat-api';
import { failure, ok, type TRecordedRequest, type TScriptedReply } from '../../test/local-api-server';
import { FIXTURE_MODEL_ID, wireModelValues } from '../../test/model-fixture';
import { renderApp } from '../../test/render-app';

let api: TChatApi | undefined;
afterEach(async () => {
  cleanup();
  await api?.close();
  api = undefined;
});

const PREVIEWED_AT = '2026-11-24T09:00:00.000Z';
const APPLIED_AT = '2026-11-24T10:05:00.000Z';
const STALE_MESSAGE =
  'The model was changed after these changes were previewed. Preview them again against the model as it is now; nothing was applied.';

const modifications = [
  { operation: 'update', entity: 'Values', id: 'terminalGrowth@model', data: { value: 0.025 }, reason: 'You asked.' },
  { operation: 'update', entity: 'Values', id: 'revenueGrowth@FY2026', data: { value: 0.08 } },
];

function change(index: number, id: string, item: string, before: number, after: number) {
  return {
    index,
    operation: 'update',
    entity: 'Values',
    id,
    item,
    time_context: id.split('@')[1] ?? 'model',
    unit: 'rate',
    before,
    after,
    reason: (modifications[index] as { reason?: string }).reason ?? null,
    effects: [],
  };
}

function preview(updatedAt: string, perShareAfter: number) {
  return {
    model_id: FIXTURE_MODEL_ID,
    updated_at: updatedAt,
    changes: [
      change(0, 'terminalGrowth@model', 'terminalGrowth', 0.03, 0.025),
      change(1, 'revenueGrowth@FY2026', 'revenueGrowth', 0.1, 0.08),
    ],
    valuation: {
      before: { value_per_share: 61.2, enterprise_value: 300e9, equity_value: 270e9 },
      after: { value_per_share: perShareAfter, enterprise_value: 280e9, equity_value: 250e9 },
    },
  };
}

const model = { model_id: FIXTURE_MODEL_ID, model_name: 'Tidy Corp DCF', currency: 'USD' };

/** A reply whose tool proposed the changes: the proposal rides on the tool result, as the server streams it. */
function proposing(proposal: Record<string, unknown>, ok = true): TReplyScript {
  return ({ send }) => {
    const input = { model_id: FIXTURE_MODEL_ID, modifications };
    send({ type: 'tool_call', tool_call_id: 'call-7', name: 'propose_data_sheet_changes', input });
    send({
      type: 'tool_result',
      tool_call_id: 'call-7',
      name: 'propose_data_sheet_changes',
      input,
      output: { status: 'shown to the user' },
      ok,
      error: ok ? null : { code: 'DATA_SHEET_TOOL_PARSE_FAILURE', message: String(proposal.message) },
      sources: [],
      proposal: structuredClone(proposal) as never,
    });
    send({ type: 'delta', text: 'I proposed two changes; accept them on the card.' });
    send({ type: 'done', message_id: null, finish_reason: 'stop' });
  };
}

const previewed = {
  status: 'previewed',
  ...model,
  modifications,
  preview: preview(PREVIEWED_AT, 55.4),
  decision: null,
};

const SUBSET_REFUSAL =
  'Data-sheet tool parse failure: 1 of the proposed changes cannot be applied (see why under each).';
const DEPENDS = 'revenueGrowth@FY2026 needs the change to terminalGrowth@model.';

/**
 * The model area's answers: apply (stale while `isStale()`), and preview against the model as it is
 * now — the whole set, or the first change alone (per share 58.10); the second change alone is
 * refused (it needs the first).
 */
function modelRoutes(isStale: () => boolean) {
  return (request: TRecordedRequest): TScriptedReply | undefined => {
    if (request.path === dataSheetRoutes.data_sheet_apply.path) {
      if (isStale()) return { status: 422, body: failure(422, 'DATA_SHEET_CHANGED', STALE_MESSAGE) };
      return { body: ok({ ...wireModelValues(), updated_at: APPLIED_AT }) };
    }
    if (request.path === dataSheetRoutes.data_sheet_preview.path) {
      const sent = (request.body as { modifications: { id: string }[] }).modifications;
      if (sent.length === 2) return { body: ok(preview('2026-11-24T09:30:00.000Z', 57.9)) };
      if (sent[0]?.id === 'revenueGrowth@FY2026') {
        const fields = [{ path: 'modifications.0', message: DEPENDS }];
        return { status: 422, body: failure(422, 'DATA_SHEET_TOOL_PARSE_FAILURE', SUBSET_REFUSAL, fields) };
      }
      const alone = preview(PREVIEWED_AT, 58.1);
      return { body: ok({ ...alone, changes: alone.changes.slice(0, 1) }) };
    }
    return undefined;
  };
}

async function start(script: TReplyScript, isStale = () => false) {
  api = await startChatApi({ script, routes: modelRoutes(isStale) });
  renderApp({ baseUrl: api.url, path: '/chat' });
  fireEvent.change(await screen.findByTestId('chat-input'), { target: { value: 'Lower terminal growth to 2.5%.' } });
  fireEvent.click(screen.getByTestId('chat-send'));
  // The saved reply's card (the streamed one cannot be decided on).
  await screen.findByTestId('chat-copy');
  return { api, card: await screen.findByTestId('chat-proposal') };
}

const requestsTo = (path: string) => api?.requests.filter((request) => request.path === path) ?? [];

describe('a proposal of data-sheet changes in the chat', () => {
  it('accepts the selected changes: applied against the revision previewed, recorded, and not offered again', async () => {
    const { api, card } = await start(proposing(previewed));
    expect(card.textContent).toContain('Proposed changes to Tidy Corp DCF');
    const rows = within(card).getAllByTestId('proposed-change');
    expect(rows.map((row) => row.textContent)).toEqual([
      'terminalGrowth@model 3.00% → 2.50%Why: You asked.',
      'revenueGrowth@FY2026 10.00% → 8.00%',
    ]);
    expect(within(card).getByTestId('proposed-changes-valuation').textContent).toBe(
      'Value per share with the changes you keep: $61.20 → $55.40',
    );
    expect(within(card).getByRole('link', { name: 'Open the model' }).getAttribute('href')).toBe(
      `/models/${FIXTURE_MODEL_ID}`,
    );

    // Leave the second change out.
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Keep the change to revenueGrowth@FY2026' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Accept selected (1)' }));

    await waitFor(() =>
      expect(screen.getByTestId('chat-proposal-status').textContent).toBe(
        'Accepted: 1 of 2 changes applied, and the model was re-valued.',
      ),
    );
    expect(requestsTo(dataSheetRoutes.data_sheet_apply.path).map((request) => request.body)).toEqual([
      { model_id: FIXTURE_MODEL_ID, modifications: [modifications[0]], updated_at: PREVIEWED_AT },
    ]);
    const completion = requestsTo(conversationRoutes.completion.path)[0]?.body as { conversation_id: string };
    const conversationId = completion.conversation_id;
    await waitFor(() => expect(requestsTo(conversationRoutes.decide_proposal.path)).toHaveLength(1));
    expect(requestsTo(conversationRoutes.decide_proposal.path)[0]?.body).toEqual({
      conversation_id: conversationId,
      message_id: expect.stringMatching(/^0{8}-/),
      tool_call_id: 'call-7',
      decision: 'accepted',
      accepted: [0],
      model_updated_at: APPLIED_AT,
    });
    expect(screen.queryByTestId('chat-proposal-accept')).toBeNull();

    // A reload shows the decision, not the buttons.
    cleanup();
    renderApp({ baseUrl: api.url, path: `/chat/${conversationId}` });
    const reloaded = await screen.findByTestId('chat-proposal');
    expect(reloaded.getAttribute('data-decision')).toBe('accepted');
    expect(within(reloaded).getByTestId('chat-proposal-status').textContent).toBe(
      'Accepted: 1 of 2 changes applied, and the model was re-valued.',
    );
    expect(within(reloaded).queryByTestId('chat-proposal-accept')).toBeNull();
    const boxes = within(reloaded).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.checked, box.disabled])).toEqual([
      [true, true],
      [false, true],
    ]);
  });

  it('shows the value per share of the changes kept: previewed again when one is left out, refused when a kept one needs it', async () => {
    const { card } = await start(proposing(previewed));
    const valuation = () => within(card).queryByTestId('proposed-changes-valuation')?.textContent;
    const accept = () => within(card).getByTestId('chat-proposal-accept') as HTMLButtonElement;

    // Leave the second change out: the first alone is previewed (said to load meanwhile).
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Keep the change to revenueGrowth@FY2026' }));
    expect(within(card).getByTestId('proposed-changes-valuation-loading').textContent).toBe(
      'Previewing the value per share with the changes you keep…',
    );
    await waitFor(() => expect(valuation()).toBe('Value per share with the changes you keep: $61.20 → $58.10'));
    expect(requestsTo(dataSheetRoutes.data_sheet_preview.path).map((request) => request.body)).toEqual([
      { model_id: FIXTURE_MODEL_ID, modifications: [modifications[0]] },
    ]);
    expect(accept().disabled).toBe(false);

    // Keep the second without the first: refused, with why, and nothing to accept.
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Keep the change to revenueGrowth@FY2026' }));
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Keep the change to terminalGrowth@model' }));
    const refusal = await within(card).findByTestId('proposed-changes-kept-refused');
    expect(refusal.textContent).toContain('The changes you keep cannot be applied on their own:');
    expect(refusal.textContent).toContain(SUBSET_REFUSAL);
    expect(refusal.textContent).toContain(DEPENDS);
    expect(accept().disabled).toBe(true);

    // Every change kept again: the proposal's own figures, no new preview.
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Keep the change to terminalGrowth@model' }));
    expect(valuation()).toBe('Value per share with the changes you keep: $61.20 → $55.40');
    expect(accept().disabled).toBe(false);
    expect(requestsTo(dataSheetRoutes.data_sheet_preview.path)).toHaveLength(2);
    expect(requestsTo(dataSheetRoutes.data_sheet_apply.path)).toEqual([]);
  });

  it('rejects: nothing is applied, the decision is recorded', async () => {
    const { card } = await start(proposing(previewed));
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(screen.getByTestId('chat-proposal-status').textContent).toBe('Rejected: the model was not changed.'),
    );
    await waitFor(() => expect(requestsTo(conversationRoutes.decide_proposal.path)).toHaveLength(1));
    expect(requestsTo(conversationRoutes.decide_proposal.path)[0]?.body).toMatchObject({ decision: 'rejected' });
    expect(requestsTo(dataSheetRoutes.data_sheet_apply.path)).toEqual([]);
    expect(screen.getByTestId('chat-proposal').getAttribute('data-decision')).toBe('rejected');
  });

  it('a stale revision shows the catalogue’s message; previewing again applies against the model as it is now', async () => {
    let isStale = true;
    const { card } = await start(proposing(previewed), () => isStale);
    fireEvent.click(within(card).getByRole('button', { name: 'Accept selected (2)' }));
    expect((await within(card).findByTestId('proposed-changes-refused')).textContent).toBe(STALE_MESSAGE);
    expect((within(card).getByTestId('chat-proposal-accept') as HTMLButtonElement).disabled).toBe(true);
    expect(requestsTo(conversationRoutes.decide_proposal.path)).toEqual([]);

    isStale = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Preview again' }));
    await waitFor(() =>
      expect(within(card).getByTestId('proposed-changes-valuation').textContent).toBe(
        'Value per share with the changes you keep: $61.20 → $57.90',
      ),
    );
    expect(requestsTo(dataSheetRoutes.data_sheet_preview.path)[0]?.body).toEqual({
      model_id: FIXTURE_MODEL_ID,
      modifications,
    });
    expect(within(card).queryByTestId('proposed-changes-refused')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Accept selected (2)' }));
    await waitFor(() => expect(requestsTo(conversationRoutes.decide_proposal.path)).toHaveLength(1));
    const applies = requestsTo(dataSheetRoutes.data_sheet_apply.path).map((request) => request.body);
    expect(applies.map((body) => (body as { updated_at: string }).updated_at)).toEqual([
      PREVIEWED_AT,
      '2026-11-24T09:30:00.000Z',
    ]);
    expect(requestsTo(conversationRoutes.decide_proposal.path)[0]?.body).toMatchObject({ accepted: [0, 1] });
  });

  it('a refused set shows each change’s reason and nothing to accept', async () => {
    const message = 'Data-sheet tool parse failure: 1 of the proposed changes cannot be applied (see why under each).';
    const refused = {
      status: 'refused',
      ...model,
      message,
      fields: [{ path: 'modifications.1', message: 'There is no value revenueGrowth@FY2099 in the data sheet.' }],
    };
    const { card } = await start(proposing(refused, false));
    expect(card.textContent).toContain('The proposed changes to Tidy Corp DCF cannot be applied');
    const reasons = within(card).getByTestId('proposed-changes-refused');
    expect(reasons.textContent).toContain(message);
    expect(reasons.textContent).toContain('There is no value revenueGrowth@FY2099 in the data sheet.');
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
