import { modelRoutes, userRoutes } from '@app/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, ok, startLocalApiServer, type TLocalApiServer, wireUser } from '../../../test/local-api-server';
import { FIXTURE_MODEL_ID, wireModelValues } from '../../../test/model-fixture';
import { renderApp } from '../../../test/render-app';
import type { TYearFigures } from '../key-metrics/year-figures';
import { revenueComposition } from './index';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('key financials tab', () => {
  async function open() {
    server = await startLocalApiServer((request) => {
      switch (request.path) {
        case userRoutes.createTempUser.path:
          return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
        case modelRoutes.values.path:
          return { body: ok(wireModelValues()) };
        default:
          return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
      }
    });
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/key-financials`, language: 'en', baseUrl: server.url });
    await screen.findByTestId('key-financials-tab');
  }

  it('charts an item over actual and forecast years and splits a chosen year’s revenue', async () => {
    await open();
    expect(screen.getByTestId('tab-key-financials')).toBeTruthy();
    expect(screen.getByTestId('financials-chart').getAttribute('aria-label')).toBe(
      'Revenue by fiscal year, actual and forecast (USD millions)',
    );
    expect(Number(screen.getByTestId('financials-point-2024').dataset.value)).toBeCloseTo(1210e6, 0);
    expect(Number(screen.getByTestId('financials-point-2025').dataset.value)).toBeGreaterThan(0);

    fireEvent.change(screen.getByTestId('financials-item'), { target: { value: 'netIncome' } });
    expect(Number(screen.getByTestId('financials-point-2024').dataset.value)).toBeCloseTo(83.25e6, 0);

    // FY2024 (the last actual year): 1,210 = cost 726 + R&D 121 + SG&A 181.5 + other 60.5 + EBIT 121.
    const other = screen.getByTestId('composition-other').querySelector('[data-value]');
    expect(Number(other?.getAttribute('data-value'))).toBeCloseTo(60.5e6, 0);
    fireEvent.change(screen.getByTestId('financials-year'), { target: { value: '2023' } });
    expect(screen.getByTestId('financials-pie').getAttribute('aria-label')).toBe(
      'Where revenue goes · FY2023 (Actual)',
    );
  });

  it('prints each year’s figure, names it on hover and focus, and selects a year for every chart', async () => {
    await open();
    // Every bar has its figure printed above it and the same figure in its accessible name.
    for (const year of [2023, 2024, 2025]) {
      const point = screen.getByTestId(`financials-point-${year}`);
      const printed = screen.getByTestId(`financials-value-${year}`).textContent ?? '';
      expect(printed).not.toBe('');
      expect(point.getAttribute('aria-label')).toMatch(new RegExp(`^FY${year} \\((Actual|Forecast)\\): `));
      expect(point.getAttribute('aria-label')?.endsWith(`: ${printed}`)).toBe(true);
    }

    // Pointing at a year, or reaching it with the keyboard, shows its tooltip; leaving hides it.
    const forecastYear = screen.getByTestId('financials-point-2025');
    fireEvent.mouseEnter(forecastYear);
    expect(screen.getByTestId('financials-tooltip').textContent).toBe(forecastYear.getAttribute('aria-label'));
    expect(forecastYear.getAttribute('aria-label')).toMatch(/^FY2025 \(Forecast\): /);
    fireEvent.mouseLeave(forecastYear);
    expect(screen.queryByTestId('financials-tooltip')).toBeNull();
    fireEvent.focus(screen.getByTestId('financials-point-2023'));
    expect(screen.getByTestId('financials-tooltip').textContent).toMatch(/^FY2023 \(Actual\): /);

    // Choosing a forecast bar selects its year everywhere: the band, the year list, the summary and the pie.
    fireEvent.click(forecastYear);
    expect(forecastYear.getAttribute('aria-pressed')).toBe('true');
    expect(forecastYear.querySelector('[data-testid="financials-selected-band"]')).not.toBeNull();
    expect(screen.getByTestId('financials-point-2024').getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByTestId('financials-year') as HTMLSelectElement).value).toBe('2025');
    expect(screen.getByTestId('financials-selected').textContent).toMatch(/^Revenue, FY2025 \(Forecast\): /);
    expect(screen.getByTestId('financials-pie').getAttribute('aria-label')).toBe(
      'Where revenue goes · FY2025 (Forecast)',
    );
    // The forecast year shows the engine's forecast, not "missing".
    expect(screen.queryByTestId('composition-unavailable')).toBeNull();
    const revenue = Number(forecastYear.dataset.value);
    expect(revenue).toBeGreaterThan(0);
    expect(Number(screen.getByTestId('composition-revenue').getAttribute('data-value'))).toBeCloseTo(revenue, 0);

    // The keyboard selects too, and the year list drives the chart's selection.
    fireEvent.keyDown(screen.getByTestId('financials-point-2023'), { key: 'Enter' });
    expect(screen.getByTestId('financials-point-2023').getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByTestId('financials-year'), { target: { value: '2024' } });
    expect(screen.getByTestId('financials-point-2024').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the make-up of every forecast year', async () => {
    await open();
    const select = screen.getByTestId('financials-year') as HTMLSelectElement;
    const forecastYears = [...select.options].filter((option) => option.text.includes('Forecast'));
    expect(forecastYears.length).toBeGreaterThan(0);
    for (const option of forecastYears) {
      fireEvent.change(select, { target: { value: option.value } });
      expect(screen.queryByTestId('composition-unavailable')).toBeNull();
      expect(screen.getByTestId('financials-composition')).toBeTruthy();
    }
  });
});

describe('revenueComposition', () => {
  const year = (figures: Partial<TYearFigures>): TYearFigures =>
    ({ year: 2026, isForecast: true, research: null, sga: null, ...figures }) as TYearFigures;

  it('splits revenue into costs, the other operating expenses and operating income', () => {
    const parts = revenueComposition(
      year({ revenue: 100, costOfRevenue: 50, research: 10, sga: 15, operatingIncome: 20 }),
    );
    expect(parts).toEqual({ costOfRevenue: 50, research: 10, sga: 15, operatingIncome: 20, other: 5 });
  });

  it('keeps a negative other (the model’s depreciation below the D&A in the costs) instead of calling the year missing', () => {
    const parts = revenueComposition(
      year({
        revenue: 423_994.6,
        costOfRevenue: 225_119.2,
        research: 35_200.4,
        sga: 28_120.5,
        operatingIncome: 135_642.7,
      }),
    );
    expect(parts?.other).toBeCloseTo(-88.2, 6);
    expect(parts?.operatingIncome).toBe(135_642.7);
  });

  it('has no make-up for an operating loss or a missing line', () => {
    expect(revenueComposition(year({ revenue: 100, costOfRevenue: 90, operatingIncome: -5 }))).toBeNull();
    expect(revenueComposition(year({ revenue: 100, costOfRevenue: null, operatingIncome: 5 }))).toBeNull();
  });
});
