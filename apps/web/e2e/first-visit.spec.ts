import { ERRORS, VALIDATION_MESSAGES } from '@app/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../../server/src/test/spawn-server.js';
import enCommon from '../src/locales/en/common.json' with { type: 'json' };
import enHome from '../src/locales/en/home.json' with { type: 'json' };
import zhCommon from '../src/locales/zh/common.json' with { type: 'json' };
import zhHome from '../src/locales/zh/home.json' with { type: 'json' };
import { AppPage } from './page-models/app-page.js';
import { launchBrowser } from './support/browser.js';

let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every string of a locale namespace, flattened. */
function strings(tree: object): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : strings(value as object)));
}

describe('a new user’s first visit', () => {
  it('gets a temporary account, switches to Chinese, registers, signs out, signs in and reads a failed sign-in', async () => {
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Shanghai' });
    const app = new AppPage(await context.newPage(), server.baseUrl);
    const password = 'Valuation#2026';
    const email = `analyst-${Date.now()}@example.com`;

    // Opening the app creates a temporary account without asking anything.
    await app.open();
    const temp = await app.waitForSession(true);
    expect(temp.authorization).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(temp.deviceSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The session is stored before the menu renders it: wait for the menu, do not read it at once.
    await app.userMenu().getByText(enCommon.userMenu.signUp).waitFor();

    // Switching to 中文 turns the whole interface Chinese, and the choice is remembered.
    await app.chooseLanguage('zh');
    await app.page.getByRole('heading', { name: zhHome.heading }).waitFor();
    expect(await app.page.getAttribute('html', 'lang')).toBe('zh-Hans');
    expect((await app.session()).lng).toBe('zh');
    const chineseText = await app.bodyText();
    expect(chineseText).toContain(zhCommon.userMenu.signUp);
    const leftovers = [...strings(enCommon), ...strings(enHome)].filter(
      (english) => english.length > 5 && !english.includes('{{') && chineseText.includes(english),
    );
    expect(leftovers).toEqual([]);

    // A common password meets the character rules but the server refuses it, next to the field.
    await app.register({ email, nickname: '小明', password: 'Passw0rd!' });
    await app.page.getByText(VALIDATION_MESSAGES.password_weak.zh).waitFor();

    // Registering keeps the temporary user: it becomes the account.
    await app.register({ email, nickname: '小明', password });
    await app.page.getByTestId('user-nickname').filter({ hasText: '小明' }).waitFor();
    const registered = await app.waitForSession(false);
    expect(registered.userId).toBe(temp.userId);
    expect(registered.authorization).not.toBe(temp.authorization);

    // Signing out leaves the visitor as a guest again.
    await app.signOut();
    await app.waitForSession(true);
    await app.userMenu().getByText(zhCommon.userMenu.signIn).waitFor();

    // Signing in with the right password.
    await app.signIn(email.toUpperCase(), password);
    await app.page.getByTestId('user-nickname').filter({ hasText: '小明' }).waitFor();
    expect((await app.waitForSession(false)).userId).toBe(temp.userId);

    // A wrong password is refused with the catalogue's message, in Chinese.
    await app.signOut();
    await app.waitForSession(true);
    await app.signIn(email, 'Wrong#Password1');
    const alert = app.page.getByRole('alert').filter({ hasText: ERRORS.INVALID_CREDENTIALS.messages.zh });
    await alert.first().waitFor();
    expect(await alert.count()).toBe(1);
    expect((await app.session()).isTemp).toBe('true');

    if (process.env.E2E_SCREENSHOTS) {
      await app.page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/failed-sign-in-zh.png`, fullPage: true });
    }
    await context.close();
  });
});
