import { DIALOG_DEFAULTS, dialogRoutes, errorMessage, kbRoutes, VALIDATION_MESSAGES } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KB_ID, knowledgeId, startKnowledgeApi, type TKnowledgeApi, type TWire } from '../../test/knowledge-api';
import { failure, ok, type TRecordedRequest, type TScriptedReply } from '../../test/local-api-server';
import { renderApp } from '../../test/render-app';

const NOW = '2026-11-20T09:30:00.000Z';
const OTHER_KB = knowledgeId(2);

function wireDialog(overrides: TWire = {}): TWire {
  return {
    id: knowledgeId(700),
    name: 'Filings analyst',
    description: 'Answers from the 10-Ks.',
    icon: null,
    language: 'en',
    kb_ids: [KB_ID],
    kb_names: ['10-K filings'],
    kbs: [{ id: KB_ID, name: '10-K filings', embd_id: 'universal-sentence-encoder-lite@Builtin', parsed_doc_num: 3 }],
    llm_id: null,
    rerank_id: null,
    ...DIALOG_DEFAULTS,
    is_answerable: true,
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
}

const KB_CHOICES = [
  {
    id: KB_ID,
    name: '10-K filings',
    avatar: null,
    embd_id: 'universal-sentence-encoder-lite@Builtin',
    doc_num: 4,
    parsed_doc_num: 3,
    chunk_num: 90,
  },
  {
    id: OTHER_KB,
    name: 'Broker notes',
    avatar: null,
    embd_id: 'mock-embed@OpenAI',
    doc_num: 2,
    parsed_doc_num: 0,
    chunk_num: 0,
  },
];

/** The knowledge-base test server, with the `dialog` area kept in memory over it. */
async function startAssistantsApi(dialogs: TWire[], onSet?: (body: TWire) => TScriptedReply | undefined) {
  const stored = new Map(dialogs.map((dialog) => [String(dialog.id), dialog]));
  const override = (request: TRecordedRequest): TScriptedReply | undefined => {
    const body = (request.body ?? {}) as TWire;
    switch (request.path) {
      case kbRoutes.one.path:
        return { body: ok(KB_CHOICES) };
      case dialogRoutes.list.path:
        return { body: ok([...stored.values()]) };
      case dialogRoutes.rm.path:
        for (const id of body.dialog_ids as string[]) stored.delete(id);
        return { body: ok({ ok: true }) };
      case dialogRoutes.set.path: {
        const scripted = onSet?.(body);
        if (scripted) return scripted;
        const dialog = wireDialog({ ...body, id: body.dialog_id ?? knowledgeId(701), kb_names: [], kbs: [] });
        stored.set(String(dialog.id), dialog);
        return { body: ok(dialog) };
      }
    }
    return undefined;
  };
  const api = await startKnowledgeApi({ override });
  return { api, stored, calls: (path: string) => api.requests.filter((request) => request.path === path) };
}

let api: TKnowledgeApi | undefined;
afterEach(async () => {
  cleanup();
  await api?.close();
  api = undefined;
});

describe('assistants list', () => {
  it('shows each assistant with its knowledge bases and whether it can answer, links its chat, and deletes one after confirmation', async () => {
    const started = await startAssistantsApi([
      wireDialog(),
      wireDialog({
        id: knowledgeId(702),
        name: 'Broker desk',
        description: '',
        kb_ids: [OTHER_KB],
        kb_names: ['Broker notes'],
        kbs: [{ id: OTHER_KB, name: 'Broker notes', embd_id: 'mock-embed@OpenAI', parsed_doc_num: 0 }],
        is_answerable: false,
      }),
    ]);
    api = started.api;
    renderApp({ path: '/assistants', language: 'en', baseUrl: api.url });
    const list = await screen.findByTestId('assistants-list');
    expect(screen.getByTestId('nav-assistants').getAttribute('aria-current')).toBe('page');
    const [analyst, desk] = within(list).getAllByTestId('assistant-card') as [HTMLElement, HTMLElement];
    expect(analyst.textContent).toContain('Filings analyst');
    expect(analyst.textContent).toContain('Answers from the 10-Ks.');
    expect(within(analyst).getByTestId('assistant-ready').textContent).toBe('Ready to answer');
    expect(within(analyst).getByRole('link', { name: '10-K filings' }).getAttribute('href')).toBe(
      `/knowledge/${KB_ID}/dataset`,
    );
    expect(within(analyst).getByTestId('assistant-chat').getAttribute('href')).toBe(`/assistants/${knowledgeId(700)}`);
    expect(within(desk).getByTestId('assistant-not-ready').textContent).toBe('Parse your documents first');
    expect(desk.textContent).toContain('No description.');
    expect(within(desk).queryByTestId('assistant-ready')).toBeNull();

    fireEvent.click(within(desk).getByTestId('assistant-delete'));
    const confirm = screen.getByTestId('assistant-delete-dialog');
    expect(confirm.textContent).toContain('“Broker desk” will be deleted with its conversations and API keys.');
    fireEvent.click(within(confirm).getByTestId('assistant-delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('assistant-card')).toHaveLength(1));
    expect(started.calls(dialogRoutes.rm.path)[0]?.body).toEqual({ dialog_ids: [knowledgeId(702)] });
  });

  it('says when there is no assistant yet', async () => {
    api = (await startAssistantsApi([])).api;
    renderApp({ path: '/assistants', language: 'es', baseUrl: api.url });
    expect((await screen.findByTestId('assistants-empty')).textContent).toBe(
      'Aún no tienes ningún asistente. Crea uno sobre una o varias bases de conocimiento.',
    );
  });
});

describe('assistant form', () => {
  it('checks every tab with the contract’s messages, opens the tab holding an error, and shows the server’s refusal', async () => {
    let refuse = true;
    const started = await startAssistantsApi([], () => {
      if (!refuse) return undefined;
      refuse = false;
      const message = errorMessage('DIALOG_MIXED_EMBEDDINGS', 'en');
      return { status: 422, body: failure(422, 'DIALOG_MIXED_EMBEDDINGS', message) };
    });
    api = started.api;
    renderApp({ path: '/assistants', language: 'en', baseUrl: api.url });
    await screen.findByTestId('assistants-empty');
    fireEvent.click(screen.getByTestId('assistant-create'));
    const form = screen.getByTestId('assistant-form');
    await within(form).findByText('Broker notes');
    const panel = (tab: string) => form.querySelector<HTMLElement>(`#assistant-panel-${tab}`) as HTMLElement;
    const errorsIn = (tab: string) =>
      within(panel(tab))
        .queryAllByTestId('field-error')
        .map((node) => node.textContent);

    // Nothing named, no knowledge base: the settings tab says so and nothing is sent.
    fireEvent.submit(form);
    expect(errorsIn('settings')).toEqual([
      VALIDATION_MESSAGES.dialog_name_required.en,
      VALIDATION_MESSAGES.dialog_kb_required.en,
    ]);
    expect(panel('settings').hidden).toBe(false);
    // The other tabs stay reachable while the open one shows errors.
    fireEvent.click(screen.getByTestId('assistant-tab-prompt'));
    expect(panel('prompt').hidden).toBe(false);
    expect(panel('settings').hidden).toBe(true);
    expect(screen.getByTestId('assistant-tab-settings-error')).toBeTruthy();
    fireEvent.click(screen.getByTestId('assistant-tab-settings'));

    fireEvent.change(within(panel('settings')).getByLabelText('Name'), { target: { value: 'Analyst' } });
    fireEvent.click(within(panel('settings')).getByLabelText(/10-K filings/));
    fireEvent.click(within(panel('settings')).getByLabelText(/Broker notes/));

    // A system prompt without {knowledge} and a variable it does not declare: the prompt tab opens with both.
    const system = within(panel('prompt')).getByTestId('assistant-system');
    fireEvent.change(system, { target: { value: 'Answer in {tone}.' } });
    fireEvent.submit(form);
    await waitFor(() => expect(panel('prompt').hidden).toBe(false));
    expect(screen.getByTestId('assistant-tab-prompt-error')).toBeTruthy();
    expect(screen.queryByTestId('assistant-tab-settings-error')).toBeNull();
    expect(errorsIn('prompt')).toEqual([VALIDATION_MESSAGES.dialog_knowledge_missing.en]);
    // After a first submit the form checks as the user types.
    fireEvent.change(system, { target: { value: 'Answer in {tone} from {knowledge}.' } });
    expect(errorsIn('prompt')).toEqual([VALIDATION_MESSAGES.dialog_variable_undeclared.en]);

    // Declared as a variable (optional), the prompt is fine.
    fireEvent.click(within(panel('prompt')).getByTestId('assistant-add-variable'));
    const keys = within(panel('prompt')).getAllByLabelText('Variable name');
    fireEvent.change(keys.at(-1) as HTMLElement, { target: { value: 'tone' } });
    expect(errorsIn('prompt')).toEqual([]);
    // A temperature out of range, and max tokens left empty: the model tab opens.
    const temperature = within(panel('model')).getByLabelText('Temperature');
    fireEvent.change(temperature, { target: { value: '2.5' } });
    fireEvent.change(within(panel('model')).getByLabelText('Max tokens'), { target: { value: '' } });
    fireEvent.submit(form);
    await waitFor(() => expect(panel('model').hidden).toBe(false));
    expect(errorsIn('model')).toEqual([
      VALIDATION_MESSAGES.dialog_temperature_range.en,
      VALIDATION_MESSAGES.dialog_max_tokens_range.en,
    ]);
    expect(errorsIn('prompt')).toEqual([]);
    expect(started.calls(dialogRoutes.set.path)).toHaveLength(0);

    fireEvent.change(temperature, { target: { value: '0.7' } });
    fireEvent.change(within(panel('model')).getByLabelText('Max tokens'), { target: { value: '1024' } });
    fireEvent.submit(form);
    // The server refuses two embedding models; its message is shown as it words it.
    expect((await within(form).findByRole('alert')).textContent).toBe(errorMessage('DIALOG_MIXED_EMBEDDINGS', 'en'));
    expect(started.calls(dialogRoutes.set.path)[0]?.body).toMatchObject({
      name: 'Analyst',
      kb_ids: [KB_ID, OTHER_KB],
      llm_id: null,
      rerank_id: null,
      llm_setting: { temperature: 0.7, top_p: 0.3, presence_penalty: 0.4, frequency_penalty: 0.7, max_tokens: 1024 },
      prompt_config: {
        system: 'Answer in {tone} from {knowledge}.',
        prologue: DIALOG_DEFAULTS.prompt_config.prologue,
        parameters: [
          { key: 'knowledge', optional: false },
          { key: 'tone', optional: true },
        ],
        quote: true,
        tts: false,
      },
      top_n: 6,
      top_k: 1024,
      similarity_threshold: 0.2,
      vector_similarity_weight: 0.3,
    });

    fireEvent.click(panel('settings').querySelector(`input[name="kb_ids.${OTHER_KB}"]`) as HTMLElement);
    fireEvent.submit(form);
    await screen.findByTestId('assistants-list');
    expect(screen.queryByTestId('assistant-form')).toBeNull();
    expect(started.calls(dialogRoutes.set.path).at(-1)?.body).toMatchObject({ kb_ids: [KB_ID] });
    expect(screen.getByTestId('assistant-card').textContent).toContain('Analyst');
  });

  it('edits an assistant with its stored settings and sends its id', async () => {
    const started = await startAssistantsApi([
      wireDialog({ top_n: 12, prompt_config: { ...DIALOG_DEFAULTS.prompt_config, quote: false } }),
    ]);
    api = started.api;
    renderApp({ path: '/assistants', language: 'en', baseUrl: api.url });
    await screen.findByTestId('assistants-list');
    fireEvent.click(screen.getByTestId('assistant-edit'));
    const form = screen.getByTestId('assistant-form');
    await within(form).findByText('Broker notes');
    expect(screen.getByTestId('assistant-dialog').textContent).toContain('Edit “Filings analyst”');
    expect((within(form).getByLabelText('Top N') as HTMLInputElement).value).toBe('12');
    expect((form.querySelector(`input[name="kb_ids.${KB_ID}"]`) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Filings desk' } });
    fireEvent.submit(form);
    await waitFor(() => expect(screen.queryByTestId('assistant-form')).toBeNull());
    expect(started.calls(dialogRoutes.set.path)[0]?.body).toMatchObject({
      dialog_id: knowledgeId(700),
      name: 'Filings desk',
      top_n: 12,
      prompt_config: { quote: false },
    });
  });
});
