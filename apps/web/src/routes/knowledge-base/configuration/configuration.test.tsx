import {
  DEFAULT_DELIMITER,
  DEFAULT_RAPTOR_PROMPT,
  defaultParserConfig,
  kbRoutes,
  VALIDATION_MESSAGES,
} from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KB_ID, startKnowledgeApi, type TKnowledgeApi, wireKb } from '../../../test/knowledge-api';
import { renderApp } from '../../../test/render-app';

let api: TKnowledgeApi | undefined;
afterEach(async () => {
  cleanup();
  await api?.close();
  api = undefined;
});

const messages = VALIDATION_MESSAGES;

function field(form: HTMLElement, name: string): HTMLInputElement {
  const element = form.querySelector(`[name="${name}"]`);
  if (!element) throw new Error(`no field ${name}`);
  return element as HTMLInputElement;
}

/** The error shown under the page-range row `index`. */
function rangeErrors(form: HTMLElement, index: number): string[] {
  const row = within(form).getAllByTestId('page-range')[index] as HTMLElement;
  return within(row)
    .queryAllByTestId('field-error')
    .map((element) => element.textContent ?? '');
}

describe('knowledge base configuration', () => {
  it('checks page ranges and RAPTOR with the contract’s messages, locks the embedding model, and saves the settings', async () => {
    api = await startKnowledgeApi({ kbs: [wireKb({ chunk_num: 212, doc_num: 3 })], llmId: null });
    renderApp({ path: `/knowledge/${KB_ID}/configuration`, language: 'en', baseUrl: api.url });
    const form = await screen.findByTestId('kb-config-form');

    // The knowledge base has chunks: its embedding model is shown, disabled, with the reason.
    expect((screen.getByTestId('embedding-select') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByTestId('embedding-hint').textContent).toContain('the chunks were embedded with it');
    expect(field(form, 'parser_config.delimiter').value).toBe('\\n!?。；！？');

    // Two ranges: the first without its end, the second starting inside the first and ending before it starts.
    fireEvent.click(within(form).getByTestId('page-range-add'));
    fireEvent.click(within(form).getByTestId('page-range-add'));
    fireEvent.change(field(form, 'parser_config.pages.1.0'), { target: { value: '3' } });
    fireEvent.change(field(form, 'parser_config.pages.1.1'), { target: { value: '2' } });
    fireEvent.submit(form);
    expect(rangeErrors(form, 0)).toEqual([messages.kb_page_to_required.en]);
    expect(rangeErrors(form, 1)).toEqual([]);
    fireEvent.change(field(form, 'parser_config.pages.0.1'), { target: { value: '5' } });
    expect(rangeErrors(form, 0)).toEqual([]);
    expect(rangeErrors(form, 1)).toEqual([messages.kb_page_from_after_previous.en, messages.kb_page_to_after_from.en]);

    // RAPTOR needs a chat model (none is set up) and every one of its fields while on.
    fireEvent.click(within(form).getByTestId('raptor-toggle'));
    expect(within(form).getByTestId('raptor-needs-chat-model').textContent).toContain('none is set up yet');
    fireEvent.change(field(form, 'parser_config.raptor.max_token'), { target: { value: '' } });
    fireEvent.change(field(form, 'parser_config.chunk_token_num'), { target: { value: '4096' } });
    fireEvent.submit(form);
    const raptor = within(form).getByTestId('raptor-settings');
    expect(within(raptor).getByTestId('field-error').textContent).toBe(messages.kb_raptor_field_required.en);
    expect(form.textContent).toContain(messages.kb_chunk_token_num_range.en);
    expect(api.calls(kbRoutes.update)).toHaveLength(0);

    fireEvent.change(field(form, 'parser_config.pages.1.0'), { target: { value: '6' } });
    fireEvent.change(field(form, 'parser_config.pages.1.1'), { target: { value: '9' } });
    fireEvent.change(field(form, 'parser_config.raptor.max_token'), { target: { value: '300' } });
    fireEvent.change(field(form, 'parser_config.chunk_token_num'), { target: { value: '256' } });
    fireEvent.change(screen.getByTestId('config-vector-weight'), { target: { value: '0.45' } });
    fireEvent.change(field(form, 'description'), { target: { value: 'Filings 2019–2024' } });
    fireEvent.submit(form);
    await waitFor(() => expect(api?.calls(kbRoutes.update)).toHaveLength(1));
    const body = api.calls(kbRoutes.update)[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('embd_id');
    expect(body).toMatchObject({
      kb_id: KB_ID,
      name: '10-K filings',
      description: 'Filings 2019–2024',
      avatar: null,
      language: 'en',
      permission: 'me',
      parser_id: 'naive',
      similarity_threshold: 0.2,
      vector_similarity_weight: 0.45,
    });
    expect(body.parser_config).toEqual({
      ...defaultParserConfig(),
      chunk_token_num: 256,
      delimiter: DEFAULT_DELIMITER,
      pages: [
        [1, 5],
        [6, 9],
      ],
      raptor: {
        use_raptor: true,
        prompt: DEFAULT_RAPTOR_PROMPT,
        max_token: 300,
        threshold: 0.1,
        max_cluster: 64,
        random_seed: 0,
      },
    });
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('Settings saved.'));
  });

  it('shows each chunk method’s own settings and what the method does', async () => {
    api = await startKnowledgeApi({ kbs: [wireKb()] });
    renderApp({ path: `/knowledge/${KB_ID}/configuration`, language: 'zh', baseUrl: api.url });
    const form = await screen.findByTestId('kb-config-form');
    expect((screen.getByTestId('embedding-select') as HTMLSelectElement).disabled).toBe(false);
    expect(form.querySelector('[name="parser_config.graphrag.entity_types"]')).not.toBeNull();

    fireEvent.change(screen.getByTestId('parser-select'), { target: { value: 'knowledge_graph' } });
    expect(screen.getByTestId('parser-description').textContent).toBe(
      '为对话模型切分文本，由其找出所列类型的实体及其关系。',
    );
    expect(form.querySelector('[name="parser_config.raptor.use_raptor"]')).toBeNull();
    expect(field(form, 'parser_config.graphrag.entity_types').value).toBe('organization, person, geo, event, category');
    fireEvent.change(field(form, 'parser_config.graphrag.entity_types'), { target: { value: 'company，segment, ' } });
    fireEvent.submit(form);
    await waitFor(() => expect(api?.calls(kbRoutes.update)).toHaveLength(1));
    expect(api.calls(kbRoutes.update)[0]?.body).toMatchObject({
      parser_id: 'knowledge_graph',
      parser_config: { graphrag: { use_graphrag: true, entity_types: ['company', 'segment'], method: 'light' } },
    });
  });
});
