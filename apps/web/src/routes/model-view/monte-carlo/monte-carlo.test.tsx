import { modelRoutes, userRoutes, VALIDATION_MESSAGES } from '@app/contract';
import {
  compileValuation,
  defaultMonteCarloRanges,
  monteCarlo,
  type TMonteCarlo,
  type TMonteCarloRange,
} from '@app/valuation';
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

const PATH = `/models/${FIXTURE_MODEL_ID}/monte-carlo`;

/** The fixture's values (with `settings`), and update, which keeps the settings it is sent. */
async function startApi(settings: Record<string, unknown> = {}) {
  let current = { ...wireModelValues(), settings: { report_unit: 'millions', sensitivity: null, ...settings } };
  server = await startLocalApiServer((request) => {
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case modelRoutes.values.path:
        return { body: ok(current) };
      case modelRoutes.update.path: {
        const body = request.body as { settings?: Record<string, unknown> };
        current = { ...current, settings: { ...current.settings, ...body.settings } };
        return { body: ok(current) };
      }
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    }
  });
  return server;
}

/** The engine's own run of the fixture with these ranges: what the screen must show. */
function engineRun(ranges: (defaults: TMonteCarloRange[]) => TMonteCarloRange[], draws = 10_000, seed = 1) {
  const compiled = compileValuation(tidyModelInput());
  if (!compiled.ok) throw new Error(compiled.error.message);
  const result = monteCarlo({
    model: tidyModelInput(),
    ranges: ranges(defaultMonteCarloRanges(compiled.value)),
    draws,
    seed,
  });
  if (!result.ok) throw new Error(result.error.message);
  return { result: result.value, centres: compiled.value.model };
}

const value = (testId: string) => Number(screen.getByTestId(testId).dataset.value);
const updates = () => server?.requests.filter((r) => r.path === modelRoutes.update.path) ?? [];

function expectShows(result: TMonteCarlo): void {
  expect(value('monte-carlo-valued')).toBe(result.valued);
  expect(value('monte-carlo-mean')).toBe(result.mean);
  expect(value('monte-carlo-sd')).toBe(result.standardDeviation);
  expect(value('monte-carlo-probability')).toBe(result.probabilityAbovePrice);
  for (const { percentile, value: v } of result.percentiles) {
    const cell = within(screen.getByTestId(`monte-carlo-p${percentile}`)).getAllByText(/./)[1] as HTMLElement;
    expect(Number(cell.dataset.value)).toBe(v);
  }
  const bars = screen.getAllByTestId('monte-carlo-bar').map((bar) => Number(bar.dataset.count));
  expect(bars).toEqual(result.histogram.counts);
}

describe('Monte Carlo tab', () => {
  it('opens with the default ranges around the model and shows the engine’s run of 10,000 draws', async () => {
    const api = await startApi();
    renderApp({ path: PATH, language: 'en', baseUrl: api.url });
    await screen.findByTestId('monte-carlo-results');
    const { result, centres } = engineRun((defaults) => defaults);
    expectShows(result);
    expect(screen.getByTestId('monte-carlo-valued').textContent).toBe('10,000 of 10,000');
    // Prefilled: the model's WACC ± 1 point, its mean revenue growth ± 5 points.
    expect(screen.getByTestId('monte-carlo-wacc-mode')).toHaveProperty(
      'value',
      (centres.discountRate * 100).toFixed(2),
    );
    expect(screen.getByTestId('monte-carlo-wacc-low')).toHaveProperty(
      'value',
      ((centres.discountRate - 0.01) * 100).toFixed(2).replace(/\.?0+$/, ''),
    );
    expect(value('monte-carlo-revenue_growth-model')).toBe(centres.meanRevenueGrowth);
    expect(value('monte-carlo-operating_margin-model')).toBe(centres.lastOperatingMargin);
    // The price and the model's own value are marked on the histogram.
    expect(value('monte-carlo-mark-price')).toBe(18.5);
    expect(value('monte-carlo-mark-model')).toBe(centres.valuePerShare);
    expect(screen.getByTestId('monte-carlo-price-note').textContent).toContain('$18.50');
    expect(screen.getByTestId('monte-carlo-time').textContent).toMatch(/^10,000 draws in \d+ ms$/);
    // Opening a run saves nothing.
    expect(updates()).toHaveLength(0);
    expect(screen.getByTestId('tab-monte-carlo').textContent).toBe('Monte Carlo');
  });

  it('refuses a range out of order with the catalogue’s message, before running or saving', async () => {
    const api = await startApi();
    renderApp({ path: PATH, language: 'es', baseUrl: api.url });
    await screen.findByTestId('monte-carlo-results');
    fireEvent.change(screen.getByTestId('monte-carlo-wacc-low'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('monte-carlo-run'));
    const row = screen.getByTestId('monte-carlo-range-wacc');
    expect(within(row).getByRole('alert').textContent).toBe(VALIDATION_MESSAGES.monte_carlo_range_order.es);
    fireEvent.change(screen.getByTestId('monte-carlo-draws'), { target: { value: '200' } });
    fireEvent.click(screen.getByTestId('monte-carlo-run'));
    expect(screen.getByTestId('monte-carlo-errors').textContent).toBe(VALIDATION_MESSAGES.monte_carlo_draws_range.es);
    expect(updates()).toHaveLength(0);
  });

  it('runs the user’s ranges, counts the draws it cannot value, and saves the ranges as offsets from the model', async () => {
    const api = await startApi();
    renderApp({ path: PATH, language: 'en', baseUrl: api.url });
    await screen.findByTestId('monte-carlo-results');
    const first = value('monte-carlo-mean');
    // Terminal growth up to 9%: above the lowest drawn WACCs, so some draws have no value.
    fireEvent.change(screen.getByTestId('monte-carlo-terminal_growth-high'), { target: { value: '9' } });
    fireEvent.change(screen.getByTestId('monte-carlo-draws'), { target: { value: '20000' } });
    fireEvent.change(screen.getByTestId('monte-carlo-seed'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('monte-carlo-run'));
    await waitFor(() => expect(value('monte-carlo-mean')).not.toBe(first));
    const { result, centres } = engineRun(
      (defaults) => defaults.map((range) => (range.variable === 'terminal_growth' ? { ...range, high: 0.09 } : range)),
      20_000,
      7,
    );
    const refused = result.failures.find((f) => f.reason === 'growth_not_below_discount_rate')?.count ?? 0;
    expect(refused).toBeGreaterThan(0);
    expect(value('monte-carlo-valued')).toBe(result.valued);
    expect(Number(screen.getByTestId('monte-carlo-failure-growth_not_below_discount_rate').dataset.count)).toBe(
      refused,
    );
    expect(screen.getByTestId('monte-carlo-failure-growth_not_below_discount_rate').textContent).toContain(
      'terminal growth at or above the drawn WACC',
    );
    expectShows(result);
    await waitFor(() => expect(updates()).toHaveLength(1));
    const sent = updates()[0]?.body as {
      settings: { monte_carlo: { ranges: TMonteCarloRange[]; draws: number; seed: number } };
    };
    expect(sent.settings.monte_carlo.draws).toBe(20_000);
    expect(sent.settings.monte_carlo.seed).toBe(7);
    const terminal = sent.settings.monte_carlo.ranges.find((r) => r.variable === 'terminal_growth');
    expect(terminal?.mode).toBe(0);
    expect(terminal?.high).toBeCloseTo(0.09 - centres.terminalParameter, 12);
    expect(sent.settings.monte_carlo.ranges.find((r) => r.variable === 'wacc')?.low).toBeCloseTo(-0.01, 12);
  });

  it('opens with the ranges the model saved, as levels around its own values', async () => {
    const saved = {
      ranges: [{ variable: 'wacc', low: -0.02, mode: 0, high: 0.005 }],
      draws: 5000,
      seed: 3,
    };
    const api = await startApi({ monte_carlo: saved });
    renderApp({ path: PATH, language: 'zh', baseUrl: api.url });
    await screen.findByTestId('monte-carlo-results');
    const { result, centres } = engineRun(
      (defaults) =>
        defaults.map((range) =>
          range.variable === 'wacc'
            ? { variable: 'wacc', low: range.mode - 0.02, mode: range.mode, high: range.mode + 0.005 }
            : range,
        ),
      5000,
      3,
    );
    expect(screen.getByTestId('monte-carlo-wacc-low')).toHaveProperty(
      'value',
      ((centres.discountRate - 0.02) * 100).toFixed(2).replace(/\.?0+$/, ''),
    );
    expect(screen.getByTestId('monte-carlo-draws')).toHaveProperty('value', '5000');
    expectShows(result);
    expect(screen.getByTestId('tab-monte-carlo').textContent).toBe('蒙特卡洛');
    // Reset: the defaults again, saved as null.
    fireEvent.click(screen.getByTestId('monte-carlo-reset'));
    await waitFor(() => expect(updates()).toHaveLength(1));
    const sent = updates()[0]?.body as { settings: { monte_carlo: unknown } } | undefined;
    expect(sent?.settings.monte_carlo).toBeNull();
    expect(screen.getByTestId('monte-carlo-draws')).toHaveProperty('value', '10000');
  });
});
