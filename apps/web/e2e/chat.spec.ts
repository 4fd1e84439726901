import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VALIDATION_MESSAGES } from '@app/contract';
import { startMockProviderServer, type TMockProviderServer } from '@app/llm/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../../server/src/test/spawn-server.js';
import enValuation from '../src/locales/en/valuation.json' with { type: 'json' };
import { launchBrowser } from './support/browser.js';

/** The real data pack in ../shared/data, read in place (no network). */
const PACK_DIR = fileURLToPath(new URL('../../../../shared/data/pack', import.meta.url));
const SHOTS_DIR = fileURLToPath(new URL('../../../test-results/e2e', import.meta.url));

let provider: TMockProviderServer;
let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // The model provider is a local server of ours speaking the OpenAI protocol, with scripted replies.
  [provider, server, browser] = await Promise.all([
    startMockProviderServer(),
    startAppServer({ env: { MARKET_DATA_DIR: PACK_DIR, MARKET_DATA_MODE: 'pack' } }),
    launchBrowser(),
  ]);
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

/** Every number written in a text (1,234.5 and 0.0953 alike). */
function numbersIn(text: string): number[] {
  return (text.match(/-?\d[\d,]*(\.\d+)?/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
}

async function lastReply() {
  return page.getByTestId('chat-reply').last();
}

describe('the chat assistant, in the browser', () => {
  it('says what to add without a chat model, then answers from the user’s model through a tool, stops a stream and refuses a 6 MB image', async () => {
    // A model of NVIDIA, and its WACC as the WACC tab shows it.
    await page.goto(`${server.baseUrl}/models/new`);
    await page.getByTestId('ticker-search').fill('NVDA');
    await page.getByTestId('search-option-NVDA').click();
    await page.getByTestId('create-model').click();
    await page.getByText(enValuation.status.success).waitFor({ timeout: 60_000 });
    await page.getByTestId('tab-wacc').click();
    const wacc = Number(await page.getByTestId('wacc-value').getAttribute('data-value'));
    expect(wacc).toBeGreaterThan(0);

    // Without a chat model, the chat says what to add and where.
    await page.getByTestId('nav-chat').click();
    await page.getByTestId('chat-not-configured').waitFor();
    await page.getByTestId('chat-model-providers-link').click();

    // Add the local provider as an OpenAI-compatible chat model, and make it the default.
    await page.getByTestId('model-providers-screen').waitFor();
    await page.getByTestId('llm-factory-select').selectOption('OpenAI-API-Compatible');
    const form = page.getByTestId('llm-add-form');
    await form.locator('[name="llm_name"]').fill('scripted-chat');
    await form.locator('[name="model_type"]').selectOption('chat');
    await form.locator('[name="base_url"]').fill(`${provider.url}/v1`);
    await page.getByTestId('llm-add-submit').click();
    await page.getByTestId('llm-model-row').first().waitFor();
    const defaults = page.getByTestId('llm-defaults-form');
    const chatModel = defaults.locator('[name="llm_id"]');
    const option = await chatModel.locator('option', { hasText: 'scripted-chat' }).getAttribute('value');
    await chatModel.selectOption(option as string);
    await defaults.locator('button[type="submit"]').click();
    await expect.poll(() => page.getByRole('status').allInnerTexts()).not.toEqual([]);

    // "What is NVDA's WACC in my model?": the model calls get_model, our server runs it on the saved
    // model, and the tool's card shows the figure the WACC tab shows.
    provider.script(
      { toolCalls: [{ name: 'get_model', arguments: { ticker: 'NVDA' } }] },
      { text: ['The WACC of your NVDA model ', 'is in the card above [1].'] },
    );
    await page.goto(`${server.baseUrl}/chat`);
    await page.getByTestId('chat-input').fill('What is NVDA’s WACC in my model?');
    await page.getByTestId('chat-send').click();
    const reply = await lastReply();
    await expect.poll(() => reply.getAttribute('data-status'), { timeout: 30_000 }).toBe('complete');
    expect(await reply.getByTestId('chat-markdown').innerText()).toContain('The WACC of your NVDA model');
    const card = reply.getByTestId('chat-tool-card').first();
    await card.locator('summary').click();
    const shown = numbersIn(await card.innerText());
    expect(shown.some((n) => Math.abs(n - wacc) < 1e-9 || Math.abs(n - wacc * 100) < 0.01)).toBe(true);
    expect(await reply.getByTestId('chat-source').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS_DIR, 'chat-tool-card.png'), fullPage: true });
    // The tool call went to the provider as the protocol says: a second request carrying its result.
    const chats = () => provider.requests.filter((request) => request.path.endsWith('/chat/completions'));
    expect(chats().some((request) => JSON.stringify(request.body).includes('"role":"tool"'))).toBe(true);
    // The follow-up questions are asked of the provider once the reply is saved: let that request
    // take its (unscripted) answer before the next reply is scripted.
    const isFollowUps = (request: { body: unknown }) => JSON.stringify(request.body).includes('follow-up questions');
    await expect.poll(() => chats().some(isFollowUps), { timeout: 15_000 }).toBe(true);

    // A reply stopped mid-stream: the provider's request is aborted, the reply kept as stopped.
    provider.script({ text: ['Counting: one', ', two', ', three', ', four'], stallAfter: 2 });
    await page.getByTestId('chat-input').fill('Count slowly.');
    await page.getByTestId('chat-send').click();
    const streaming = await lastReply();
    await expect.poll(() => streaming.innerText(), { timeout: 30_000 }).toContain('Counting: one');
    await page.getByTestId('chat-stop').click();
    await expect.poll(() => streaming.getAttribute('data-status')).toBe('aborted');
    await expect.poll(() => provider.requests.at(-1)?.isAborted, { timeout: 15_000 }).toBe(true);

    // An image over 5 MB is refused before it is sent, with the product's message.
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(6 * 1024 * 1024),
    ]);
    await page.getByTestId('chat-image-input').setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: png });
    expect(await page.getByTestId('chat-image-error').innerText()).toContain(VALIDATION_MESSAGES.image_too_large.en);
    expect(await page.getByTestId('chat-attachment').count()).toBe(0);
  });
});
