import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startMockProviderServer, type TMockProviderServer } from '@app/llm/testing';
import { SHARED_DOCUMENTS, startSearchTestServer, type TSearchTestServer } from '@app/web-search/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptedResearchModel } from '../../server/src/research/research.test-helper.js';
import { type AppServer, startAppServer } from '../../server/src/test/spawn-server.js';
import enLlm from '../src/locales/en/llm.json' with { type: 'json' };
import { launchBrowser } from './support/browser.js';

const PACK_DIR = fileURLToPath(new URL('../../../../shared/data/pack', import.meta.url));
const SHOTS_DIR = fileURLToPath(new URL('../../../test-results/e2e', import.meta.url));
const TAVILY_KEY = 'tvly-test-key';
const EDITED_TITLE = 'Coca-Cola: worth its premium?';

let provider: TMockProviderServer;
let search: TSearchTestServer;
let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [provider, search, server, browser] = await Promise.all([
    startMockProviderServer(),
    startSearchTestServer({
      pages: {
        '/pages/ko-10-k.html': {
          file: `${SHARED_DOCUMENTS}10k_html/ko-10-k-2025-02-20.html`,
          contentType: 'text/html',
        },
      },
    }),
    startAppServer({ env: { MARKET_DATA_DIR: PACK_DIR, MARKET_DATA_MODE: 'pack' } }),
    launchBrowser(),
  ]);
  search.setHits([
    { title: 'The Coca-Cola Company 10-K', url: `${search.url}/pages/ko-10-k.html`, snippet: 'Annual report 2024.' },
  ]);
  context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await provider?.close();
  await search?.close();
});

async function addProvider(factory: string, fields: Record<string, string>, modelType?: string) {
  await page.getByTestId('llm-factory-select').selectOption(factory);
  const form = page.getByTestId('llm-add-form');
  for (const [name, value] of Object.entries(fields)) await form.locator(`[name="${name}"]`).fill(value);
  if (modelType) await form.locator('[name="model_type"]').selectOption(modelType);
  await page.getByTestId('llm-add-submit').click();
}

const phase = () => page.getByTestId('research-phase').getAttribute('data-phase');

describe('deep research in the browser', () => {
  it('drafts a plan, takes an edit, shows the collection as it runs and delivers a cited report', async () => {
    // A chat model (the local provider) as the default, and Tavily (the local search server).
    await page.goto(`${server.baseUrl}/settings/model-providers`);
    await page.getByTestId('model-providers-screen').waitFor();
    await addProvider('OpenAI-API-Compatible', { llm_name: 'scripted-chat', base_url: `${provider.url}/v1` }, 'chat');
    await page.getByTestId('llm-model-row').first().waitFor();
    const defaults = page.getByTestId('llm-defaults-form');
    const chatModel = defaults.locator('[name="llm_id"]');
    const option = await chatModel.locator('option', { hasText: 'scripted-chat' }).getAttribute('value');
    await chatModel.selectOption(option as string);
    await defaults.locator('button[type="submit"]').click();
    await page.getByRole('status').filter({ hasText: enLlm.defaults.saved }).waitFor();
    await addProvider('Tavily', { api_key: TAVILY_KEY, base_url: search.url });
    await expect.poll(() => page.getByTestId('llm-model-row').count()).toBe(2);
    provider.script(...Array.from({ length: 20 }, () => scriptedResearchModel()));

    // The request, from the More menu's Research screen.
    await page.getByTestId('nav-more').click();
    await page.getByTestId('nav-research').click();
    const form = page.getByTestId('new-research-form');
    await form.locator('[name="request"]').fill('A stock pitch on Coca-Cola');
    await form.locator('button[type="submit"]').click();
    await expect.poll(phase, { timeout: 60_000 }).toBe('plan_review');
    await expect.poll(() => page.getByTestId('plan-requirement').count()).toBe(2);
    expect(await page.getByTestId('plan-note').count()).toBe(0);

    // The plan edited and saved.
    await page.getByTestId('research-action-edit').click();
    await page.getByTestId('plan-editor').locator('[name="title"]').fill(EDITED_TITLE);
    await page.getByTestId('plan-save').click();
    await expect.poll(() => page.getByTestId('plan-card').getAttribute('data-state')).toBe('saved');
    await expect.poll(() => page.getByTestId('plan-title').innerText()).toBe(EDITED_TITLE);

    // Accepted: the collection's steps appear as they happen, both requirements complete.
    await page.getByTestId('research-action-accept').click();
    await expect.poll(phase, { timeout: 90_000 }).toBe('collection_review');
    const states = await page
      .getByTestId('research-event')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state')));
    expect(states).toEqual(
      expect.arrayContaining(['in_progress', 'searching', 'search_complete', 'completed', 'collection_complete']),
    );
    expect(await page.getByTestId('research-source').count()).toBe(2);
    // The DCF source opens the model the research built.
    expect(await page.getByTestId('research-source').first().locator('a').getAttribute('href')).toMatch(
      /^\/models\/[0-9a-f-]{36}$/,
    );

    // The report, its DCF figure cited to the model, downloadable as Markdown and Word.
    await page.getByTestId('research-action-proceed').click();
    await expect
      .poll(() => page.getByTestId('research-report').getAttribute('data-state'), { timeout: 60_000 })
      .toBe('generated');
    const report = page.getByTestId('research-report-body');
    await expect.poll(() => report.innerText()).toMatch(/Our DCF values the shares at \d+\.\d{2} USD/);
    expect(await page.getByTestId('research-citation').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS_DIR}/research-report.png`, fullPage: true });

    await page.getByTestId('research-download').click();
    const markdownDownload = page.waitForEvent('download');
    await page.getByTestId('research-download-md').click();
    const markdown = await markdownDownload;
    expect(markdown.suggestedFilename()).toBe('Coca-Cola worth its premium.md');
    const text = readFileSync((await markdown.path()) as string, 'utf8');
    expect(text).toContain(`# ${EDITED_TITLE}`);
    expect(text).toMatch(/\[\^S1\]: .* — DCF/);
    await page.getByTestId('research-download').click();
    const wordDownload = page.waitForEvent('download');
    await page.getByTestId('research-download-docx').click();
    const word = await wordDownload;
    expect(word.suggestedFilename()).toMatch(/\.docx$/);
    expect(
      readFileSync((await word.path()) as string)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    await page.getByTestId('research-action-accept_final_report').click();
    await expect.poll(phase).toBe('done');
  });
});
