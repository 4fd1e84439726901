import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../../server/src/test/spawn-server.js';
import enDocuments from '../src/locales/en/documents.json' with { type: 'json' };
import enValuation from '../src/locales/en/valuation.json' with { type: 'json' };
import zhDocuments from '../src/locales/zh/documents.json' with { type: 'json' };
import { launchBrowser } from './support/browser.js';

/** A real 10-K, read in place from ../shared/data (never copied into the repository). */
const TEN_K = fileURLToPath(
  new URL('../../../../shared/data/documents/10k_html/aapl-10-k-2024-11-01.html', import.meta.url),
);
/** A 10-K as a PDF: its pages are drawn by pdf.js in the browser. */
const TEN_K_PDF = fileURLToPath(
  new URL('../../../../shared/data/documents/pdf/nke-10-k-fy2023-2023-05-31.pdf', import.meta.url),
);
/** The real market data pack (rates, index, prices) the model is valued with, read in place. */
const PACK_DIR = fileURLToPath(new URL('../../../../shared/data/pack', import.meta.url));
/** Screenshots, kept as test artifacts (git-ignored). */
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

/** The number a `<Figure>` holds, or null for a dash. */
async function figureValue(page: Page, selector: string): Promise<number | null> {
  const value = await page.locator(selector).first().getAttribute('data-value');
  return value === null ? null : Number(value);
}

describe('a private-company document, as a new user audits it', () => {
  it('uploads a 10-K, follows its extraction, fixes a value on the audit screen, confirms the statements and creates the model', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(String(error)));

    // New model › Private company: the file, the company's name and year, then upload.
    await page.goto(`${server.baseUrl}/models/new`);
    await page.getByTestId('company-kind-private').click();
    await page.getByTestId('file-input').setInputFiles(TEN_K);
    await page.getByTestId('upload-company-name').fill('Apple Inc.');
    await page.getByTestId('upload-fiscal-year').fill('2024');
    await page.getByTestId('upload-submit').click();

    // The extraction's steps, then the way to the review.
    await page.getByTestId('task-progress').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: join(SHOTS_DIR, 'private-upload-progress.png'), fullPage: true });
    await page.getByTestId('task-review').waitFor({ timeout: 90_000 });
    expect(await page.getByTestId('task-status').innerText()).toBe(enDocuments.status.awaitingAudit);
    for (const step of ['parsing', 'extracting', 'categorizing', 'validating']) {
      expect(await page.getByTestId(`task-step-${step}`).getAttribute('data-state')).toBe('done');
    }
    await page.screenshot({ path: join(SHOTS_DIR, 'private-upload-ready.png'), fullPage: true });

    // The documents list has it; the audit opens from the review link.
    await page.getByTestId('task-review').click();
    await page.waitForURL(/\/documents\/[0-9a-f-]{36}\/audit$/);
    await page.getByTestId('lines-table').waitFor();
    expect(await page.getByTestId('audit-title').innerText()).toBe('Apple Inc.');
    const tabs = await page.getByRole('tab').allInnerTexts();
    expect(tabs.some((tab) => tab.startsWith(enDocuments.statementType.incomeStatement))).toBe(true);
    expect(tabs.some((tab) => tab.startsWith(enDocuments.statementType.balanceSheet))).toBe(true);
    await page.getByTestId('table-picture').waitFor();
    await page.screenshot({ path: join(SHOTS_DIR, 'private-audit.png'), fullPage: true });

    // In Chinese, no English text of these screens is left (account labels and the document's own text
    // aside, which are not the interface's).
    await page.getByTestId('language-switcher').selectOption('zh');
    await page.getByTestId('audit-status').filter({ hasText: zhDocuments.status.awaitingAudit }).waitFor();
    const chinese = new Map(strings(zhDocuments));
    const english = strings(enDocuments).filter(
      ([key, text]) => text.length > 8 && !text.includes('{{') && chinese.get(key) !== text,
    );
    const chineseText = await page.evaluate(() => {
      const copy = document.body.cloneNode(true) as HTMLElement;
      for (const source of copy.querySelectorAll('[data-testid="table-picture"]')) source.remove();
      return copy.textContent ?? '';
    });
    expect(english.filter(([, text]) => chineseText.includes(text)).map(([key]) => key)).toEqual([]);
    await page.screenshot({ path: join(SHOTS_DIR, 'private-audit-zh.png'), fullPage: true });
    await page.getByTestId('language-switcher').selectOption('en');
    await page.getByTestId('audit-status').filter({ hasText: enDocuments.status.awaitingAudit }).waitFor();

    // Fix one value: a line that misses its formula gets its calculated value; with none, revenue is
    // corrected by hand (then it is the line kept as edited).
    await page.getByTestId('statement-tab-income_statement').first().click();
    const gapRow = page.locator('[data-testid="line-row"][data-has-gap="true"]').first();
    const row =
      (await gapRow.count()) > 0 ? gapRow : page.locator('[data-testid="line-row"][data-account="revenue"]').first();
    const lineId = await row.getAttribute('data-line');
    const target =
      (await gapRow.count()) > 0
        ? await figureValue(page, `[data-line="${lineId}"] [data-testid="line-gap"]`).then(async (gap) => {
            const printed = Number(await row.getByTestId('line-value').inputValue());
            return printed - (gap ?? 0);
          })
        : Number(await row.getByTestId('line-value').inputValue()) + 1;
    await row.getByTestId('line-value').fill(String(target));
    await row.getByTestId('line-value').press('Enter');
    const edited = page.locator(`[data-line="${lineId}"] [data-testid="line-extracted"]`);
    await edited.waitFor();
    expect(await edited.innerText()).toMatch(/^Extracted: /);
    expect(Number(await page.locator(`[data-line="${lineId}"] [data-testid="line-value"]`).inputValue())).toBeCloseTo(
      target,
      6,
    );
    await page.getByTestId('audit-status').filter({ hasText: enDocuments.status.auditing }).waitFor();

    // Confirm, acknowledging the differences if any line still misses its formula.
    const panel = page.getByTestId('confirm-panel');
    if (Number(await panel.getAttribute('data-gaps')) > 0) {
      expect(await page.getByTestId('confirm').isDisabled()).toBe(true);
      await page.getByTestId('acknowledge-gaps').check();
    }
    await page.getByTestId('confirm').click();
    await page.locator('[data-testid="confirm-panel"][data-state="confirmed"]').waitFor();
    expect(await page.getByTestId('audit-status').innerText()).toBe(enDocuments.status.confirmed);
    expect(await page.getByTestId('line-value').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS_DIR, 'private-audit-confirmed.png'), fullPage: true });

    // A model of the company from its confirmed statements, followed until it opens.
    await page.getByTestId('create-private-model').click();
    const dialog = page.getByTestId('create-model-dialog');
    expect(await dialog.getByTestId('create-model-name').inputValue()).toBe('Apple Inc.');
    await dialog.getByTestId('create-model-start').click();
    await page.getByTestId('model-status').waitFor();
    await page.screenshot({ path: join(SHOTS_DIR, 'private-model-creating.png'), fullPage: true });
    await dialog.getByText(enValuation.status.success).waitFor({ timeout: 90_000 });
    await page.waitForURL(/\/models\/[0-9a-f-]{36}\/overview$/);
    const implied = Number(await page.getByTestId('implied-price').getAttribute('data-value'));
    expect(Number.isFinite(implied)).toBe(true);
    expect(await page.getByTestId('nav-documents').getAttribute('aria-current')).toBeNull();
    await page.screenshot({ path: join(SHOTS_DIR, 'private-model-overview.png'), fullPage: true });

    // The documents list shows it confirmed.
    await page.getByTestId('nav-documents').click();
    const listed = page.getByTestId('document-row').first();
    await listed.waitFor();
    expect(await listed.getByTestId('document-status').innerText()).toBe(enDocuments.status.confirmed);
    expect(Number(await listed.getByTestId('document-statements').innerText())).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: join(SHOTS_DIR, 'private-documents.png'), fullPage: true });

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('draws the PDF page a statement was read from beside its lines', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => consoleErrors.push(String(error)));
    // pdf.js's worker, decoders and fonts must all pass the app's Content-Security-Policy.
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) consoleErrors.push(message.text());
    });
    const pdfRequests: string[] = [];
    page.on('request', (request) => {
      if (/pdf\.worker|pdf-pages/.test(request.url())) pdfRequests.push(request.url());
    });

    const opened = await page.goto(`${server.baseUrl}/models/new?kind=private`);
    expect(opened?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByTestId('file-input').setInputFiles(TEN_K_PDF);
    await page.getByTestId('upload-submit').click();
    // pdf.js is not part of the upload page.
    expect(pdfRequests).toEqual([]);
    await page.getByTestId('task-review').click({ timeout: 120_000 });
    await page.getByTestId('lines-table').waitFor();
    const canvas = page.locator('[data-testid="pdf-canvas"][data-state="drawn"]');
    await canvas.waitFor({ timeout: 30_000 });
    const statementPage = Number(await canvas.getAttribute('data-page'));
    expect(statementPage).toBeGreaterThan(1);
    expect(await page.getByTestId('pdf-page-number').innerText()).toMatch(/^Page \d+ of \d+/);
    // Something was drawn: the canvas is not blank.
    const inked = await canvas.evaluate((element) => {
      const context2d = (element as HTMLCanvasElement).getContext('2d');
      const { data } = context2d?.getImageData(0, 0, element.clientWidth, element.clientHeight) ?? { data: [] };
      let dark = 0;
      for (let index = 0; index < data.length; index += 4) if ((data[index] ?? 255) < 128) dark += 1;
      return dark;
    });
    expect(inked).toBeGreaterThan(500);
    expect(pdfRequests.some((url) => url.includes('pdf.worker'))).toBe(true);
    await page.screenshot({ path: join(SHOTS_DIR, 'private-audit-pdf.png'), fullPage: true });

    await page.getByTestId('pdf-next').click();
    await page.locator(`[data-testid="pdf-canvas"][data-page="${statementPage + 1}"][data-state="drawn"]`).waitFor();
    await page.getByTestId('source-show-table').click();
    await page.getByTestId('table-picture').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
