import { dataSheetRoutes, modelRoutes, reviewRoutes, userRoutes } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, ok, startLocalApiServer, type TLocalApiServer, wireUser } from '../../../test/local-api-server';
import { FIXTURE_MODEL_ID, tidyModelInput, wireModelValues } from '../../../test/model-fixture';
import { renderApp } from '../../../test/render-app';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

const PATH = `/models/${FIXTURE_MODEL_ID}/review`;
const growthFinding = {
  code: 'terminal_growth_at_or_above_risk_free',
  severity: 'critical',
  message: 'Terminal growth of 4.5% is not below the risk-free rate of 4.2%: no firm can outgrow the economy forever.',
  params: { growth: 0.045, risk_free_rate: 0.042 },
  cells: ['terminal.growth', 'discountRate.capm.riskFreeRate'],
  suggestion: { assumptions: { terminal: { method: 'perpetuity', growth: 0.038 } } },
  modifications: [
    { operation: 'update', entity: 'Values', id: 'terminalGrowth@model', data: { value: 0.038 }, reason: 'x' },
  ],
};
const shareFinding = {
  code: 'terminal_share_high',
  severity: 'warning',
  message: 'The terminal value is 80.0% of enterprise value (above 75.0%).',
  params: { share: 0.8, threshold: 0.75 },
  cells: ['dcf.terminal_share_of_ev', 'terminal.growth'],
  suggestion: null,
  modifications: null,
};

/** A finding whose fix is two changes, the second of which needs the first. */
const pairFinding = {
  ...growthFinding,
  code: 'reinvestment_inconsistent_with_growth',
  modifications: [
    growthFinding.modifications[0],
    { operation: 'update', entity: 'Values', id: 'salesToCapital@FY2026', data: { value: 2.5 }, reason: 'y' },
  ],
};
const PAIR_REFUSAL = 'Data-sheet tool parse failure: 1 of the proposed changes cannot be applied (see why under each).';
const PAIR_DEPENDS = 'salesToCapital@FY2026 needs the change to terminalGrowth@model.';

/** A previewed change of the fixture (terminal growth 4.5% → 3.8%, or sales to capital 2.0 → 2.5). */
function previewChange(index: number, id: string) {
  return id === 'terminalGrowth@model'
    ? {
        index,
        operation: 'update',
        entity: 'Values',
        id,
        item: 'terminalGrowth',
        time_context: 'model',
        unit: 'rate',
        before: 0.045,
        after: 0.038,
        reason: null,
      }
    : {
        index,
        operation: 'update',
        entity: 'Values',
        id,
        item: 'salesToCapital',
        time_context: 'FY2026',
        unit: 'multiple',
        before: 2,
        after: 2.5,
        reason: null,
      };
}

/**
 * The user saved a tax rate and a terminal growth of 4.5%; the review fires until the growth is
 * changed. The preview answers for the set sent: terminal growth alone 120 → 101.5, with sales to
 * capital 120 → 95; sales to capital alone is refused.
 */
async function startApi(reviewStatus = 200, findings: unknown[] = [growthFinding, shareFinding]) {
  const saved = { drivers: { taxRate: 0.2 }, terminal: { method: 'perpetuity', growth: 0.045 } };
  let current = { ...wireModelValues({ ...tidyModelInput(), ...saved } as never, saved) };
  server = await startLocalApiServer((request) => {
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case modelRoutes.values.path:
        return { body: ok(current) };
      case dataSheetRoutes.data_sheet_preview.path: {
        const sent = (request.body as { modifications: { id: string }[] }).modifications;
        if (sent.length === 1 && sent[0]?.id !== 'terminalGrowth@model') {
          const fields = [{ path: 'modifications.0', message: PAIR_DEPENDS }];
          return { status: 422, body: failure(422, 'DATA_SHEET_TOOL_PARSE_FAILURE', PAIR_REFUSAL, fields) };
        }
        return {
          body: ok({
            model_id: FIXTURE_MODEL_ID,
            updated_at: current.updated_at,
            changes: sent.map((modification, index) => previewChange(index, modification.id)),
            valuation: {
              before: { value_per_share: 120, enterprise_value: 1e9, equity_value: 9e8 },
              after: { value_per_share: sent.length === 1 ? 101.5 : 95, enterprise_value: 8e8, equity_value: 7e8 },
            },
          }),
        };
      }
      case dataSheetRoutes.data_sheet_apply.path: {
        const terminal = { method: 'perpetuity', growth: 0.038 };
        current = {
          ...current,
          assumptions: { ...(current.assumptions as object), terminal },
          model_input: { ...(current.model_input as object), terminal },
          updated_at: '2025-04-01T10:00:00.000Z',
        };
        return { body: ok(current) };
      }
      case reviewRoutes.review.path: {
        if (reviewStatus !== 200)
          return { status: reviewStatus, body: failure(reviewStatus, 'MODEL_NOT_READY', 'Not ready') };
        const isFixed = current.updated_at !== '2025-03-31T10:00:00.000Z';
        return {
          body: ok({
            model_id: FIXTURE_MODEL_ID,
            findings: isFixed ? [] : findings,
            peers: ['AAA', 'BBB'],
            disclaimer: 'This review is for information only and is not investment advice.',
          }),
        };
      }
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    }
  });
  return server;
}

const applied = () => server?.requests.filter((r) => r.path === dataSheetRoutes.data_sheet_apply.path) ?? [];

describe('Review tab', () => {
  it('lists the findings by severity with their figures and cells, the peers and the disclaimer', async () => {
    const api = await startApi();
    renderApp({ path: PATH, language: 'en', baseUrl: api.url });
    const list = await screen.findByTestId('review-findings');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.severity)).toEqual(['critical', 'warning']);
    const growth = screen.getByTestId('review-finding-terminal_growth_at_or_above_risk_free');
    expect(growth.textContent).toContain('Critical');
    expect(growth.textContent).toContain('4.5%');
    expect(growth.textContent).toContain('terminal.growth');
    expect(within(growth).getByRole('button', { name: 'Apply suggestion' })).toBeTruthy();
    // A finding without an obvious fix has no button.
    expect(within(screen.getByTestId('review-finding-terminal_share_high')).queryByRole('button')).toBeNull();
    expect(screen.getByText('WACC compared with: AAA, BBB')).toBeTruthy();
    expect(screen.getByTestId('review-disclaimer').textContent).toMatch(/not investment advice/);
    expect(screen.getByRole('link', { name: 'Review' })).toBeTruthy();
  });

  it('previews the change before applying it, applies only what the user accepts, and reviews again', async () => {
    const api = await startApi();
    renderApp({ path: PATH, language: 'en', baseUrl: api.url });
    fireEvent.click(await screen.findByTestId('review-apply-terminal_growth_at_or_above_risk_free'));
    const dialog = screen.getByTestId('proposed-changes');
    await waitFor(() => expect(within(dialog).getByTestId('proposed-changes-list').textContent).toContain('4.50%'));
    expect(within(dialog).getByTestId('proposed-changes-list').textContent).toContain('3.80%');
    expect(within(dialog).getByTestId('proposed-changes-valuation').textContent).toMatch(/120.*→.*101\.5/);
    // Rejecting changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(screen.queryByTestId('proposed-changes')).toBeNull();
    expect(applied()).toHaveLength(0);

    fireEvent.click(screen.getByTestId('review-apply-terminal_growth_at_or_above_risk_free'));
    await waitFor(() => expect(screen.getByTestId('proposed-changes-accept').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('proposed-changes-accept'));
    await waitFor(() => expect(applied()).toHaveLength(1));
    expect(applied()[0]?.body).toMatchObject({
      model_id: FIXTURE_MODEL_ID,
      updated_at: '2025-03-31T10:00:00.000Z',
      modifications: [{ id: 'terminalGrowth@model', data: { value: 0.038 } }],
    });
    expect(await screen.findByTestId('review-none')).toBeTruthy();
  });

  it('speaks the user’s language and offers a retry when the review fails', async () => {
    const api = await startApi(409);
    renderApp({ path: PATH, language: 'es', baseUrl: api.url });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Revisión' })).toBeTruthy();
    expect(screen.getByText('Revisión del modelo')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Not ready');
  });

  it('previews the value per share of the changes kept; a kept change that needs a left-out one is refused and cannot be accepted', async () => {
    const api = await startApi(200, [pairFinding]);
    renderApp({ path: PATH, language: 'en', baseUrl: api.url });
    fireEvent.click(await screen.findByTestId('review-apply-reinvestment_inconsistent_with_growth'));
    const dialog = screen.getByTestId('proposed-changes');
    const valuation = () => within(dialog).queryByTestId('proposed-changes-valuation')?.textContent;
    const accept = () => screen.getByTestId('proposed-changes-accept') as HTMLButtonElement;
    await waitFor(() => expect(valuation()).toBe('Value per share with the changes you keep: $120.00 → $95.00'));

    // Leave sales to capital out: terminal growth alone is previewed.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Keep the change to salesToCapital@FY2026' }));
    expect(within(dialog).getByTestId('proposed-changes-valuation-loading')).toBeTruthy();
    await waitFor(() => expect(valuation()).toBe('Value per share with the changes you keep: $120.00 → $101.50'));
    expect(accept().disabled).toBe(false);
    expect(accept().textContent).toBe('Accept selected (1)');

    // Keep sales to capital alone: refused with why; Accept is disabled.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Keep the change to salesToCapital@FY2026' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Keep the change to terminalGrowth@model' }));
    const refusal = await within(dialog).findByTestId('proposed-changes-kept-refused');
    expect(refusal.textContent).toContain('The changes you keep cannot be applied on their own:');
    expect(refusal.textContent).toContain(PAIR_DEPENDS);
    expect(accept().disabled).toBe(true);
    const previews = server?.requests.filter((r) => r.path === dataSheetRoutes.data_sheet_preview.path) ?? [];
    expect(previews.map((r) => (r.body as { modifications: { id: string }[] }).modifications.map((m) => m.id))).toEqual(
      [['terminalGrowth@model', 'salesToCapital@FY2026'], ['terminalGrowth@model'], ['salesToCapital@FY2026']],
    );
    expect(applied()).toHaveLength(0);
  });
});
