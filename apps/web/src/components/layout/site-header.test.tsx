import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { startScriptedAccountApi } from '../../test/scripted-account-api';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  cleanup();
  for (const stop of stops.splice(0)) await stop();
});

async function renderHeader(path = '/models', language = 'en') {
  const api = await startScriptedAccountApi();
  stops.push(api.close);
  renderApp({ baseUrl: api.url, language, path });
  await within(await screen.findByTestId('user-menu')).findAllByRole('link');
  const nav = screen.getByRole('navigation', { name: language === 'en' ? 'Main navigation' : /./ });
  const more = within(nav).getByTestId('nav-more');
  const list = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
  return { nav, more, list };
}

describe('the site header', () => {
  it('keeps the places a user works in on the bar and discloses files and model providers behind "More"', async () => {
    const { nav, more, list } = await renderHeader();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['New model', '/models/new'],
      ['My models', '/models'],
      ['Documents', '/documents'],
      ['Chat', '/chat'],
      ['Knowledge bases', '/knowledge'],
      ['Assistants', '/assistants'],
    ]);
    expect(screen.getByTestId('nav-my-models').getAttribute('aria-current')).toBe('page');
    expect(more.textContent).toContain('More');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);

    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(within(list).getByTestId('nav-research').getAttribute('href')).toBe('/research');
    expect(within(list).getByTestId('nav-research').textContent).toBe('Research');
    expect(within(list).getByTestId('nav-files').getAttribute('href')).toBe('/files');
    expect(within(list).getByTestId('nav-files').textContent).toBe('Files');
    expect(within(list).getByTestId('nav-model-providers').getAttribute('href')).toBe('/settings/model-providers');
    expect(within(list).getByTestId('nav-api').getAttribute('href')).toBe('/settings/api');
    // On phones the bar's links are hidden and the list carries them first (as "Menu"), under their own ids.
    expect(within(list).getByTestId('nav-knowledge-in-menu').getAttribute('href')).toBe('/knowledge');
    expect(more.textContent).toContain('Menu');

    // Choosing a destination goes there and closes the list; the button shows the page is one of its own.
    fireEvent.click(within(list).getByTestId('nav-files'));
    await waitFor(() => expect(screen.getByTestId('nav-files').getAttribute('aria-current')).toBe('page'));
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    expect(more.hasAttribute('data-current')).toBe(true);
    expect(screen.getByTestId('nav-my-models').getAttribute('aria-current')).toBeNull();
  });

  it('works from the keyboard: Down opens at the first link, arrows move, Escape closes and returns the focus', async () => {
    const { more, list } = await renderHeader();
    more.focus();
    fireEvent.keyDown(more, { key: 'ArrowDown' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const links = within(list).getAllByRole('link');
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links.at(-1));
    expect(document.activeElement?.textContent).toBe('API');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(links.at(-1));

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    expect(document.activeElement).toBe(more);

    // Up from the closed button opens at the last link.
    fireEvent.keyDown(more, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('API');
  });

  it('closes when the user clicks elsewhere or the focus leaves it', async () => {
    const { more, list } = await renderHeader();
    fireEvent.click(more);
    expect(list.hidden).toBe(false);
    fireEvent.pointerDown(screen.getByTestId('nav-home'));
    expect(list.hidden).toBe(true);

    fireEvent.click(more);
    expect(list.hidden).toBe(false);
    fireEvent.focusOut(more, { relatedTarget: screen.getByTestId('nav-chat') });
    expect(list.hidden).toBe(true);
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });

  it('names the language by its short name beside the full list, and says the new destinations in every language', async () => {
    const { more } = await renderHeader('/models', 'es');
    const select = screen.getByTestId('language-switcher') as HTMLSelectElement;
    expect(screen.getByTestId('language-short-name').textContent).toBe('ES');
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      '简体中文',
      '繁體中文',
      'Bahasa Indonesia',
    ]);
    // The select is named by its label, not by the short name drawn over it.
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toBe(select);
    fireEvent.click(more);
    expect(screen.getByTestId('nav-files').textContent).toBe('Archivos');
    expect(screen.getByTestId('nav-model-providers').textContent).toBe('Proveedores de modelos');

    const labels: Record<string, [string, string, string, string]> = {
      zh: ['简体', '更多', '文件', '模型提供商'],
      'zh-TRADITIONAL': ['繁體', '更多', '檔案', '模型供應商'],
      id: ['ID', 'Lainnya', 'File', 'Penyedia model'],
    };
    for (const [language, [short, moreLabel, files, providers]] of Object.entries(labels)) {
      fireEvent.change(select, { target: { value: language } });
      await waitFor(() => expect(screen.getByTestId('language-short-name').textContent).toBe(short));
      expect(more.textContent).toContain(moreLabel);
      expect(screen.getByTestId('nav-files').textContent).toBe(files);
      expect(screen.getByTestId('nav-model-providers').textContent).toBe(providers);
    }
  });
});
