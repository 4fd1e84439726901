import {
  dataSheetRoutes,
  llmRoutes,
  modelRoutes,
  reviewNarrativeRoutes,
  reviewRoutes,
  userRoutes,
} from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, ok, startLocalApiServer, type TLocalApiServer, wireUser } from '../../../test/local-api-server';
import { FIXTURE_MODEL_ID, wireModelValues } from '../../../test/model-fixture';
import { renderApp } from '../../../test/render-app';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

const PATH = `/models/${FIXTURE_MODEL_ID}/review`;
const PREVIEWED_AT = '2025-03-31T10:00:00.000Z';
const growthCell = {
  id: 'terminalGrowth@model',
  item: 'terminalGrowth',
  time_context: 'model',
  segment: null,
  value: 0.03,
  status: 'default',
  source: null,
};
const modification = {
  operation: 'update',
  entity: 'Values',
  id: 'terminalGrowth@model',
  data: { value: 0.025 },
  reason: 'Closer to long-run inflation.',
};
const previewed = {
  status: 'previewed',
  modifications: [modification],
  preview: {
    model_id: FIXTURE_MODEL_ID,
    updated_at: PREVIEWED_AT,
    changes: [
      {
        index: 0,
        operation: 'update',
        entity: 'Values',
        id: 'terminalGrowth@model',
        item: 'terminalGrowth',
        time_context: 'model',
        unit: 'rate',
        before: 0.03,
        after: 0.025,
        reason: 'Closer to long-run inflation.',
      },
    ],
    valuation: {
      before: { value_per_share: 61.2, enterprise_value: 300e9, equity_value: 270e9 },
      after: { value_per_share: 55.4, enterprise_value: 280e9, equity_value: 250e9 },
    },
  },
};
const second = { operation: 'update', entity: 'Values', id: 'revenueGrowth@FY2026', data: { value: 0.08 } };
/** Two changes, the second of which needs the first. */
const pair = {
  status: 'previewed',
  modifications: [modification, second],
  preview: {
    ...previewed.preview,
    changes: [
      ...previewed.preview.changes,
      {
        index: 1,
        operation: 'update',
        entity: 'Values',
        id: 'revenueGrowth@FY2026',
        item: 'revenueGrowth',
        time_context: 'FY2026',
        unit: 'rate',
        before: 0.1,
        after: 0.08,
        reason: null,
      },
    ],
    valuation: {
      ...previewed.preview.valuation,
      after: { ...previewed.preview.valuation.after, value_per_share: 50.1 },
    },
  },
};
const PAIR_REFUSAL = 'Data-sheet tool parse failure: 1 of the proposed changes cannot be applied (see why under each).';
const PAIR_DEPENDS = 'revenueGrowth@FY2026 needs the change to terminalGrowth@model.';

const refused = {
  status: 'refused',
  message: 'Data-sheet tool parse failure: 1 of the proposed changes cannot be applied (see why under each).',
  fields: [{ path: 'modifications.0', message: 'There is no value revenue@FY2099 in the data sheet.' }],
};

function narrative(proposal: unknown, text: string) {
  return {
    model_id: FIXTURE_MODEL_ID,
    model_name: 'gpt-chat@OpenAI',
    text,
    cells: [growthCell],
    sources: [],
    proposal,
    disclaimer: 'This review is for information only and is not investment advice.',
  };
}

type TStoredExchange = {
  id: string;
  question: string | null;
  narrative: ReturnType<typeof narrative>;
  decision: unknown;
  created_at: string;
};

/**
 * The API of a model with a chat model (or none): the review answers with `proposal`, then with none
 * for follow-ups; the conversation is kept as the server keeps it (`stored` to begin with).
 */
async function startApi(options: {
  llmId: string | null;
  proposal?: unknown;
  stored?: TStoredExchange[];
  isFull?: boolean;
}) {
  let values = wireModelValues();
  let exchanges: TStoredExchange[] = options.stored ?? [];
  const conversation = () => ({ model_id: FIXTURE_MODEL_ID, exchanges, is_full: options.isFull ?? false });
  server = await startLocalApiServer((request) => {
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case modelRoutes.values.path:
        return { body: ok(values) };
      case llmRoutes.tenant_info.path:
        return {
          body: ok({
            llm_id: options.llmId,
            embd_id: null,
            rerank_id: null,
            img2txt_id: null,
            tts_id: null,
            web_search_id: null,
          }),
        };
      case reviewRoutes.review.path:
        return { body: ok({ model_id: FIXTURE_MODEL_ID, findings: [], peers: [], disclaimer: 'Rule checks only.' }) };
      case reviewNarrativeRoutes.review_narrative.path: {
        const body = request.body as { question?: string };
        const answer = body.question
          ? narrative(null, 'Because it is above inflation [cell:terminalGrowth@model].')
          : narrative(
              options.proposal ?? previewed,
              'Terminal growth [cell:terminalGrowth@model] is high; margins [cell:madeUp@FY2099] look fine.',
            );
        const exchange = {
          id: `00000000-0000-4000-8000-00000000000${exchanges.length + 1}`,
          question: body.question ?? null,
          narrative: answer,
          decision: null,
          created_at: PREVIEWED_AT,
        };
        exchanges = body.question ? [...exchanges, exchange] : [exchange];
        return { body: ok({ ...answer, exchange_id: exchange.id }) };
      }
      case reviewNarrativeRoutes.review_narrative_history.path:
        return { body: ok(conversation()) };
      case reviewNarrativeRoutes.review_narrative_decide_proposal.path: {
        const body = request.body as {
          exchange_id: string;
          decision: string;
          accepted?: number[];
          model_updated_at?: string;
        };
        exchanges = exchanges.map((item) =>
          item.id === body.exchange_id
            ? {
                ...item,
                decision: {
                  status: body.decision,
                  accepted: body.accepted ?? [],
                  model_updated_at: body.model_updated_at ?? null,
                  decided_at: PREVIEWED_AT,
                },
              }
            : item,
        );
        return { body: ok(conversation()) };
      }
      case reviewNarrativeRoutes.review_narrative_clear.path:
        exchanges = [];
        return { body: ok(conversation()) };
      case dataSheetRoutes.data_sheet_preview.path: {
        // The changes accepted alone: terminal growth previews, revenue growth alone is refused.
        const sent = (request.body as { modifications: { id: string }[] }).modifications;
        if (sent[0]?.id !== 'terminalGrowth@model') {
          const fields = [{ path: 'modifications.0', message: PAIR_DEPENDS }];
          return { status: 422, body: failure(422, 'DATA_SHEET_TOOL_PARSE_FAILURE', PAIR_REFUSAL, fields) };
        }
        return { body: ok(previewed.preview) };
      }
      case dataSheetRoutes.data_sheet_apply.path:
        values = { ...values, updated_at: '2025-04-01T10:00:00.000Z' };
        return { body: ok(values) };
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    }
  });
  return server;
}

const requestsTo = (path: string) => server?.requests.filter((request) => request.path === path) ?? [];

describe('AI review', () => {
  it('writes the review with cited cells as chips, applies and records the accepted change, and answers a follow-up (the server holds the turns)', async () => {
    const api = await startApi({ llmId: 'gpt-chat@OpenAI' });
    renderApp({ path: PATH, language: 'en', baseUrl: api.url });
    fireEvent.click(await screen.findByTestId('ai-review-write'));
    const text = await screen.findByTestId('ai-review-text');
    // The resolved citation is a chip; the invented one is left as written, unlinked.
    const chip = within(text).getByTestId('ai-review-cell-terminalGrowth@model');
    expect(text.textContent).toContain('[cell:madeUp@FY2099]');
    expect(within(text).queryByTestId('ai-review-cell-madeUp@FY2099')).toBeNull();
    fireEvent.click(chip);
    expect(screen.getByTestId('ai-review-cell-detail').textContent).toBe('terminalGrowth, model: 0.03 (model default)');
    expect(screen.getByTestId('ai-review-disclaimer').textContent).toMatch(/not investment advice/);

    // The proposed change before → after, and the value per share before → after.
    const change = screen.getByTestId('ai-review-change-0');
    expect(change.textContent).toContain('3.00% → 2.50%');
    expect(change.textContent).toContain('Why: Closer to long-run inflation.');
    expect(screen.getByTestId('ai-review-valuation').textContent).toContain('$61.20 → $55.40');
    const apply = screen.getByTestId('ai-review-apply') as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('ai-review-accept-0'));
    expect(apply.textContent).toBe('Apply accepted changes (1)');
    fireEvent.click(apply);
    expect(await screen.findByTestId('ai-review-applied')).toBeTruthy();
    expect(requestsTo(dataSheetRoutes.data_sheet_apply.path)[0]?.body).toEqual({
      model_id: FIXTURE_MODEL_ID,
      updated_at: PREVIEWED_AT,
      modifications: [modification],
    });
    // The model is read again at its new revision: the rule checks follow it.
    await waitFor(() => expect(requestsTo(reviewRoutes.review.path).length).toBeGreaterThan(1));

    fireEvent.change(screen.getByTestId('ai-review-question'), { target: { value: 'Why is it too high?' } });
    fireEvent.click(screen.getByTestId('ai-review-ask'));
    await waitFor(() => expect(screen.getAllByTestId('ai-review-answer')).toHaveLength(2));
    // The accepted change is recorded with the stored review.
    expect(requestsTo(reviewNarrativeRoutes.review_narrative_decide_proposal.path)[0]?.body).toEqual({
      model_id: FIXTURE_MODEL_ID,
      exchange_id: '00000000-0000-4000-8000-000000000001',
      decision: 'accepted',
      accepted: [0],
      model_updated_at: '2025-04-01T10:00:00.000Z',
    });

    fireEvent.change(screen.getByTestId('ai-review-question'), { target: { value: 'Why is it too high?' } });
    fireEvent.click(screen.getByTestId('ai-review-ask'));
    await waitFor(() => expect(screen.getAllByTestId('ai-review-answer')).toHaveLength(2));
    // The server answers with the stored turns: the question alone is sent.
    expect(requestsTo(reviewNarrativeRoutes.review_narrative.path)[1]?.body).toEqual({
      model_id: FIXTURE_MODEL_ID,
      question: 'Why is it too high?',
    });
    expect(screen.getByText('You asked: Why is it too high?')).toBeTruthy();
  });

  it('shows the stored review on open (a decided proposal as decided, no new review written) and starts over', async () => {
    const answer = narrative(
      previewed,
      'Terminal growth [cell:terminalGrowth@model] is high; margins [cell:madeUp@FY2099] look fine.',
    );
    const stored = [
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        question: null,
        narrative: answer,
        decision: { status: 'accepted', accepted: [0], model_updated_at: PREVIEWED_AT, decided_at: PREVIEWED_AT },
        created_at: PREVIEWED_AT,
      },
      {
        id: '00000000-0000-4000-8000-0000000000a2',
        question: 'Why is it too high?',
        narrative: narrative(null, 'Because it is above inflation [cell:terminalGrowth@model].'),
        decision: null,
        created_at: PREVIEWED_AT,
      },
    ];
    const api = await startApi({ llmId: 'gpt-chat@OpenAI', stored });
    renderApp({ path: PATH, language: 'en', baseUrl: api.url });
    await waitFor(() => expect(screen.getAllByTestId('ai-review-answer')).toHaveLength(2));
    expect(screen.queryByTestId('ai-review-write')).toBeNull();
    expect(requestsTo(reviewNarrativeRoutes.review_narrative.path)).toHaveLength(0);
    expect(screen.getByText('You asked: Why is it too high?')).toBeTruthy();
    // The decided proposal: its decision, no buttons to decide again.
    expect(screen.getByTestId('ai-review-decided').textContent).toBe('Accepted: 1 of 1 changes applied.');
    expect(screen.getByTestId('ai-review-change-0').getAttribute('data-decision')).toBe('accepted');
    expect((screen.getByTestId('ai-review-accept-0') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('ai-review-apply')).toBeNull();

    fireEvent.click(screen.getByTestId('ai-review-start-over'));
    expect(await screen.findByTestId('ai-review-write')).toBeTruthy();
    expect(screen.queryAllByTestId('ai-review-answer')).toHaveLength(0);
    expect(requestsTo(reviewNarrativeRoutes.review_narrative_clear.path)[0]?.body).toEqual({
      model_id: FIXTURE_MODEL_ID,
    });
  });

  it('previews the value per share of the changes accepted; accepting one that needs another is refused and cannot be applied', async () => {
    const api = await startApi({ llmId: 'gpt-chat@OpenAI', proposal: pair });
    renderApp({ path: PATH, language: 'en', baseUrl: api.url });
    fireEvent.click(await screen.findByTestId('ai-review-write'));
    expect((await screen.findByTestId('ai-review-valuation')).textContent).toBe(
      'Value per share with every proposed change: $61.20 → $50.10',
    );
    const apply = () => screen.getByTestId('ai-review-apply') as HTMLButtonElement;

    fireEvent.click(screen.getByTestId('ai-review-accept-0'));
    expect(screen.getByTestId('ai-review-valuation-loading').textContent).toBe(
      'Previewing the value per share with the changes you accept…',
    );
    expect((await screen.findByTestId('ai-review-valuation-accepted')).textContent).toBe(
      'Value per share with the changes you accept: $61.20 → $55.40',
    );
    expect(apply().disabled).toBe(false);

    // Revenue growth alone needs terminal growth: refused with why, nothing to apply.
    fireEvent.click(screen.getByTestId('ai-review-reject-0'));
    fireEvent.click(screen.getByTestId('ai-review-accept-1'));
    const refusal = await screen.findByTestId('ai-review-accepted-refused');
    expect(refusal.textContent).toContain('The changes you accept cannot be applied on their own:');
    expect(refusal.textContent).toContain(PAIR_DEPENDS);
    expect(apply().disabled).toBe(true);

    // Both accepted: the proposal's own figures, no new preview.
    fireEvent.click(screen.getByTestId('ai-review-accept-0'));
    expect(screen.queryByTestId('ai-review-accepted-refused')).toBeNull();
    expect(screen.queryByTestId('ai-review-valuation-accepted')).toBeNull();
    expect(apply().disabled).toBe(false);
    expect(requestsTo(dataSheetRoutes.data_sheet_preview.path)).toHaveLength(2);
  });

  it('says to start over, with no question box, once the stored review is full', async () => {
    const stored = [
      {
        id: '00000000-0000-4000-8000-0000000000b1',
        question: null,
        narrative: narrative(null, 'Terminal growth [cell:terminalGrowth@model] is high.'),
        decision: null,
        created_at: PREVIEWED_AT,
      },
    ];
    const api = await startApi({ llmId: 'gpt-chat@OpenAI', stored, isFull: true });
    renderApp({ path: PATH, language: 'en', baseUrl: api.url });
    expect((await screen.findByTestId('ai-review-full')).textContent).toBe(
      'This review is as long as a review can be. Start over to ask more.',
    );
    expect(screen.queryByTestId('ai-review-question')).toBeNull();
    expect(screen.getByTestId('ai-review-start-over')).toBeTruthy();
  });

  it('records a rejected proposal', async () => {
    const api = await startApi({ llmId: 'gpt-chat@OpenAI' });
    renderApp({ path: PATH, language: 'en', baseUrl: api.url });
    fireEvent.click(await screen.findByTestId('ai-review-write'));
    fireEvent.click(await screen.findByTestId('ai-review-reject-all'));
    expect((await screen.findByTestId('ai-review-decided')).textContent).toBe('Rejected: nothing was changed.');
    expect(requestsTo(reviewNarrativeRoutes.review_narrative_decide_proposal.path)[0]?.body).toEqual({
      model_id: FIXTURE_MODEL_ID,
      exchange_id: '00000000-0000-4000-8000-000000000001',
      decision: 'rejected',
    });
    expect(requestsTo(dataSheetRoutes.data_sheet_apply.path)).toHaveLength(0);
  });

  it('shows a refused proposal as the parse failure with each reason', async () => {
    const api = await startApi({ llmId: 'gpt-chat@OpenAI', proposal: refused });
    renderApp({ path: PATH, language: 'en', baseUrl: api.url });
    fireEvent.click(await screen.findByTestId('ai-review-write'));
    const box = await screen.findByTestId('ai-review-refused');
    expect(box.textContent).toContain('The proposed changes cannot be applied');
    expect(box.textContent).toContain('Data-sheet tool parse failure');
    expect(box.textContent).toContain('There is no value revenue@FY2099 in the data sheet.');
    expect(screen.queryByTestId('ai-review-apply')).toBeNull();
  });

  it('says how to set up a chat model when the user has none, in their language', async () => {
    const api = await startApi({ llmId: null });
    renderApp({ path: PATH, language: 'es', baseUrl: api.url });
    const missing = await screen.findByTestId('ai-review-not-configured');
    expect(within(missing).getByRole('link').getAttribute('href')).toBe('/settings/model-providers');
    expect(screen.getByText('Revisión con IA')).toBeTruthy();
    expect(screen.queryByTestId('ai-review-write')).toBeNull();
  });
});
