import type { Page } from 'playwright-core';

/** What the app keeps in local storage, by the keys of the API conventions. */
export type StoredSession = {
  authorization: string | null;
  isTemp: string | null;
  lng: string | null;
  /** The device secret that, with the fingerprint, finds this browser's temporary user again. */
  deviceSecret: string | null;
  userId: string | undefined;
};

/** The app as a user drives it: header controls, the account forms, and what the browser stores. */
export class AppPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(path = '/'): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
  }

  /** Waits until the app has a token whose temporary flag is as expected. */
  async waitForSession(isTemp: boolean): Promise<StoredSession> {
    await this.page.waitForFunction(
      (expected) => Boolean(localStorage.getItem('authorization')) && localStorage.getItem('isTemp') === expected,
      String(isTemp),
    );
    return this.session();
  }

  session(): Promise<StoredSession> {
    return this.page.evaluate(() => {
      const userInfo = localStorage.getItem('userInfo');
      return {
        authorization: localStorage.getItem('authorization'),
        isTemp: localStorage.getItem('isTemp'),
        lng: localStorage.getItem('lng'),
        deviceSecret: localStorage.getItem('deviceSecret'),
        userId: userInfo ? (JSON.parse(userInfo) as { id?: string }).id : undefined,
      };
    });
  }

  async chooseLanguage(language: string): Promise<void> {
    await this.page.getByTestId('language-switcher').selectOption(language);
  }

  userMenu() {
    return this.page.getByTestId('user-menu');
  }

  async register(fields: { email: string; nickname: string; password: string }): Promise<void> {
    await this.open('/sign-up');
    const form = this.page.getByTestId('sign-up-form');
    await form.locator('input[name="email"]').fill(fields.email);
    await form.locator('input[name="nickname"]').fill(fields.nickname);
    await form.locator('input[name="password"]').fill(fields.password);
    await form.locator('input[name="confirm_password"]').fill(fields.password);
    await form.locator('input[name="terms_accepted"]').check();
    await form.locator('button[type="submit"]').click();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.open('/sign-in');
    const form = this.page.getByTestId('sign-in-form');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill(password);
    await form.locator('button[type="submit"]').click();
  }

  async signOut(): Promise<void> {
    await this.page.getByTestId('logout').click();
  }

  /** The visible text of the whole page. */
  bodyText(): Promise<string> {
    return this.page.locator('body').innerText();
  }
}
