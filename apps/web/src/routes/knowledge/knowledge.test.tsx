import { errorMessage, kbRoutes, VALIDATION_MESSAGES } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KB_ID, knowledgeId, startKnowledgeApi, type TKnowledgeApi, wireKb } from '../../test/knowledge-api';
import { renderApp } from '../../test/render-app';

let api: TKnowledgeApi | undefined;
afterEach(async () => {
  cleanup();
  await api?.close();
  api = undefined;
});

describe('knowledge bases list', () => {
  it('shows each knowledge base with its counts, searches by name, and deletes one after confirmation', async () => {
    api = await startKnowledgeApi({
      kbs: [
        wireKb({ doc_num: 12, chunk_num: 3480, updated_at: '2026-11-18T12:00:00.000Z' }),
        wireKb({ id: knowledgeId(2), name: 'Broker notes', description: '', permission: 'team' }),
      ],
    });
    renderApp({ path: '/knowledge', language: 'en', baseUrl: api.url });
    const list = await screen.findByTestId('kb-list');
    expect(screen.getByTestId('nav-knowledge').getAttribute('aria-current')).toBe('page');
    const cards = within(list).getAllByTestId('kb-card');
    expect(cards).toHaveLength(2);
    const [filings, notes] = cards as [HTMLElement, HTMLElement];
    expect(within(filings).getByTestId('kb-card-open').getAttribute('href')).toBe(`/knowledge/${KB_ID}/dataset`);
    expect(within(filings).getByTestId('kb-card-description').textContent).toBe(
      'Annual reports of the companies we cover.',
    );
    expect(within(filings).getByTestId('kb-card-documents').textContent).toBe('12');
    expect(within(filings).getByTestId('kb-card-chunks').textContent).toBe('3,480');
    expect(filings.textContent).toContain('November 18, 2026');
    expect(within(notes).getByTestId('kb-card-description').textContent).toBe('No description.');
    expect(notes.textContent).toContain('Team');

    fireEvent.change(screen.getByTestId('kb-search'), { target: { value: 'broker' } });
    await waitFor(() => expect(screen.getAllByTestId('kb-card')).toHaveLength(1));
    expect(api.calls(kbRoutes.list).at(-1)?.query.get('keywords')).toBe('broker');

    fireEvent.click(within(screen.getByTestId('kb-card')).getByTestId('kb-card-delete'));
    const dialog = screen.getByTestId('kb-delete-dialog');
    expect(dialog.textContent).toContain('“Broker notes” will be deleted with all its documents, chunks and graphs.');
    fireEvent.click(within(dialog).getByTestId('kb-delete-confirm'));
    await screen.findByTestId('kb-list-empty');
    expect(api.calls(kbRoutes.rm)[0]?.body).toEqual({ kb_id: knowledgeId(2) });
    expect(api.kbs.has(knowledgeId(2))).toBe(false);
  });

  it('creates a knowledge base from its name, with the contract’s and the server’s messages, then opens its configuration', async () => {
    api = await startKnowledgeApi({ kbs: [wireKb()] });
    renderApp({ path: '/knowledge', language: 'es', baseUrl: api.url });
    await screen.findByTestId('kb-list');
    fireEvent.click(screen.getByTestId('kb-create'));
    const form = screen.getByTestId('kb-create-form');
    const name = within(form).getByRole('textbox');

    // An empty name never leaves the browser: the contract's own message says what to do.
    fireEvent.submit(form);
    expect(within(form).getByTestId('field-error').textContent).toBe(VALIDATION_MESSAGES.kb_name_required.es);
    expect(api.calls(kbRoutes.create)).toHaveLength(0);

    // A name the user already has: the server's refusal is shown as the server words it.
    fireEvent.change(name, { target: { value: '10-K filings' } });
    fireEvent.submit(form);
    await within(form).findByRole('alert');
    expect(within(form).getByRole('alert').textContent).toBe(
      errorMessage('KB_NAME_TAKEN', 'en', { name: '10-K filings' }),
    );

    fireEvent.change(name, { target: { value: '  Transcripts  ' } });
    fireEvent.submit(form);
    await screen.findByTestId('kb-configuration');
    expect(api.calls(kbRoutes.create).at(-1)?.body).toMatchObject({
      name: 'Transcripts',
      permission: 'me',
      parser_id: 'naive',
    });
    expect(screen.getByTestId('kb-name').textContent).toBe('Transcripts');
    expect(screen.getByTestId('kb-tab-configuration').getAttribute('aria-current')).toBe('page');
  });
});
