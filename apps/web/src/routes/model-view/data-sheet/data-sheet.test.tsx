import { modelRoutes, userRoutes } from '@app/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import { failure, ok, startLocalApiServer, type TLocalApiServer, wireUser } from '../../../test/local-api-server';
import { FIXTURE_MODEL_ID, tidyModelInput, wireModelValues } from '../../../test/model-fixture';
import { renderApp } from '../../../test/render-app';
import { sourceText } from './index';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

/** The fixture with one line reported with its full filing, and one derived by formula. */
function sourcedInput() {
  const input = tidyModelInput();
  const last = input.history.at(-1);
  if (!last) throw new Error('fixture has no history');
  const revenue = last.income.revenue?.value ?? 0;
  last.income.revenue = {
    value: revenue,
    source: {
      kind: 'reported',
      taxonomy: 'us-gaap',
      tag: 'Revenues',
      form: '10-K',
      accession: '0001045810-25-000023',
      filed: '2025-02-26',
      unit: 'USD',
    },
  };
  last.income.gross_profit = {
    value: revenue * 0.4,
    source: { kind: 'derived', formula: 'revenue - cost_of_revenue', inputs: ['revenue', 'cost_of_revenue'] },
  };
  return input;
}

async function open(path: string) {
  server = await startLocalApiServer((request) => {
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case modelRoutes.values.path:
        return { body: ok(wireModelValues(sourcedInput())) };
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    }
  });
  renderApp({ path: `/models/${FIXTURE_MODEL_ID}/${path}`, language: 'en', baseUrl: server.url });
}

describe('data sheet tab', () => {
  it('shows history and forecast side by side, each reported cell with its filing and a missing line as a dash', async () => {
    await open('data-sheet');
    await screen.findByTestId('data-sheet-tab');
    expect(screen.getByTestId('tab-data-sheet')).toBeTruthy();

    const revenue = screen.getByTestId('sheet-revenue-2024');
    expect(revenue.dataset.kind).toBe('reported');
    expect(revenue.textContent).toContain('1,210.0');
    const tip = document.getElementById(revenue.getAttribute('aria-describedby') ?? '');
    expect(tip?.textContent).toBe(
      'Reported in 10-K filed 2025-02-26 · accession 0001045810-25-000023 · us-gaap:Revenues',
    );

    const gross = screen.getByTestId('sheet-grossProfit-2024');
    expect(gross.dataset.kind).toBe('derived');
    expect(document.getElementById(gross.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Derived: revenue - cost_of_revenue',
    );

    // Not reported (no stock-based compensation in the fixture): a dash, not 0.
    const sbc = screen.getByTestId('sheet-stockBasedCompensation-2024');
    expect(sbc.dataset.kind).toBe('missing');
    expect(sbc.textContent).toBe('—');

    // The forecast follows the history: revenue from its driver, gross profit by formula.
    expect(screen.getByTestId('sheet-revenue-2025').dataset.kind).toBe('driver');
    expect(screen.getByTestId('sheet-grossProfit-2025').dataset.kind).toBe('formula');
    const driverTip = screen.getByTestId('sheet-revenue-2025').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(driverTip)?.textContent).toMatch(
      /^Forecast driver: Revenue growth = \d+\.\d% \((From history|Fallback|Convention)\)$/,
    );
    expect(
      Number(screen.getByTestId('sheet-revenue-2025').querySelector('[data-value]')?.getAttribute('data-value')),
    ).toBeGreaterThan(0);
    expect(screen.getByTestId('sheet-legend').textContent).toContain('Forecast driver');
  });

  it('scrolls each statement sideways inside its card, the line names pinned on the left', async () => {
    await open('data-sheet');
    await screen.findByTestId('data-sheet-tab');
    for (const statement of ['income', 'balance', 'cashFlow']) {
      const scroller = screen.getByTestId(`sheet-${statement}-scroll`);
      expect(scroller.className).toContain('overflow-x-auto');
      const table = within(scroller).getByTestId(`sheet-${statement}`);
      // The card's section holds the scroller: the table never widens the card.
      expect(scroller.closest('section')?.contains(table)).toBe(true);
      const pinned = [...table.querySelectorAll('th[scope="row"]'), table.querySelector('thead th')];
      expect(pinned.length).toBeGreaterThan(5);
      for (const cell of pinned) expect(cell?.className).toMatch(/\bsticky\b.*\bleft-0\b.*\bbg-surface\b/);
    }
  });
});

describe('a split-restated figure', () => {
  it('says it was restated and what was filed', () => {
    const i18n = createI18n('en');
    const text = sourceText(i18n.t as never, {
      kind: 'reported',
      taxonomy: 'us-gaap',
      tag: 'WeightedAverageNumberOfDilutedSharesOutstanding',
      form: '10-K',
      accession: '0001045810-22-000036',
      filed: '2022-03-18',
      unit: 'shares',
      split_adjustment: { ratio: 10, reported_value: 2535000000, splits: [{ date: '2024-06-30', ratio: 10 }] },
    });
    expect(text).toBe(
      'Reported in 10-K filed 2022-03-18 · accession 0001045810-22-000036 · ' +
        'us-gaap:WeightedAverageNumberOfDilutedSharesOutstanding · ' +
        'Restated for stock splits (×10 shares, ÷10 per share); as filed: 2535000000',
    );
  });
});
