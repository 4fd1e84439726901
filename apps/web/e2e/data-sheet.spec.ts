import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../../server/src/test/spawn-server.js';
import enBreakdown from '../src/locales/en/breakdown.json' with { type: 'json' };
import enValuation from '../src/locales/en/valuation.json' with { type: 'json' };
import { launchBrowser } from './support/browser.js';

/**
 * The data sheet of Coca-Cola's model in the browser (issue 19): its revenue breakdown by segment
 * read from the real 10-K inline XBRL in ../shared/data (`FILINGS_DIR`), a segment's growth changed
 * and the model re-valued, Retry after the breakdown failed to load, and the Review tab's suggestion
 * previewed and accepted.
 */
const SHARED = fileURLToPath(new URL('../../../../shared/data/', import.meta.url));
const PACK_DIR = `${SHARED}pack`;
const FILINGS_DIR = `${SHARED}documents/10k_html:${SHARED}documents/eval`;
const KO_SEGMENTS = 'us-gaap:Revenues|us-gaap:StatementBusinessSegmentsAxis|';
const KO_GEOGRAPHY = 'us-gaap:Revenues|srt:StatementGeographicalAxis|';
const NORTH_AMERICA = 'ko:NorthAmericaSegmentMember';
/** KO's 10-K for 2024 files its segments for 2022–2024. */
const FILED_YEARS = [2022, 2023, 2024];
/** The machine runs the API and other browser tests meanwhile: waits are generous. */
const SLOW = { timeout: 60_000 };

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let modelPath: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({ env: { MARKET_DATA_DIR: PACK_DIR, MARKET_DATA_MODE: 'pack', FILINGS_DIR } }),
    launchBrowser(),
  ]);
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  // One model for the file, made as a user makes it.
  await page.goto(`${server.baseUrl}/models/new`);
  await page.getByTestId('ticker-search').fill('KO');
  await page.getByTestId('search-option-KO').click();
  await page.getByTestId('create-model').click();
  await page.getByText(enValuation.status.success).waitFor({ timeout: 90_000 });
  await page.waitForURL(/\/models\/[0-9a-f-]{36}\/overview$/);
  modelPath = new URL(page.url()).pathname.replace(/\/overview$/, '');
}, 180_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** The number a `<Figure>` holds: the element's own `data-value`, or the first one inside it. */
async function figure(testId: string): Promise<number> {
  const held = page.locator(`[data-testid="${testId}"][data-value], [data-testid="${testId}"] [data-value]`).first();
  const value = await held.getAttribute('data-value', SLOW);
  if (value === null || value === '') throw new Error(`${testId} holds no figure`);
  return Number(value);
}

/** The forecast years of the breakdown's growth table, from its cells for one line. */
async function forecastYears(member: string): Promise<number[]> {
  const ids = await page
    .locator(`[data-testid^="breakdown-growth-${member}-"]`)
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('data-testid') ?? ''));
  return ids.map((id) => Number(id.slice(id.lastIndexOf('-') + 1)));
}

async function openDataSheet(): Promise<void> {
  await page.goto(`${server.baseUrl}${modelPath}/data-sheet`);
  await page.getByTestId('data-sheet-tab').waitFor(SLOW);
  await page.getByTestId('revenue-breakdown').waitFor(SLOW);
}

describe('the data sheet with a revenue breakdown', () => {
  it('shows KO’s segments as filed with the add-up check, forecasts each, and re-values the model when a segment’s growth changes', async () => {
    await openDataSheet();
    const select = page.getByTestId('breakdown-select');
    await select.waitFor(SLOW);

    // The geography first, then the segments: each choice is saved and its lines shown.
    const options = await select
      .locator('option')
      .evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value));
    expect(options).toEqual(expect.arrayContaining([KO_SEGMENTS, KO_GEOGRAPHY]));
    await select.selectOption(KO_GEOGRAPHY);
    await expect.poll(() => select.inputValue(), SLOW).toBe(KO_GEOGRAPHY);
    await page
      .locator(`[data-testid^="breakdown-growth-${NORTH_AMERICA}-"]`)
      .first()
      .waitFor({ state: 'detached', ...SLOW });
    await select.selectOption(KO_SEGMENTS);
    await page.locator(`[data-testid^="breakdown-growth-${NORTH_AMERICA}-"]`).first().waitFor(SLOW);

    // The lines as filed, and the check that they add up to the reported revenue, each year.
    expect(await page.getByTestId('breakdown-source').innerText()).toContain('ko-10-k-2025-02-20.html');
    for (const year of FILED_YEARS) {
      expect(await figure(`breakdown-actual-${NORTH_AMERICA}-${year}`)).toBeGreaterThan(0);
      const check = page.getByTestId(`breakdown-check-${year}`);
      expect(await check.getAttribute('data-complete')).toBe('true');
      expect(await check.innerText()).toBe(enBreakdown.checkOk);
    }

    // The forecast per segment: a growth cell per forecast year, the model's revenue below.
    const years = await forecastYears(NORTH_AMERICA);
    expect(years.length).toBeGreaterThan(1);
    const year = years[0] as number;
    const cell = page.getByTestId(`breakdown-growth-${NORTH_AMERICA}-${year}`);
    expect(await cell.locator('xpath=ancestor::td[1]').getAttribute('data-kind')).toBe('forecast');
    const revenue = await figure(`breakdown-model-revenue-${year}`);
    const price = await figure('implied-price');
    const growth = Number(await cell.inputValue());

    // North America grows 10 points faster: revenue (the sum of the segments) and the value rise.
    await cell.fill(String(growth + 10));
    await cell.press('Enter');
    await expect.poll(() => figure(`breakdown-model-revenue-${year}`), SLOW).toBeGreaterThan(revenue);
    await expect.poll(() => figure('implied-price'), SLOW).toBeGreaterThan(price);
    await expect.poll(() => cell.locator('xpath=ancestor::td[1]').getAttribute('data-kind'), SLOW).toBe('input');
    expect(Number(await cell.inputValue())).toBeCloseTo(growth + 10, 6);
    expect(await page.getByTestId('breakdown-save-error').count()).toBe(0);

    // The cell legend names every kind of cell.
    const legend = page.getByTestId('breakdown-legend');
    const text = await legend.innerText();
    for (const kind of ['actual', 'forecast', 'input', 'formula', 'source'] as const) {
      expect(text).toContain(enBreakdown.legend[kind]);
    }
  });

  it('shows the error with Retry when the breakdown fails to load, and Retry loads it', async () => {
    await page.route(
      '**/v1/model/dcf/breakdown/data**',
      (route) => route.fulfill({ status: 502, body: 'Bad gateway' }),
      {
        times: 1,
      },
    );
    await openDataSheet();
    const error = page.getByTestId('breakdown-error');
    await error.waitFor(SLOW);
    const retry = error.getByRole('button', { name: enBreakdown.retry });
    await retry.click();
    await page.getByTestId('breakdown-table').waitFor(SLOW);
    expect(await page.getByTestId('breakdown-error').count()).toBe(0);
    // The saved choice and its saved growth came back.
    expect(await page.getByTestId('breakdown-select').inputValue()).toBe(KO_SEGMENTS);
    await page
      .getByTestId(`breakdown-growth-${NORTH_AMERICA}-${(await forecastYears(NORTH_AMERICA))[0]}`)
      .waitFor(SLOW);
  });
});

describe('the Review tab', () => {
  it('shows the findings; Apply suggestion previews the change before → after, and accepting it re-values the model on screen', async () => {
    // Terminal growth at the risk-free rate, set as any client would: the review flags it.
    const authorization = (await page.evaluate(() => localStorage.getItem('authorization'))) as string;
    const modelId = modelPath.split('/').pop() as string;
    const headers = { authorization };
    const values = await page.request.get(`${server.baseUrl}/v1/model/dcf/values?model_id=${modelId}`, { headers });
    const { data } = (await values.json()) as {
      data: { market: { risk_free_rate: { value: number } | null }; model_input: { terminal: object } };
    };
    const riskFree = data.market.risk_free_rate?.value as number;
    const updated = await page.request.post(`${server.baseUrl}/v1/model/dcf/update`, {
      headers,
      data: {
        model_id: modelId,
        assumptions: { terminal: { ...data.model_input.terminal, method: 'perpetuity', growth: riskFree + 0.005 } },
      },
    });
    expect(updated.status(), await updated.text()).toBe(200);

    await page.goto(`${server.baseUrl}${modelPath}/review`);
    const finding = page.getByTestId('review-finding-terminal_growth_at_or_above_risk_free');
    await finding.waitFor(SLOW);
    expect(
      await page.getByTestId('review-findings').locator('li[data-testid^="review-finding-"]').count(),
    ).toBeGreaterThan(0);
    expect(await page.getByTestId('review-disclaimer').innerText()).not.toBe('');
    const price = await figure('implied-price');

    await page.getByTestId('review-apply-terminal_growth_at_or_above_risk_free').click();
    const dialog = page.getByTestId('proposed-changes');
    const list = dialog.getByTestId('proposed-changes-list');
    await list.waitFor(SLOW);
    const change = list.locator('li').first();
    expect(await change.locator('code').first().innerText()).toBe('terminalGrowth@model');
    expect(await change.innerText()).toMatch(/[\d.]+%\s*→\s*[\d.]+%/);
    const valuation = await dialog.getByTestId('proposed-changes-valuation').innerText();
    expect(valuation).toContain('→');
    // Every change is kept unless unticked: accept the selected ones.
    expect(await change.locator('input[type="checkbox"]').isChecked()).toBe(true);
    await dialog.getByTestId('proposed-changes-accept').click();
    await dialog.waitFor({ state: 'detached', ...SLOW });

    // A lower terminal growth lowers the value, and the finding is gone.
    await expect.poll(() => figure('implied-price'), SLOW).toBeLessThan(price);
    await finding.waitFor({ state: 'detached', ...SLOW });
  });
});
