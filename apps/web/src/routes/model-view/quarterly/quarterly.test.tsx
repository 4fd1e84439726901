import type { TStatementPeriod } from '@app/statements';
import { runModel } from '@app/valuation';
import { fyPeriod } from '@app/valuation/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TLocalApiServer } from '../../../test/local-api-server';
import { startModelApi } from '../../../test/model-api';
import { FIXTURE_MODEL_ID, tidyModelInput } from '../../../test/model-fixture';
import { renderApp } from '../../../test/render-app';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

/** A fiscal year's four quarters, revenue split 10/20/30/40 %. */
function quartersOf(fiscalYear: number, revenue: number): TStatementPeriod[] {
  return [0.1, 0.2, 0.3, 0.4].map((share, i) => ({
    ...fyPeriod(fiscalYear, { revenue: revenue * share, operating_income: revenue * share * 0.1 }),
    fiscal_period: `Q${i + 1}` as TStatementPeriod['fiscal_period'],
    period_end: `${fiscalYear}-${String(3 * (i + 1)).padStart(2, '0')}-28`,
  }));
}

const values = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('td span[data-value]')].map((cell) =>
    Number((cell as HTMLElement).dataset.value),
  );

async function open(history: readonly TStatementPeriod[], path: string) {
  const input = { ...tidyModelInput(), history };
  server = await startModelApi(input);
  renderApp({ path: `/models/${FIXTURE_MODEL_ID}/${path}`, language: 'en', baseUrl: server.url });
  return input;
}

describe('Quarterly tab', () => {
  it('shows the reported quarters, then forecast quarters that add up to the annual model', async () => {
    const base = tidyModelInput().history;
    const input = await open([...base, ...quartersOf(2023, 1100e6), ...quartersOf(2024, 1210e6)], 'quarterly');
    await screen.findByTestId('quarterly-table');
    expect(screen.getByTestId('tab-quarterly')).toBeTruthy();
    const model = runModel(input);
    if (!model.ok) throw new Error(model.error.message);
    const revenue = values('quarterly-revenue');
    expect(revenue.length).toBe(8 + 8); // eight reported quarters, two forecast years
    expect(revenue.slice(0, 4)).toEqual([110e6, 220e6, 330e6, 440e6]);
    const year1 = revenue.slice(8, 12).reduce((sum, value) => sum + value, 0);
    expect(year1).toBeCloseTo(model.value.forecast.income.revenue[0] as number, 0);
    expect(revenue[11]).toBeCloseTo((model.value.forecast.income.revenue[0] as number) * 0.4, 0);
    expect(screen.getByTestId('seasonality-note').textContent).toContain('FY2023–FY2024: Q1 10.0%, Q2 20.0%');
  });

  it('is not offered for a model without quarters', async () => {
    await open(tidyModelInput().history, 'dcf');
    await screen.findByTestId('fcf-table');
    expect(screen.queryByTestId('tab-quarterly')).toBeNull();
  });
});
