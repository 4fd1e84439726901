import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../../server/src/test/spawn-server.js';
import enValuation from '../src/locales/en/valuation.json' with { type: 'json' };
import { launchBrowser } from './support/browser.js';

/** The real data pack in ../shared/data, read in place (no network). */
const PACK_DIR = fileURLToPath(new URL('../../../../shared/data/pack', import.meta.url));
const SHOTS_DIR = fileURLToPath(new URL('../../../test-results/e2e', import.meta.url));

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let modelPath: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({ env: { MARKET_DATA_DIR: PACK_DIR, MARKET_DATA_MODE: 'pack' } }),
    launchBrowser(),
  ]);
  context = await browser.newContext({
    locale: 'en-US',
    acceptDownloads: true,
    viewport: { width: 1440, height: 900 },
  });
  page = await context.newPage();
  // One model for the whole workbench, made as a user makes it.
  await page.goto(`${server.baseUrl}/models/new`);
  await page.getByTestId('ticker-search').fill('KO');
  await page.getByTestId('search-option-KO').click();
  await page.getByTestId('create-model').click();
  await page.getByText(enValuation.status.success).waitFor({ timeout: 60_000 });
  await page.waitForURL(/\/models\/[0-9a-f-]{36}\/overview$/);
  modelPath = new URL(page.url()).pathname.replace(/\/overview$/, '');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** The number a `<Figure>` holds: the element's own `data-value`, or the first one inside it. */
async function figure(testId: string): Promise<number> {
  const held = page.locator(`[data-testid="${testId}"][data-value], [data-testid="${testId}"] [data-value]`).first();
  const value = await held.getAttribute('data-value');
  if (value === null || value === '') throw new Error(`${testId} holds no figure`);
  return Number(value);
}

async function openTab(tab: string): Promise<void> {
  await page.getByTestId(`tab-${tab}`).click();
  await page.getByTestId(`${tab}-tab`).waitFor();
}

async function downloaded(testId: string): Promise<{ name: string; body: Buffer }> {
  const download = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const file = await download;
  return { name: file.suggestedFilename(), body: readFileSync((await file.path()) as string) };
}

describe('the analyst’s workbench, in the browser', () => {
  it('keeps the header on one row and every tab in view at 1280 and 1440 px, in every language', async () => {
    for (const language of ['en', 'es', 'zh', 'zh-TRADITIONAL', 'id']) {
      await page.getByTestId('language-switcher').selectOption(language);
      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const tops = await page
          .getByTestId('site-header')
          .locator('a, button, select')
          .evaluateAll((elements) =>
            elements
              .filter((element) => (element as HTMLElement).offsetParent !== null)
              .map((element) => Math.round(element.getBoundingClientRect().top)),
          );
        expect(tops.length, `${language} at ${width}`).toBeGreaterThan(2);
        // One row: every visible control starts within a few pixels of the others.
        expect(Math.max(...tops) - Math.min(...tops), `${language} at ${width}`).toBeLessThan(12);
        // Every tab of the model is in view: none hidden behind a scroll.
        const tabs = page.getByRole('navigation', { name: /./ }).filter({ has: page.getByTestId('tab-dcf') });
        const overflow = await tabs.evaluate((nav) => nav.scrollWidth - nav.clientWidth);
        expect(overflow, `${language} at ${width}`).toBeLessThanOrEqual(0);
      }
    }
    await page.getByTestId('language-switcher').selectOption('en');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('draws the valuations side by side and says what the price implies', async () => {
    await page.goto(`${server.baseUrl}${modelPath}/dcf`);
    await page.getByTestId('football-field').waitFor();
    const dcf = page.getByTestId('range-dcf');
    expect(await dcf.count()).toBe(1);
    expect(await page.getByTestId('implied-growth').innerText()).toMatch(/%/);
    await page.getByTestId('football-field').screenshot({ path: join(SHOTS_DIR, 'workbench-football-field.png') });
  });

  it('switches to the bear and bull cases and back, every tab following', async () => {
    const base = await figure('implied-price');
    await page.getByTestId('scenario-switch-bear').click();
    await expect.poll(() => figure('implied-price')).toBeLessThan(base);
    await page.getByTestId('scenario-note').waitFor();
    await page.getByTestId('scenario-switch-bull').click();
    await expect.poll(() => figure('implied-price')).toBeGreaterThan(base);
    await openTab('scenarios');
    const bear = await figure('scenario-value-per-share-bear');
    const bull = await figure('scenario-value-per-share-bull');
    expect(bear).toBeLessThan(base);
    expect(bull).toBeGreaterThan(base);
    expect(await figure('scenario-value-per-share-base')).toBeCloseTo(base, 6);
    await page.screenshot({ path: join(SHOTS_DIR, 'workbench-scenarios.png'), fullPage: true });
    // The choice is saved with the model: a reload opens the bull case.
    await page.reload();
    await page.getByTestId('scenario-switch').waitFor();
    expect(await page.getByTestId('scenario-switch').getAttribute('data-active')).toBe('bull');
    await page.getByTestId('scenario-switch-base').click();
    await expect.poll(() => figure('implied-price')).toBeCloseTo(base, 6);
  });

  it('reports money in the unit chosen, and keeps it', async () => {
    await openTab('dcf');
    await page.getByTestId('report-unit').selectOption('millions');
    const inMillions = await page.getByTestId('dcf-tab').innerText();
    await page.getByTestId('report-unit').selectOption('billions');
    await expect.poll(() => page.getByTestId('dcf-tab').innerText()).not.toBe(inMillions);
    expect(await page.getByTestId('dcf-tab').innerText()).toMatch(/billion/i);
    await page.reload();
    await page.getByTestId('report-unit').waitFor();
    expect(await page.getByTestId('report-unit').inputValue()).toBe('billions');
    await page.getByTestId('report-unit').selectOption('millions');
  });

  it('runs a 3-variable sensitivity over a timeframe, kept with the model, and exports it with its facts', async () => {
    await openTab('sensitivity');
    await page.getByTestId('sensitivity-configure').click();
    await page.getByTestId('sensitivity-add').click();
    await page.getByTestId('sensitivity-variable-2').selectOption('revenue_growth');
    await page.getByTestId('sensitivity-timeframe-to').selectOption('3');
    await page.getByTestId('sensitivity-run').click();
    await page.getByTestId('sensitivity-table').waitFor();
    // The third variable is a slice selector of five values; the model's own point is marked.
    expect(await page.getByTestId('sensitivity-slice').locator('option').count()).toBe(5);
    await page.getByTestId('sensitivity-model-point').waitFor({ state: 'attached' });

    const csv = (await downloaded('sensitivity-csv')).body.toString('utf8').trim().split('\n');
    expect(csv).toContain('ticker,KO');
    expect(csv.some((line) => line.startsWith('currency,') && line.includes('USD'))).toBe(true);
    expect(csv.some((line) => /valuation.date/i.test(line))).toBe(true);
    const table = csv.indexOf('wacc,terminal_growth,revenue_growth,implied_price_per_share_USD');
    expect(table).toBeGreaterThan(0);
    expect(csv.length - table - 1).toBe(5 * 5 * 5);
    const png = await downloaded('sensitivity-png');
    expect(png.name).toBe('KO-sensitivity.png');
    expect(png.body.subarray(1, 4).toString('ascii')).toBe('PNG');
    await page.screenshot({ path: join(SHOTS_DIR, 'workbench-sensitivity-3.png'), fullPage: true });

    // Saved with the model: a reload runs the same grid.
    await page.reload();
    await page.getByTestId('sensitivity-slice').waitFor();
  });

  it('runs 10,000 Monte Carlo draws and shows the distribution', async () => {
    await openTab('monte-carlo');
    await page.getByTestId('monte-carlo-results').waitFor();
    await page.getByTestId('monte-carlo-run').click();
    await page.getByTestId('monte-carlo-histogram').waitFor();
    expect(await page.getByTestId('monte-carlo-bar').count()).toBeGreaterThan(10);
    const [p5, p50, p95] = [
      await figure('monte-carlo-p5'),
      await figure('monte-carlo-p50'),
      await figure('monte-carlo-p95'),
    ];
    expect(p5).toBeLessThan(p50);
    expect(p50).toBeLessThan(p95);
    expect(await page.getByTestId('monte-carlo-probability').innerText()).toMatch(/%/);
    await page.screenshot({ path: join(SHOTS_DIR, 'workbench-monte-carlo.png'), fullPage: true });
  });

  it('downloads a workbook with the valuations side by side and the scenarios', async () => {
    const file = await downloaded('download-workbook');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(expect.arrayContaining(['Valuations', 'Scenarios']));
  });
});
