import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../../server/src/test/spawn-server.js';
import enValuation from '../src/locales/en/valuation.json' with { type: 'json' };
import zhValuation from '../src/locales/zh/valuation.json' with { type: 'json' };
import { launchBrowser } from './support/browser.js';

/** The real data pack in ../shared/data, read in place (no network). */
const PACK_DIR = fileURLToPath(new URL('../../../../shared/data/pack', import.meta.url));
/** Screenshots of every tab, kept as test artifacts (git-ignored). */
const SHOTS_DIR = fileURLToPath(new URL('../../../test-results/e2e', import.meta.url));

let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({ env: { MARKET_DATA_DIR: PACK_DIR, MARKET_DATA_MODE: 'pack' } }),
    launchBrowser(),
  ]);
  mkdirSync(SHOTS_DIR, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every string of a locale namespace by its key path, flattened. */
function strings(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : strings(value as object, `${prefix}${key}.`),
  );
}

/** The figure a `<Figure>` shows, as the number it holds. */
async function figure(page: Page, testId: string): Promise<number> {
  return Number(await page.getByTestId(testId).getAttribute('data-value'));
}

describe('a public-company model, as a new user makes it', () => {
  it('searches nvid, creates the NVIDIA model, re-values a WACC edit, runs a sensitivity (CSV and PNG) and opens every tab', async () => {
    const context = await browser.newContext({ locale: 'en-US', acceptDownloads: true });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(String(error)));

    // Search with autocomplete, pick NVIDIA, create with the default options.
    await page.goto(`${server.baseUrl}/models/new`);
    await page.getByTestId('ticker-search').fill('nvid');
    await page.getByTestId('search-option-NVDA').click();
    await page.getByTestId('create-model').click();
    await page.getByText(enValuation.status.success).waitFor({ timeout: 60_000 });
    await page.waitForURL(/\/models\/[0-9a-f-]{36}\/overview$/);

    // The implied price, as the engine in the browser computes it.
    const implied = await figure(page, 'implied-price');
    expect(implied).toBeGreaterThan(0);
    expect(await page.getByTestId('implied-price').innerText()).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(await page.getByTestId('model-disclaimer').innerText()).toContain('10-year US Treasury');
    await page.screenshot({ path: join(SHOTS_DIR, 'model-overview.png'), fullPage: true });

    // A higher beta raises WACC and lowers the price at once; the edit is saved.
    await page.getByTestId('tab-wacc').click();
    const wacc = await figure(page, 'wacc-value');
    const beta = Number(await page.getByTestId('wacc-input-beta').inputValue());
    await page.getByTestId('wacc-input-beta').fill(String(beta + 0.5));
    await expect.poll(() => figure(page, 'wacc-value')).toBeGreaterThan(wacc);
    expect(await figure(page, 'implied-price')).toBeLessThan(implied);
    await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor();
    await page.screenshot({ path: join(SHOTS_DIR, 'model-wacc.png'), fullPage: true });

    await page.getByTestId('tab-dcf').click();
    await page.getByTestId('fcf-table').waitFor();
    await page.screenshot({ path: join(SHOTS_DIR, 'model-dcf.png'), fullPage: true });

    // A 2-variable sensitivity (WACC × terminal growth, 5 × 5), downloaded as CSV.
    await page.getByTestId('tab-sensitivity').click();
    await page.getByTestId('sensitivity-configure').click();
    await page.getByTestId('sensitivity-run').click();
    await page.getByTestId('sensitivity-table').waitFor();
    const download = page.waitForEvent('download');
    await page.getByTestId('sensitivity-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('NVDA-sensitivity.csv');
    const csv = readFileSync((await file.path()) as string, 'utf8')
      .trim()
      .split('\n');
    // Header rows say what the grid is; the grid itself follows a blank line.
    expect(csv[0]).toBe(`title,${enValuation.sensitivity.title}`);
    expect(csv).toContain('ticker,NVDA');
    const table = csv.indexOf('wacc,terminal_growth,implied_price_per_share_USD');
    expect(csv[table - 1]).toBe('');
    expect(csv.length - table).toBe(26);
    const pngDownload = page.waitForEvent('download');
    await page.getByTestId('sensitivity-png').click();
    const png = await pngDownload;
    expect(png.suggestedFilename()).toBe('NVDA-sensitivity.png');
    expect(
      readFileSync((await png.path()) as string)
        .subarray(1, 4)
        .toString('ascii'),
    ).toBe('PNG');
    await page.screenshot({ path: join(SHOTS_DIR, 'model-sensitivity.png'), fullPage: true });

    // The whole model as a spreadsheet: the file arrives, opens, and values the model on screen (beta edit included).
    const workbookDownload = page.waitForEvent('download');
    await page.getByTestId('download-workbook').click();
    const workbookFile = await workbookDownload;
    expect(workbookFile.suggestedFilename()).toBe(`NVDA_DCF_${new Date().toISOString().slice(0, 10)}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await workbookFile.path()) as string);
    expect(book.worksheets.map((sheet) => sheet.name)).toContain('DCF');
    let workbookPrice = Number.NaN;
    book.getWorksheet('DCF')?.eachRow((row) => {
      if (row.getCell(1).value === 'Implied value per share') {
        workbookPrice = (row.getCell(2).value as { result: number }).result;
      }
    });
    expect(workbookPrice).toBeCloseTo(await figure(page, 'implied-price'), 2);

    // The data sheet: hovering a reported figure shows the filing it was read from.
    await page.getByTestId('tab-data-sheet').click();
    const reported = page.locator('[data-testid="sheet-income"] [data-kind="reported"]').first();
    await reported.hover();
    const tip = page.getByRole('tooltip').filter({ visible: true });
    expect(await tip.innerText()).toMatch(/^Reported in 10-K filed \d{4}-\d{2}-\d{2} · accession [\d-]+ · us-gaap:/);

    await page.getByTestId('tab-overview').click();
    await page.getByTestId('overview-tab').waitFor();

    // In Chinese, no English text of the model screens is left on any tab.
    await page.getByTestId('language-switcher').selectOption('zh');
    const chinese = new Map(strings(zhValuation));
    const english = strings(enValuation).filter(
      ([key, text]) => text.length > 5 && !text.includes('{{') && chinese.get(key) !== text,
    );
    for (const tab of [
      'overview',
      'wacc',
      'dcf',
      'sensitivity',
      'scenarios',
      'monte-carlo',
      'comparables',
      'data-sheet',
      'key-metrics',
      'key-financials',
    ]) {
      await page.getByTestId(`tab-${tab}`).click();
      await page.getByTestId(`${tab}-tab`).waitFor();
      await page.screenshot({ path: join(SHOTS_DIR, `model-${tab}-zh.png`), fullPage: true });
      const text = await page.locator('body').innerText();
      expect(
        english.filter(([, value]) => text.includes(value)).map(([key]) => key),
        tab,
      ).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
