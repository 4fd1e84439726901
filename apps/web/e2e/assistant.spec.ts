import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KB_RUN } from '@app/contract';
import { startMockProviderServer, type TMockProviderServer, type TRecordedRequest } from '@app/llm/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../../server/src/test/spawn-server.js';
import enChat from '../src/locales/en/chat.json' with { type: 'json' };
import enKnowledge from '../src/locales/en/knowledge.json' with { type: 'json' };
import enLlm from '../src/locales/en/llm.json' with { type: 'json' };
import { launchBrowser } from './support/browser.js';

/** Apple's 10-K for fiscal 2024 in ../shared/data, read in place (no network, no copy). */
const FILING = fileURLToPath(
  new URL('../../../../shared/data/documents/10k_html/aapl-10-k-2024-11-01.html', import.meta.url),
);
const SHOTS_DIR = fileURLToPath(new URL('../../../test-results/e2e', import.meta.url));

const KB_NAME = '10-K filings';
const ASSISTANT_NAME = 'Filings analyst';
const QUESTION = 'What was Apple’s total net sales in fiscal 2024?';
/** The income statement's revenue for fiscal 2024, in millions, as the filing prints it. */
const NET_SALES = '391,035';

let provider: TMockProviderServer;
let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [provider, server, browser] = await Promise.all([startMockProviderServer(), startAppServer(), launchBrowser()]);
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

type TPromptPassage = { id: number; pages: string; content: string };

/** The numbered passages of an assistant's system prompt (`ID: n`, `├── Page: …`, `└── Content:`). */
function promptPassages(request: TRecordedRequest): TPromptPassage[] {
  const messages = (request.body.messages ?? []) as { role: string; content: unknown }[];
  const system = messages
    .filter((message) => message.role === 'system')
    .map((message) => (typeof message.content === 'string' ? message.content : JSON.stringify(message.content)))
    .join('\n');
  return system
    .split(/^ID: (?=\d+\n)/mu)
    .slice(1)
    .map((block) => ({
      id: Number.parseInt(block, 10),
      pages: /^├── Page: (.+)$/mu.exec(block)?.[1]?.trim() ?? '',
      content: block.slice(block.indexOf('└── Content:') + '└── Content:'.length),
    }));
}

/**
 * The income statement among the passages: the one with the "Total net sales" row at 391,035 that
 * goes on to cost of sales and gross margin (the revenue note and the segment note carry the same
 * total, but not those lines).
 */
function incomeStatement(passages: TPromptPassage[]): TPromptPassage | undefined {
  return passages.find(
    (passage) =>
      /Total net sales/iu.test(passage.content) &&
      passage.content.includes(NET_SALES) &&
      /Cost of sales/iu.test(passage.content) &&
      /Gross margin/iu.test(passage.content),
  );
}

/** Parse progress as the dataset tab shows it, until it ends. */
async function waitForParse(): Promise<void> {
  const status = page
    .getByTestId('document-row')
    .filter({ hasText: basename(FILING) })
    .getByTestId('parse-status');
  const hasEnded = async () => {
    const run = Number(await status.getAttribute('data-run'));
    return run === KB_RUN.DONE || run === KB_RUN.FAIL;
  };
  await expect.poll(hasEnded, { timeout: 240_000, interval: 500 }).toBe(true);
  expect(await status.getByTestId('parse-state').innerText()).toBe(enKnowledge.run.done);
}

describe('an assistant over a 10-K, in the browser', () => {
  it('answers the year’s revenue with a citation that opens the income statement’s page', async () => {
    // A knowledge base with Apple's 10-K, parsed with the built-in embedding model.
    await page.goto(`${server.baseUrl}/knowledge`);
    await page.getByTestId('kb-create').click();
    await page.getByTestId('kb-create-form').locator('input[name="name"]').fill(KB_NAME);
    await page.getByTestId('kb-create-form').locator('button[type="submit"]').click();
    await page.getByTestId('kb-configuration').waitFor();
    await page.getByTestId('kb-tab-dataset').click();
    await page.getByTestId('kb-dataset').waitFor();
    const datasetUrl = page.url();
    await page.getByTestId('upload-input').setInputFiles(FILING);
    await page
      .getByTestId('document-row')
      .filter({ hasText: basename(FILING) })
      .waitFor({ timeout: 30_000 });
    // While it parses, the local provider is added as the user's default chat model.
    await page.goto(`${server.baseUrl}/settings/model-providers`);
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
    await page.getByRole('status').filter({ hasText: enLlm.defaults.saved }).waitFor();
    await page.goto(datasetUrl);
    await page.getByTestId('kb-dataset').waitFor();
    await waitForParse();

    // An assistant over that knowledge base, made on the Assistants screen.
    await page.goto(`${server.baseUrl}/assistants`);
    await page.getByTestId('assistant-create').click();
    const dialog = page.getByTestId('assistant-form');
    await dialog.locator('input[name="name"]').fill(ASSISTANT_NAME);
    await page.getByTestId('assistant-kbs').getByLabel(KB_NAME).check();
    // Twelve passages instead of six: a 10-K's prose about net sales outranks its income statement
    // for this question (eighth of the passages retrieved), and the statement is what is cited.
    await page.getByTestId('assistant-tab-prompt').click();
    await dialog.locator('input[name="top_n"]').fill('12');
    await dialog.locator('button[type="submit"]').click();
    const card = page.getByTestId('assistant-card').filter({ hasText: ASSISTANT_NAME });
    await card.getByTestId('assistant-ready').waitFor();
    await card.getByTestId('assistant-chat').click();
    await page.getByTestId('assistant-chat-screen').waitFor();

    // The model answers from the prompt it was given: it cites the income statement's passage by
    // the number the server gave it there.
    let cited: TPromptPassage | undefined;
    let given: TPromptPassage[] = [];
    provider.script((request) => {
      given = promptPassages(request);
      cited = incomeStatement(given);
      return cited
        ? { text: ['Apple’s total net sales in fiscal 2024 were ', `$${NET_SALES} million [ID:${cited.id}].`] }
        : { text: ['The passages do not hold the income statement.'] };
    });
    await page.getByTestId('chat-input').fill(QUESTION);
    await page.getByTestId('chat-send').click();
    // The new conversation opens with the assistant's opener; the answer is the reply after it.
    const reply = page.getByTestId('assistant-messages').getByTestId('chat-reply').nth(1);
    await expect.poll(() => reply.getAttribute('data-status'), { timeout: 60_000 }).toBe('complete');
    const summaries = given.map((passage) => `${passage.id} (p. ${passage.pages}): ${passage.content.slice(0, 100)}`);
    expect(cited, `the income statement among the prompt's passages:\n${summaries.join('\n')}`).toBeDefined();
    const passage = cited as TPromptPassage;

    // The answer shows the figure with one numbered marker; its card names the document and page.
    const answer = reply.getByTestId('assistant-answer');
    expect(await answer.innerText()).toContain(NET_SALES);
    const marker = answer.getByTestId('assistant-citation');
    expect(await marker.count()).toBe(1);
    await marker.hover();
    const hoverCard = answer.getByTestId('assistant-citation-card');
    await hoverCard.waitFor({ state: 'visible' });
    const cardText = await hoverCard.innerText();
    expect(cardText).toContain(basename(FILING));
    expect(cardText).toContain(enChat.source.pages.replace('{{pages}}', passage.pages));
    expect(cardText).toMatch(/Total net sales/iu);
    await page.screenshot({ path: join(SHOTS_DIR, 'assistant-cited-answer.png'), fullPage: true });

    // A click opens the document at that passage: the income statement, on its page.
    await marker.click();
    await page.getByTestId('chunks-screen').waitFor();
    expect(await page.getByTestId('chunks-document').innerText()).toBe(basename(FILING));
    const opened = page.getByTestId('chunk-card').and(page.locator('[data-cited="true"]'));
    await opened.waitFor();
    const isOnScreen = () =>
      opened.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      });
    await expect.poll(isOnScreen).toBe(true);
    const pageLabel = passage.pages.includes('–')
      ? enKnowledge.chunks.pages
          .replace('{{from}}', passage.pages.split('–')[0] ?? '')
          .replace('{{to}}', passage.pages.split('–')[1] ?? '')
      : enKnowledge.chunks.page.replace('{{page}}', passage.pages);
    expect(await opened.getByTestId('chunk-pages').innerText()).toBe(pageLabel);
    const openedText = await opened.innerText();
    expect(openedText).toMatch(/Total net sales/iu);
    expect(openedText).toContain(NET_SALES);
    expect(openedText).toContain('CONSOLIDATED STATEMENTS OF OPERATIONS');
    await page.screenshot({ path: join(SHOTS_DIR, 'assistant-citation-opened.png') });
  }, 300_000);
});
