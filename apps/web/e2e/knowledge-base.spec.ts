import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KB_RUN } from '@app/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../../server/src/test/spawn-server.js';
import enCommon from '../src/locales/en/common.json' with { type: 'json' };
import enKnowledge from '../src/locales/en/knowledge.json' with { type: 'json' };
import esCommon from '../src/locales/es/common.json' with { type: 'json' };
import idCommon from '../src/locales/id/common.json' with { type: 'json' };
import zhCommon from '../src/locales/zh/common.json' with { type: 'json' };
import zhTraditionalCommon from '../src/locales/zh-TRADITIONAL/common.json' with { type: 'json' };
import { launchBrowser } from './support/browser.js';

/** The real filings in ../shared/data, read in place (no network, no copy). */
const DATA_DIR = fileURLToPath(new URL('../../../../shared/data', import.meta.url));
/** Apple's 10-K for fiscal 2024 (1.5 MB, the smallest 10-K of the set), and the XBRL facts of the same filing. */
const FILING = join(DATA_DIR, 'documents/10k_html/aapl-10-k-2024-11-01.html');
const FILING_FACTS = join(DATA_DIR, 'sec/companyfacts_derived_ixbrl/CIK0000320193_AAPL_10-K_2024-11-01.json');
const SHOTS_DIR = fileURLToPath(new URL('../../../test-results/e2e', import.meta.url));

const KB_NAME = 'Apple filings';
/** Each language's header words, to know when a language change has reached the screen. */
const COMMON = { en: enCommon, es: esCommon, zh: zhCommon, 'zh-TRADITIONAL': zhTraditionalCommon, id: idCommon };

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

type TRevenueFact = { start: string; end: string; val: number; fy: number; form: string };

/**
 * The filing's revenue for its latest fiscal year, from its own inline XBRL facts, written as the
 * income statement prints it: in millions, with thousands separators (Apple's "(In millions ...)").
 */
function latestRevenue(): { year: number; printed: string } {
  const facts = JSON.parse(readFileSync(FILING_FACTS, 'utf8')) as {
    facts: { 'us-gaap': Record<string, { units: { USD: TRevenueFact[] } }> };
  };
  const annual = (facts.facts['us-gaap'].RevenueFromContractWithCustomerExcludingAssessedTax?.units.USD ?? [])
    .filter((fact) => fact.form === '10-K')
    .sort((a, b) => a.end.localeCompare(b.end));
  const latest = annual.at(-1);
  if (!latest) throw new Error(`no annual revenue fact in ${FILING_FACTS}`);
  return { year: Number(latest.end.slice(0, 4)), printed: Math.round(latest.val / 1e6).toLocaleString('en-US') };
}

/** The rows of the tables inside `scope`, each as the text of its cells. */
function tableRows(scope: Locator): Promise<string[][]> {
  return scope
    .locator('table tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').trim())),
    );
}

/** Whether a table row carries the revenue line: its label, and the figure in one of its cells. */
function isRevenueRow(cells: string[], label: RegExp, figure: string): boolean {
  return cells.some((cell) => label.test(cell)) && cells.some((cell) => cell.replace(/[$\s]/g, '') === figure);
}

describe('knowledge bases, in the browser', () => {
  it('reaches every place from a one-row header at 1280 and 1440 px, in every language, with a keyboard menu', async () => {
    await page.goto(`${server.baseUrl}/knowledge`);
    await page.getByTestId('kb-list-screen').waitFor();
    await page.getByTestId('user-menu').locator('a').first().waitFor();
    const header = page.getByTestId('site-header');
    for (const [language, common] of Object.entries(COMMON)) {
      await page.getByTestId('language-switcher').selectOption(language);
      await expect.poll(() => page.getByTestId('nav-knowledge').innerText()).toBe(common.nav.knowledge);
      expect(await page.getByTestId('nav-more').innerText()).toBe(common.nav.more);
      // Widest first, so the screenshot below shows the narrowest.
      for (const width of [1440, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const where = `${language} at ${width}`;
        // No link of the bar is scrolled out of sight…
        const hidden = await page.getByTestId('nav-primary').evaluate((links) => links.scrollWidth - links.clientWidth);
        expect(hidden, where).toBeLessThanOrEqual(0);
        // …each is wholly on screen, on the one row of the header's controls.
        const boxes = await header.locator('a, button, select').evaluateAll((elements) =>
          elements
            .filter((element) => (element as HTMLElement).offsetParent !== null)
            .map((element) => {
              const box = element.getBoundingClientRect();
              return { id: element.getAttribute('data-testid'), top: box.top, left: box.left, right: box.right };
            }),
        );
        const ids = boxes.map((box) => box.id);
        for (const id of ['nav-new-model', 'nav-my-models', 'nav-documents', 'nav-chat', 'nav-knowledge', 'nav-more']) {
          expect(ids, where).toContain(id);
        }
        expect(Math.max(...boxes.map((box) => box.right)), where).toBeLessThanOrEqual(width);
        expect(Math.min(...boxes.map((box) => box.left)), where).toBeGreaterThanOrEqual(0);
        const tops = boxes.map((box) => box.top);
        expect(Math.max(...tops) - Math.min(...tops), where).toBeLessThan(12);
      }
      await page.screenshot({ path: join(SHOTS_DIR, `kb-header-${language}.png`), clip: headerClip(1280) });
    }
    await page.getByTestId('language-switcher').selectOption('en');
    await expect.poll(() => page.getByTestId('nav-knowledge').innerText()).toBe(enCommon.nav.knowledge);
    await page.setViewportSize({ width: 1440, height: 900 });

    // The "More" menu from the keyboard: Enter opens it, Down reaches Research, then Files, Escape
    // closes it and the focus is back on the button; then Files is chosen from it.
    const more = page.getByTestId('nav-more');
    await more.focus();
    await page.keyboard.press('Enter');
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    const list = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
    expect(await list.isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('nav-research');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('nav-files');
    await page.screenshot({
      path: join(SHOTS_DIR, 'kb-header-more.png'),
      clip: { x: 0, y: 0, width: 1440, height: 200 },
    });
    await page.keyboard.press('Escape');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('nav-more');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('nav-files');
    await page.keyboard.press('Enter');
    await page.getByTestId('files-screen').waitFor();
    expect(new URL(page.url()).pathname).toBe('/files');
    expect(await more.getAttribute('data-current')).toBe('true');
  });

  it('parses a real 10-K with the built-in embedding model, and the retrieval test finds its revenue table', async () => {
    const revenue = latestRevenue();
    const revenueLabel = /^Total net sales$/i;
    const timings: Record<string, number> = {};

    // A knowledge base, created from the Knowledge bases screen (it opens on its configuration).
    await page.getByTestId('nav-knowledge').click();
    await page.getByTestId('kb-create').click();
    await page.getByTestId('kb-create-form').locator('input[name="name"]').fill(KB_NAME);
    await page.getByTestId('kb-create-form').locator('button[type="submit"]').click();
    await page.getByTestId('kb-configuration').waitFor();
    expect(await page.getByTestId('kb-name').innerText()).toBe(KB_NAME);
    await page.getByTestId('kb-tab-dataset').click();
    await page.getByTestId('kb-dataset').waitFor();

    // The filing, uploaded and parsed at once (the switch is on by default).
    expect(await page.getByTestId('upload-parse').isChecked()).toBe(true);
    let started = Date.now();
    await page.getByTestId('upload-input').setInputFiles(FILING);
    const row = page.getByTestId('document-row').filter({ hasText: basename(FILING) });
    await row.waitFor({ timeout: 30_000 });
    timings.upload = Date.now() - started;

    // Watch the parse as the user sees it: RUNNING with a progress bar and the server's message,
    // the bar never going back, then DONE with the chunks counted.
    const status = row.getByTestId('parse-status');
    const seen: { run: number; percent: number | null; message: string }[] = [];
    let isRunningShot = false;
    started = Date.now();
    for (;;) {
      // One read of the element: read piece by piece, a sample could take its state from one
      // render and its bar from the next (RUNNING, then no bar because the parse had just ended).
      const sample = await status.evaluate((element) => {
        const bar = element.querySelector('[role="progressbar"]');
        return {
          run: Number(element.getAttribute('data-run')),
          percent: bar ? Number(bar.getAttribute('aria-valuenow')) : null,
          message: element.querySelector('[data-testid="parse-message"]')?.textContent ?? '',
        };
      });
      const { run, percent } = sample;
      seen.push(sample);
      if (run === KB_RUN.RUNNING && (percent ?? 0) > 0 && !isRunningShot) {
        isRunningShot = true;
        await page.screenshot({ path: join(SHOTS_DIR, 'kb-parse-running.png'), fullPage: true });
      }
      if (run === KB_RUN.DONE || run === KB_RUN.FAIL) break;
      if (Date.now() - started > 240_000)
        throw new Error(`the parse did not end in 240 s: ${JSON.stringify(seen.at(-1))}`);
      await page.waitForTimeout(200);
    }
    timings.parse = Date.now() - started;
    const running = seen.filter((sample) => sample.run === KB_RUN.RUNNING);
    expect(seen.at(-1)?.run, JSON.stringify(seen.at(-1))).toBe(KB_RUN.DONE);
    expect(running.length, 'the parse was seen running').toBeGreaterThan(0);
    expect(running.every((sample) => sample.percent !== null && sample.message.length > 0)).toBe(true);
    const percents = running.map((sample) => sample.percent as number);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(Math.max(...percents), 'the bar moved').toBeGreaterThan(0);
    expect(new Set(running.map((sample) => sample.message)).size, 'the message follows the stages').toBeGreaterThan(1);
    expect(await status.getByTestId('parse-state').innerText()).toBe(enKnowledge.run.done);
    const chunkCount = Number((await row.getByTestId('document-chunks').innerText()).replace(/,/g, ''));
    expect(chunkCount).toBeGreaterThan(50);
    await page.screenshot({ path: join(SHOTS_DIR, 'kb-parse-done.png'), fullPage: true });

    // The retrieval test, asked in the filing's words: the revenue table is among the top results,
    // its question terms marked, with a score.
    await page.getByTestId('kb-tab-retrieval').click();
    await page.getByTestId('kb-retrieval').waitFor();
    await page.getByTestId('retrieval-question').fill(`What were total net sales in ${revenue.year}?`);
    started = Date.now();
    await page.getByTestId('retrieval-form').locator('button[type="submit"]').click();
    await page.getByTestId('retrieval-total').waitFor({ timeout: 30_000 });
    timings.retrieval = Date.now() - started;
    const results = page.getByTestId('retrieval-result');
    const top = Math.min(await results.count(), 3);
    let rank = -1;
    for (let index = 0; index < top; index += 1) {
      const rows = await tableRows(results.nth(index).getByTestId('retrieval-result-content'));
      if (rows.some((cells) => isRevenueRow(cells, revenueLabel, revenue.printed))) {
        rank = index;
        break;
      }
    }
    const summaries = await results.evaluateAll((cards) => cards.map((card) => card.textContent?.slice(0, 120)));
    expect(
      rank,
      `the revenue table (${revenue.printed}) in the top ${top}:\n${summaries.join('\n')}`,
    ).toBeGreaterThanOrEqual(0);
    const found = results.nth(rank);
    expect(await found.getByTestId('retrieval-result-document').innerText()).toBe(basename(FILING));
    const marked = await found.getByTestId('highlight-match').allInnerTexts();
    expect(marked.map((text) => text.toLowerCase())).toEqual(expect.arrayContaining(['net', 'sales']));
    const foundPages = await found.getByTestId('retrieval-result-pages').innerText();
    const similarity = Number(await found.getByTestId('retrieval-score-similarity').innerText());
    expect(similarity).toBeGreaterThanOrEqual(0.2);
    expect(similarity).toBeLessThanOrEqual(1);
    await found.screenshot({ path: join(SHOTS_DIR, 'kb-retrieval-revenue.png') });

    // The document's chunks: the same table (the chunk of the same pages with the revenue row),
    // rendered as a table.
    await page.getByTestId('kb-tab-dataset').click();
    await row.getByTestId('document-open').click();
    await page.getByTestId('chunks-screen').waitFor();
    expect(await page.getByTestId('chunks-document').innerText()).toBe(basename(FILING));
    await page.getByTestId('chunk-search').fill('total net sales');
    const tableChunk = page
      .getByTestId('chunk-card')
      .filter({ has: page.getByTestId('chunk-pages').getByText(foundPages, { exact: true }) })
      .filter({ has: page.getByTestId('chunk-table') })
      .filter({ hasText: revenue.printed })
      .first();
    await tableChunk.waitFor({ timeout: 15_000 });
    const chunkRows = await tableRows(tableChunk.getByTestId('chunk-table'));
    expect(chunkRows.some((cells) => isRevenueRow(cells, revenueLabel, revenue.printed))).toBe(true);
    await tableChunk.screenshot({ path: join(SHOTS_DIR, 'kb-chunks-revenue-table.png') });

    // The file manager keeps the upload in the knowledge base's folder, linked to it.
    await page.getByTestId('nav-more').click();
    await page.getByTestId('nav-files').click();
    await page.getByTestId('files-screen').waitFor();
    await page.getByTestId('file-open-folder').filter({ hasText: '.knowledgebase' }).click();
    await page.getByTestId('file-open-folder').filter({ hasText: KB_NAME }).click();
    // The breadcrumb follows the opened folder once its list has loaded.
    await page.getByTestId('files-breadcrumb').filter({ hasText: KB_NAME }).waitFor();
    const file = page.getByTestId('file-row').filter({ hasText: basename(FILING) });
    await file.waitFor();
    expect(await file.getByTestId('file-kbs').innerText()).toBe(KB_NAME);
    await page.screenshot({ path: join(SHOTS_DIR, 'kb-files-folder.png'), fullPage: true });

    console.info(
      `AAPL 10-K in the browser: ${chunkCount} chunks; upload ${timings.upload} ms, parse ${timings.parse} ms ` +
        `(${running.length} samples while running, ${new Set(running.map((sample) => sample.message)).size} messages), retrieval ${timings.retrieval} ms, revenue table at rank ${rank + 1}`,
    );
  }, 300_000);
});

/** The header's band of the page at a given width. */
function headerClip(width: number) {
  return { x: 0, y: 0, width, height: 72 };
}
