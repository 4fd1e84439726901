import { VALIDATION_MESSAGES } from '@app/contract';
import { runModel } from '@app/valuation';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLocalApiServer } from '../../../test/local-api-server';
import { FIXTURE_MODEL_ID, tidyModelInput } from '../../../test/model-fixture';
import { renderApp } from '../../../test/render-app';
import { savedSettings, startSettingsModelApi } from '../../../test/settings-model-api';

let server: TLocalApiServer | undefined;
/** Every Blob handed to `URL.createObjectURL` (downloads, the PNG's SVG), in order. */
let blobs: Blob[] = [];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  blobs = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test-${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});

afterEach(async () => {
  cleanup();
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  await server?.close();
  server = undefined;
});

const model = runModel(tidyModelInput());
if (!model.ok) throw new Error(model.error.message);
const wacc = model.value.discountRate.value;
const modelPrice = model.value.dcf.bridge.valuePerShare;

async function openTab(sensitivity: Record<string, unknown> | null = null, language = 'en') {
  server = await startSettingsModelApi({ report_unit: 'millions', sensitivity });
  renderApp({ path: `/models/${FIXTURE_MODEL_ID}/sensitivity`, language, baseUrl: server.url });
  await screen.findByTestId('sensitivity-table');
  return server;
}

function cellPrice(r: number, c: number): number {
  return Number(
    screen.getByTestId(`sensitivity-cell-${r}-${c}`).querySelector('[data-value]')?.getAttribute('data-value'),
  );
}

function rows(): number {
  return screen.getByTestId('sensitivity-table').querySelectorAll('tbody tr').length;
}

describe('sensitivity tab', () => {
  it('checks the settings before applying them: messages next to the fields, nothing run or saved while invalid', async () => {
    const api = await openTab(null, 'es');
    fireEvent.click(screen.getByTestId('sensitivity-configure'));
    const run = screen.getByTestId('sensitivity-run') as HTMLButtonElement;
    expect(run.disabled).toBe(false);

    fireEvent.change(screen.getByTestId('sensitivity-gap-0'), { target: { value: '0' } });
    expect(screen.getByTestId('sensitivity-error-0-gap').textContent).toBe(
      VALIDATION_MESSAGES.sensitivity_gap_range.es,
    );
    fireEvent.change(screen.getByTestId('sensitivity-variable-1'), { target: { value: 'wacc' } });
    expect(screen.getByTestId('sensitivity-error-0-variable').textContent).toBe(
      VALIDATION_MESSAGES.sensitivity_variables_repeated.es,
    );
    expect(screen.getByTestId('sensitivity-error-1-variable').textContent).toBe(
      VALIDATION_MESSAGES.sensitivity_variables_repeated.es,
    );
    fireEvent.change(screen.getByTestId('sensitivity-start-1'), { target: { value: '150' } });
    expect(screen.getByTestId('sensitivity-error-1-start').textContent).toBe(
      VALIDATION_MESSAGES.sensitivity_start_range.es,
    );
    expect(run.disabled).toBe(true);
    fireEvent.click(run);
    expect(screen.getByTestId('sensitivity-dialog')).toBeTruthy();

    // Fixed one by one, the messages go; then the grid runs.
    fireEvent.change(screen.getByTestId('sensitivity-gap-0'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('sensitivity-variable-1'), { target: { value: 'gross_margin' } });
    expect(screen.queryByTestId('sensitivity-error-0-gap')).toBeNull();
    expect(screen.queryByTestId('sensitivity-error-0-variable')).toBeNull();
    expect(screen.queryByTestId('sensitivity-error-1-start')).toBeNull();
    // Nothing was applied or saved while the settings were invalid.
    expect(rows()).toBe(5);
    expect(savedSettings(api)).toEqual([]);
    expect(run.disabled).toBe(false);
    fireEvent.click(run);
    expect(screen.queryByTestId('sensitivity-dialog')).toBeNull();
    await waitFor(() => expect(savedSettings(api)).toHaveLength(1));
  });

  it('saves the grid with the model (snake_case timeframe) and opens with the saved grid', async () => {
    const api = await openTab();
    fireEvent.click(screen.getByTestId('sensitivity-configure'));
    fireEvent.change(screen.getByTestId('sensitivity-variable-1'), { target: { value: 'revenue_growth' } });
    fireEvent.change(screen.getByTestId('sensitivity-steps-1'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('sensitivity-timeframe-from'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('sensitivity-timeframe-to'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('sensitivity-run'));
    await waitFor(() => expect(savedSettings(api)).toHaveLength(1));
    expect(savedSettings(api)[0]).toMatchObject({
      report_unit: 'millions',
      sensitivity: {
        axes: [
          { variable: 'wacc', steps: 5, gap: 0.005 },
          { variable: 'revenue_growth', steps: 3, gap: 0.01 },
        ],
        timeframe: { from_year: 2, to_year: 3 },
      },
    });
    cleanup();

    // Opened again, the model shows the saved grid, not the default one.
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/sensitivity`, language: 'en', baseUrl: api.url });
    await screen.findByTestId('sensitivity-table');
    const header = screen.getByTestId('sensitivity-table').querySelectorAll('thead th');
    expect(header).toHaveLength(4); // the corner and 3 revenue-growth points
    expect(header[0]?.textContent).toBe('WACC \\ Revenue growth');
    fireEvent.click(screen.getByTestId('sensitivity-configure'));
    expect((screen.getByTestId('sensitivity-timeframe-from') as HTMLSelectElement).value).toBe('2');
    expect((screen.getByTestId('sensitivity-timeframe-to') as HTMLSelectElement).value).toBe('3');
  });

  it('offers the timeframe only for revenue growth and gross margin, and checks its order', async () => {
    const api = await openTab(null, 'zh');
    fireEvent.click(screen.getByTestId('sensitivity-configure'));
    expect(screen.queryByTestId('sensitivity-timeframe')).toBeNull();
    fireEvent.change(screen.getByTestId('sensitivity-variable-0'), { target: { value: 'gross_margin' } });
    expect(screen.getByTestId('sensitivity-timeframe')).toBeTruthy();
    fireEvent.change(screen.getByTestId('sensitivity-timeframe-from'), { target: { value: '4' } });
    fireEvent.change(screen.getByTestId('sensitivity-timeframe-to'), { target: { value: '2' } });
    expect(screen.getByTestId('sensitivity-error-timeframe').textContent).toBe(VALIDATION_MESSAGES.period_order.zh);
    expect((screen.getByTestId('sensitivity-run') as HTMLButtonElement).disabled).toBe(true);
    // Back to the rates only: the timeframe goes, and is not saved.
    fireEvent.change(screen.getByTestId('sensitivity-variable-0'), { target: { value: 'wacc' } });
    expect(screen.queryByTestId('sensitivity-timeframe')).toBeNull();
    fireEvent.click(screen.getByTestId('sensitivity-run'));
    await waitFor(() => expect(savedSettings(api)).toHaveLength(1));
    expect(savedSettings(api)[0]).toMatchObject({ sensitivity: { timeframe: null } });
  });

  it('marks the cell that holds the model’s own value, wherever the axes put it, and says when none does', async () => {
    await openTab();
    expect(screen.getByTestId('sensitivity-model-point').dataset.place).toBe('on');
    expect(screen.getByTestId('sensitivity-cell-2-2').dataset.modelPoint).toBe('true');
    cleanup();
    await server?.close();

    // WACC moved so the model's value is its second point, terminal growth centred on it.
    await openTab({
      axes: [
        { variable: 'wacc', steps: 5, gap: 0.005, start: wacc - 0.005 },
        { variable: 'terminal_growth', steps: 5, gap: 0.0025 },
      ],
      timeframe: null,
    });
    const marked = document.querySelectorAll('[data-model-point]');
    expect(marked).toHaveLength(1);
    expect(screen.getByTestId('sensitivity-cell-1-2').dataset.modelPoint).toBe('true');
    expect(cellPrice(1, 2)).toBeCloseTo(modelPrice, 6);
    expect(screen.getByTestId('sensitivity-cell-2-2').dataset.modelPoint).toBeUndefined();
    expect(screen.getByTestId('sensitivity-model-point').textContent).toBe(
      `Outlined: the model's own value, $${modelPrice.toFixed(2)} (WACC ${(wacc * 100).toFixed(3)}%, Terminal growth rate 2.50%).`,
    );
    expect(screen.getByTestId('sensitivity-chart-model-point')).toBeTruthy();
    cleanup();
    await server?.close();

    // A grid that does not reach the model's WACC outlines nothing, and says so.
    await openTab({ axes: [{ variable: 'wacc', steps: 3, gap: 0.005, start: 0.12 }], timeframe: null });
    expect(document.querySelectorAll('[data-model-point]')).toHaveLength(0);
    expect(screen.getByTestId('sensitivity-model-point').dataset.place).toBe('outside');
    expect(screen.getByTestId('sensitivity-model-point').textContent).toContain('lies outside this grid');
    expect(screen.queryByTestId('sensitivity-chart-model-point')).toBeNull();
    cleanup();
    await server?.close();

    // An even number of steps centred on the model puts its value between the two middle points.
    await openTab({ axes: [{ variable: 'wacc', steps: 4, gap: 0.005 }], timeframe: null });
    expect(document.querySelectorAll('[data-model-point]')).toHaveLength(0);
    expect(screen.getByTestId('sensitivity-model-point').dataset.place).toBe('between');
  });

  it('writes the title, company, valuation date, variables, timeframe and currency into the CSV and atop the PNG', async () => {
    await openTab({
      axes: [
        { variable: 'wacc', steps: 3, gap: 0.01, start: 0.08 },
        { variable: 'revenue_growth', steps: 3, gap: 0.01 },
      ],
      timeframe: { from_year: 1, to_year: 2 },
    });
    fireEvent.click(screen.getByTestId('sensitivity-csv'));
    const csv = await (blobs.at(-1) as Blob).text();
    const lines = csv.split('\n');
    expect(lines.slice(0, 7)).toEqual([
      'title,Sensitivity of the implied price per share',
      'company,Tidy Corp',
      'ticker,TIDY',
      'valuation_date,2025-03-31',
      'currency,USD',
      'values,"Implied price per share, in USD"',
      'variable,description,first,last,steps,gap,model_value,model_point',
    ]);
    expect(lines[7]).toBe(
      `wacc,"WACC: 8.00% to 10.00%, 3 points 1.00% apart",0.08,0.1,3,0.01,${Number(wacc.toFixed(10))},between`,
    );
    expect(
      lines[8]?.startsWith('revenue_growth,"Revenue growth: 9.00% to 11.00%, 3 points 1.00% apart",0.09,0.11,3,0.01,'),
    ).toBe(true);
    expect(lines[8]?.endsWith(',on')).toBe(true);
    expect(lines[9]).toBe('timeframe,Revenue growth and gross margin moved in FY2025 to FY2026,2025,2026');
    expect(lines[10]).toMatch(
      /^model_price,15\.70\d+,"Model's own value: \$15\.70 at WACC 9\.159%, Revenue growth 10\.00% \(not a point of this grid\)"$/,
    );
    expect(lines[11]).toBe('');
    expect(lines[12]).toBe('wacc,revenue_growth,implied_price_per_share_USD');
    expect(lines.filter((line) => /^0\.\d+,0\.\d+,\d/.test(line))).toHaveLength(9);

    fireEvent.click(screen.getByTestId('sensitivity-png'));
    await waitFor(() => expect(blobs.some((blob) => blob.type === 'image/svg+xml')).toBe(true));
    const svg = await (blobs.find((blob) => blob.type === 'image/svg+xml') as Blob).text();
    const drawn = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(drawn.querySelector('parsererror')).toBeNull();
    const report = [...drawn.querySelectorAll('text[data-report] tspan')].map((span) => span.textContent);
    expect(report).toEqual([
      'Sensitivity of the implied price per share',
      'Tidy Corp (TIDY) · Valuation date: 2025-03-31',
      'WACC: 8.00% to 10.00%, 3 points 1.00% apart',
      'Revenue growth: 9.00% to 11.00%, 3 points 1.00% apart',
      'Revenue growth and gross margin moved in FY2025 to FY2026',
      'Implied price per share, in USD',
      "Model's own value: $15.70 at WACC 9.159%, Revenue growth 10.00% (not a point of this grid)",
    ]);
    // The report band sits above the chart: the image grows by it.
    expect(Number(drawn.documentElement.getAttribute('height'))).toBeGreaterThan(340);
  });
});
