import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStore, STORAGE_KEYS } from '../api/session-storage';
import { renderApp } from '../test/render-app';
import { KNOWN_ACCOUNT, startScriptedAccountApi } from '../test/scripted-account-api';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  cleanup();
  for (const stop of stops.splice(0)) await stop();
});

async function startApi() {
  const api = await startScriptedAccountApi();
  stops.push(api.close);
  return api;
}

function submit(form: HTMLElement, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(form.querySelector(`[name="${name}"]`) as HTMLInputElement, { target: { value } });
  }
  fireEvent.submit(form);
}

describe('the app against a real HTTP server', () => {
  it('creates a temporary user silently, once, and switches the whole UI to Chinese', async () => {
    const api = await startApi();
    const store = createMemoryStore();
    renderApp({ baseUrl: api.url, store, language: 'en' });

    const menu = await screen.findByTestId('user-menu');
    await within(menu).findByText('Guest');
    expect(store.getItem(STORAGE_KEYS.authorization)).toBe('Bearer temp-1');
    expect(store.getItem(STORAGE_KEYS.isTemp)).toBe('true');
    expect(api.tempUsersCreated()).toBe(1);

    fireEvent.change(screen.getByTestId('language-switcher'), { target: { value: 'zh' } });
    expect(await screen.findByRole('heading', { level: 1, name: '以公司未来创造的现金为其估值' })).toBeTruthy();
    expect(within(screen.getByTestId('user-menu')).getByText('访客')).toBeTruthy();
    // The brand is the link home, and says so.
    expect(screen.getByRole('link', { name: /^Intrinsic\s*·\s*首页$/ })).toBe(screen.getByTestId('nav-home'));
    // Five places to work in on the bar, the rest behind "更多" (More): the header fits one row (the
    // account is in the user menu).
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['新建模型', '我的模型', '文档', '对话', '知识库', '助理']);
    fireEvent.click(within(nav).getByRole('button', { name: /更多/ }));
    expect(within(nav).getByTestId('nav-files').textContent).toBe('文件');
    expect(within(nav).getByTestId('nav-model-providers').textContent).toBe('模型提供商');
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(store.getItem(STORAGE_KEYS.language)).toBe('zh');
    await waitFor(() => {
      const setting = api.requests.find((request) => request.path === '/v1/user/setting');
      expect(setting?.body).toEqual({ language: 'zh' });
      expect(setting?.headers['accept-language']).toBe('zh');
    });
  });

  it('shows a failed sign-in as an alert with the server message, then signs in and out', async () => {
    const api = await startApi();
    const store = createMemoryStore();
    renderApp({ baseUrl: api.url, store, language: 'zh', path: '/sign-in' });

    const form = await screen.findByTestId('sign-in-form');
    submit(form, { email: KNOWN_ACCOUNT.email, password: 'wrong-password' });
    expect((await screen.findByRole('alert')).textContent).toBe('邮箱或密码不正确。');
    expect(store.getItem(STORAGE_KEYS.authorization)).toBe('Bearer temp-1');

    submit(form, { email: KNOWN_ACCOUNT.email, password: KNOWN_ACCOUNT.password });
    expect(await screen.findByTestId('user-nickname')).toBeTruthy();
    expect(store.getItem(STORAGE_KEYS.authorization)).toBe('Bearer full-ada');
    expect(store.getItem(STORAGE_KEYS.isTemp)).toBe('false');
    // The language picked in this browser (zh) is newer than the account's (es): it is saved to the account.
    await waitFor(() => {
      const saved = api.requests.filter((request) => request.path === '/v1/user/setting').at(-1);
      expect(saved?.headers.authorization).toBe('Bearer full-ada');
      expect(saved?.body).toEqual({ language: 'zh' });
    });

    fireEvent.click(screen.getByTestId('logout'));
    await within(screen.getByTestId('user-menu')).findByText('访客');
    expect(store.getItem(STORAGE_KEYS.authorization)).toBe('Bearer temp-2');
    expect(api.tempUsersCreated()).toBe(2);
  });

  it('adopts the account language on sign-in when none was picked in this browser', async () => {
    const api = await startApi();
    const store = createMemoryStore();
    renderApp({ baseUrl: api.url, store, path: '/sign-in' });

    submit(await screen.findByTestId('sign-in-form'), { email: KNOWN_ACCOUNT.email, password: KNOWN_ACCOUNT.password });
    expect(await screen.findByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(store.getItem(STORAGE_KEYS.language)).toBe('es');
  });

  it('registers from the temporary session and opens the account page', async () => {
    const api = await startApi();
    const store = createMemoryStore();
    renderApp({ baseUrl: api.url, store, language: 'en', path: '/sign-up' });

    await within(await screen.findByTestId('user-menu')).findByText('Guest');
    const form = screen.getByTestId('sign-up-form');
    fireEvent.click(form.querySelector('[name="terms_accepted"]') as HTMLInputElement);
    submit(form, {
      email: 'New@Example.com ',
      nickname: 'Newton',
      password: 'Str0ng!pass',
      confirm_password: 'Str0ng!pass',
    });

    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    const register = api.requests.find((request) => request.path === '/v1/user/register');
    expect(register?.headers.authorization).toBe('Bearer temp-1');
    expect(register?.body).toMatchObject({
      email: 'new@example.com',
      terms_accepted: true,
      confirm_password: 'Str0ng!pass',
    });
    expect(store.getItem(STORAGE_KEYS.authorization)).toBe('Bearer registered');
    expect(screen.getByTestId('email-unverified')).toBeTruthy();
    expect(screen.getByTestId('logout')).toBeTruthy();
  });

  it('tells a guest that the account page needs a full account', async () => {
    const api = await startApi();
    renderApp({ baseUrl: api.url, path: '/account', language: 'es' });
    expect(await screen.findByTestId('full-account-required')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Esta página requiere una cuenta completa' })).toBeTruthy();
  });

  it('shows a translated toast when the server cannot be reached', async () => {
    renderApp({ baseUrl: 'http://127.0.0.1:9', language: 'es' });
    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('role')).toBe('alert');
    expect(toast.textContent).toContain('No se puede conectar con el servidor');
  });

  it('shows the 404 page for an unknown path', async () => {
    const api = await startApi();
    renderApp({ baseUrl: api.url, path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
