import {
  BUILTIN_EMBEDDING_ID,
  LLM_FACTORIES,
  llmRoutes,
  SECRET_LLM_FIELDS,
  type TLlmFactory,
  userRoutes,
} from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  failure,
  ok,
  startLocalApiServer,
  type TLocalApiServer,
  type TRecordedRequest,
  wireUser,
} from '../../test/local-api-server';
import { renderApp } from '../../test/render-app';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

/** The factories as the server lists them (the same registry). */
const FACTORIES = (LLM_FACTORIES as readonly TLlmFactory[]).map((factory) => ({
  name: factory.name,
  protocol: factory.protocol,
  model_types: factory.modelTypes,
  default_base_url: factory.defaultBaseUrl ?? null,
  fields: factory.fields.map((field) => ({
    name: field.name,
    is_required: field.isRequired,
    is_secret: SECRET_LLM_FIELDS.includes(field.name),
    options: field.options ?? null,
  })),
  is_local: factory.isLocal ?? false,
  is_builtin: factory.isBuiltin ?? false,
  status: factory.isAvailable ? 'available' : 'unavailable',
  model_name_hint: factory.modelNameHint ?? null,
}));

type TWireModel = Record<string, unknown> & { id: string; llm_factory: string; llm_name: string; model_type: string };

/** An in-memory `llm` area: what the screen sends, answered as the server would. */
function llmApi(options: { onTest?: (request: TRecordedRequest) => unknown } = {}) {
  const models: TWireModel[] = [];
  let defaults: Record<string, string | null> = {
    llm_id: null,
    embd_id: null,
    rerank_id: null,
    img2txt_id: null,
    tts_id: null,
    web_search_id: null,
  };
  return (request: TRecordedRequest) => {
    const body = (request.body ?? {}) as Record<string, string>;
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case userRoutes.info.path:
        return { body: ok(wireUser()) };
      case llmRoutes.factories.path:
        return { body: ok(FACTORIES) };
      case llmRoutes.my_llms.path: {
        const factories = [...new Set(models.map((model) => model.llm_factory))];
        return {
          body: ok(
            factories.map((name) => ({ llm_factory: name, models: models.filter((m) => m.llm_factory === name) })),
          ),
        };
      }
      case llmRoutes.tenant_info.path:
        return { body: ok(defaults) };
      case llmRoutes.set_tenant_info.path:
        defaults = { ...defaults, ...body };
        return { body: ok(defaults) };
      case llmRoutes.test.path:
        return (
          (options.onTest?.(request) as never) ?? {
            body: ok({
              ok: true,
              model_type: body.model_type,
              sample: body.model_type === 'embedding' ? '512' : body.model_type === 'web_search' ? '3' : 'OK',
              latency_ms: 42,
              tokens_in: 9,
              tokens_out: 1,
            }),
          }
        );
      case llmRoutes.add_llm.path: {
        const model = {
          id: `${body.llm_name}@${body.llm_factory}`,
          llm_factory: body.llm_factory ?? '',
          llm_name: body.llm_name ?? '',
          model_type: body.model_type ?? '',
          base_url: body.base_url ?? null,
          api_key_hint: body.api_key ? `${body.api_key.slice(0, 3)}…${body.api_key.slice(-4)}` : null,
          api_version: null,
          region: null,
          project_id: null,
          max_tokens: null,
          used_tokens_in: 1234,
          used_tokens_out: 56,
          created_at: '2026-01-02T03:04:05.000Z',
        };
        models.push(model);
        return { body: ok(model) };
      }
      case llmRoutes.local_models.path:
        return {
          body: ok({ base_url: body.base_url ?? 'http://127.0.0.1:11434/v1', models: ['llama3.2:3b', 'qwen2.5:7b'] }),
        };
      case llmRoutes.delete_llm.path:
        models.splice(
          models.findIndex((model) => model.llm_name === body.llm_name),
          1,
        );
        return { body: ok({ ok: true }) };
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    }
  };
}

function field(form: HTMLElement, name: string): HTMLInputElement | HTMLSelectElement {
  const element = form.querySelector(`[name="${name}"]`);
  if (!element) throw new Error(`no field ${name}`);
  return element as HTMLInputElement;
}

const requestsTo = (path: string) => server?.requests.filter((request) => request.path === path) ?? [];

describe('model providers', () => {
  it('says what AI needs when nothing is set up, and offers only the providers this build speaks', async () => {
    server = await startLocalApiServer(llmApi());
    renderApp({ path: '/settings/model-providers', language: 'en', baseUrl: server.url });
    expect((await screen.findByTestId('llm-empty')).textContent).toMatch(/need a chat model/);
    const options = Array.from((screen.getByTestId('llm-factory-select') as HTMLSelectElement).options, (o) => o.value);
    expect(options).toContain('Ollama');
    expect(options).toContain('Azure-OpenAI');
    expect(options).toContain('Bedrock');
    expect(options).toContain('VertexAI');
    // The built-in model is there already: nothing to add.
    expect(options).not.toContain('Builtin');
  });

  it('shows the built-in embedding model as available and the default, and saves it as the choice', async () => {
    server = await startLocalApiServer(llmApi());
    renderApp({ path: '/settings/model-providers', language: 'en', baseUrl: server.url });
    const card = await screen.findByTestId('llm-builtin-embedding');
    expect(within(card).getByTestId('llm-builtin-name').textContent).toBe(
      'Built-in (Universal Sentence Encoder lite, English)',
    );
    expect(within(card).getByTestId('llm-builtin-status').textContent).toBe('Available');
    expect(within(card).getByTestId('llm-builtin-default').textContent).toBe('Default embedding model');
    expect(within(card).getByTestId('llm-builtin-chinese').textContent).toMatch(
      /For Chinese documents, add a multilingual/,
    );

    // Tested without a key: the server runs the model.
    fireEvent.click(within(card).getByTestId('llm-builtin-test'));
    expect((await within(card).findByTestId('llm-builtin-test-result')).textContent).toBe(
      'Connected in 42 ms: vectors of 512 dimensions.',
    );
    expect(requestsTo(llmRoutes.test.path)[0]?.body).toEqual({
      llm_factory: 'Builtin',
      llm_name: 'universal-sentence-encoder-lite',
      model_type: 'embedding',
    });

    // Selectable as the default with no model added; chat has none to offer yet.
    const defaults = screen.getByTestId('llm-defaults-form');
    const embedding = field(defaults, 'embd_id') as HTMLSelectElement;
    expect(embedding.value).toBe(BUILTIN_EMBEDDING_ID);
    expect(Array.from(embedding.options, (option) => option.textContent)).toEqual([
      'Built-in (Universal Sentence Encoder lite, English)',
    ]);
    expect((field(defaults, 'llm_id') as HTMLSelectElement).value).toBe('');
    fireEvent.submit(defaults);
    await waitFor(() => expect(requestsTo(llmRoutes.set_tenant_info.path)).toHaveLength(1));
    expect(requestsTo(llmRoutes.set_tenant_info.path)[0]?.body).toMatchObject({
      llm_id: null,
      embd_id: BUILTIN_EMBEDDING_ID,
    });
  });

  it('says so in Chinese: the built-in model reads English only', async () => {
    server = await startLocalApiServer(llmApi());
    renderApp({ path: '/settings/model-providers', language: 'zh', baseUrl: server.url });
    const card = await screen.findByTestId('llm-builtin-embedding');
    expect(within(card).getByTestId('llm-builtin-status').textContent).toBe('可用');
    expect(within(card).getByTestId('llm-builtin-chinese').textContent).toContain('如需处理中文文档');
  });

  it('offers the models a local Ollama serves, found at its default address', async () => {
    server = await startLocalApiServer(llmApi());
    renderApp({ path: '/settings/model-providers', language: 'en', baseUrl: server.url });
    fireEvent.change(await screen.findByTestId('llm-factory-select'), {
      target: { value: 'Ollama' },
    });
    const chips = await screen.findAllByTestId('llm-local-model');
    expect(chips.map((chip) => chip.textContent)).toEqual(['llama3.2:3b', 'qwen2.5:7b']);
    expect(requestsTo(llmRoutes.local_models.path)[0]?.body).toEqual({ llm_factory: 'Ollama' });
    fireEvent.click(chips[1] as HTMLElement);
    expect((field(screen.getByTestId('llm-add-form'), 'llm_name') as HTMLInputElement).value).toBe('qwen2.5:7b');
  });

  it('asks each provider for its fields and checks them with the contract’s messages before sending', async () => {
    server = await startLocalApiServer(llmApi());
    renderApp({ path: '/settings/model-providers', language: 'es', baseUrl: server.url });
    fireEvent.change(await screen.findByTestId('llm-factory-select'), {
      target: { value: 'Azure-OpenAI' },
    });
    const form = screen.getByTestId('llm-add-form');
    expect(form.querySelector('[name="api_version"]')).not.toBeNull();
    fireEvent.change(field(form, 'base_url'), { target: { value: 'ftp://example.com' } });
    fireEvent.click(screen.getByTestId('llm-add-submit'));
    await waitFor(() => expect(form.textContent).toContain('Este proveedor necesita este campo.'));
    expect(form.textContent).toContain('Introduce la URL base como una dirección http:// o https:// completa');
    expect(form.textContent).toContain('Introduce el nombre del modelo');
    expect(requestsTo(llmRoutes.add_llm.path)).toHaveLength(0);
  });

  it('tests a connection, adds the model, shows only its key’s hint, and chooses it as the default', async () => {
    server = await startLocalApiServer(llmApi());
    renderApp({ path: '/settings/model-providers', language: 'en', baseUrl: server.url });
    await screen.findByTestId('llm-add-form');
    const form = screen.getByTestId('llm-add-form');
    fireEvent.change(field(form, 'llm_name'), { target: { value: 'gpt-4o-mini' } });
    fireEvent.change(field(form, 'api_key'), { target: { value: 'sk-proj-secret-7890' } });
    fireEvent.click(screen.getByTestId('llm-test-connection'));
    expect((await screen.findByTestId('llm-test-result')).textContent).toBe(
      'Connected in 42 ms. The model answered: OK',
    );
    expect(requestsTo(llmRoutes.test.path)[0]?.body).toEqual({
      llm_factory: 'OpenAI',
      llm_name: 'gpt-4o-mini',
      model_type: 'chat',
      api_key: 'sk-proj-secret-7890',
    });

    fireEvent.click(screen.getByTestId('llm-add-submit'));
    const row = await screen.findByTestId('llm-model-row');
    expect(row.textContent).toContain('gpt-4o-mini');
    expect(row.textContent).toContain('Key sk-…7890');
    expect(row.textContent).toContain('1,234 tokens in, 56 out');
    expect(document.body.textContent).not.toContain('sk-proj-secret-7890');

    const defaults = screen.getByTestId('llm-defaults-form');
    fireEvent.change(field(defaults, 'llm_id'), { target: { value: 'gpt-4o-mini@OpenAI' } });
    fireEvent.submit(defaults);
    await waitFor(() => expect(requestsTo(llmRoutes.set_tenant_info.path)).toHaveLength(1));
    expect(requestsTo(llmRoutes.set_tenant_info.path)[0]?.body).toEqual({
      llm_id: 'gpt-4o-mini@OpenAI',
      embd_id: BUILTIN_EMBEDDING_ID,
      rerank_id: null,
      img2txt_id: null,
      tts_id: null,
      web_search_id: null,
    });
  });

  it('offers the web-search providers: adds Tavily with its key, tests it, chooses it as the default, deletes it', async () => {
    server = await startLocalApiServer(llmApi());
    renderApp({ path: '/settings/model-providers', language: 'en', baseUrl: server.url });
    const select = (await screen.findByTestId('llm-factory-select')) as HTMLSelectElement;
    const labels = Array.from(select.options, (option) => option.textContent);
    for (const name of ['Tavily', 'Brave', 'Bing', 'SearXNG']) expect(labels).toContain(`${name} (web search)`);

    // SearXNG: the instance's address, required, and no key.
    fireEvent.change(select, { target: { value: 'SearXNG' } });
    let form = screen.getByTestId('llm-add-form');
    expect(form.querySelector('[name="api_key"]')).toBeNull();
    expect((field(form, 'base_url') as HTMLInputElement).required).toBe(true);

    fireEvent.change(select, { target: { value: 'Tavily' } });
    form = screen.getByTestId('llm-add-form');
    // No model to name: the name is prefilled, there is no context length, the only type is web search.
    expect((field(form, 'llm_name') as HTMLInputElement).value).toBe('tavily');
    expect(form.querySelector('[name="max_tokens"]')).toBeNull();
    expect(Array.from((field(form, 'model_type') as HTMLSelectElement).options, (o) => o.textContent)).toEqual([
      'Web search',
    ]);
    expect((field(form, 'base_url') as HTMLInputElement).placeholder).toBe('https://api.tavily.com');
    fireEvent.change(field(form, 'api_key'), { target: { value: 'tvly-secret-key-4321' } });
    fireEvent.click(screen.getByTestId('llm-test-connection'));
    expect((await screen.findByTestId('llm-test-result')).textContent).toBe(
      'Connected in 42 ms: a test search found 3 results.',
    );
    expect(requestsTo(llmRoutes.test.path)[0]?.body).toEqual({
      llm_factory: 'Tavily',
      llm_name: 'tavily',
      model_type: 'web_search',
      api_key: 'tvly-secret-key-4321',
    });

    fireEvent.click(screen.getByTestId('llm-add-submit'));
    const row = await screen.findByTestId('llm-model-row');
    expect(row.textContent).toContain('Web search · Key tvl…4321');
    expect(row.textContent).not.toContain('tokens in');
    expect(document.body.textContent).not.toContain('tvly-secret-key-4321');

    const defaults = screen.getByTestId('llm-defaults-form');
    const webSearch = field(defaults, 'web_search_id') as HTMLSelectElement;
    expect(Array.from(webSearch.options, (option) => option.textContent)).toEqual(['None', 'tavily · Tavily']);
    fireEvent.change(webSearch, { target: { value: 'tavily@Tavily' } });
    fireEvent.submit(defaults);
    await waitFor(() => expect(requestsTo(llmRoutes.set_tenant_info.path)).toHaveLength(1));
    expect(requestsTo(llmRoutes.set_tenant_info.path)[0]?.body).toMatchObject({
      llm_id: null,
      web_search_id: 'tavily@Tavily',
    });

    fireEvent.click(within(await screen.findByTestId('llm-model-row')).getByTestId('llm-model-delete'));
    fireEvent.click(await screen.findByTestId('llm-delete-confirm'));
    await screen.findByTestId('llm-empty');
    expect(requestsTo(llmRoutes.delete_llm.path)[0]?.body).toEqual({ llm_factory: 'Tavily', llm_name: 'tavily' });
  });

  it('names the web-search default in every language', async () => {
    server = await startLocalApiServer(llmApi());
    renderApp({ path: '/settings/model-providers', language: 'zh-TRADITIONAL', baseUrl: server.url });
    const defaults = await screen.findByTestId('llm-defaults-form');
    expect(defaults.textContent).toContain('網頁搜尋（深度研究）');
  });

  it('shows a provider’s refusal in the server’s words, and deletes a model after confirmation', async () => {
    server = await startLocalApiServer(
      llmApi({
        onTest: () => ({
          status: 422,
          body: failure(
            422,
            'LLM_AUTH_FAILED',
            'OpenAI refused the API key. Check the key (and that it may use this model), then try again.',
          ),
        }),
      }),
    );
    renderApp({ path: '/settings/model-providers', language: 'en', baseUrl: server.url });
    const form = await screen.findByTestId('llm-add-form');
    fireEvent.change(field(form, 'llm_name'), { target: { value: 'gpt-4o' } });
    fireEvent.change(field(form, 'api_key'), { target: { value: 'sk-wrong-0000' } });
    fireEvent.click(screen.getByTestId('llm-test-connection'));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'OpenAI refused the API key. Check the key (and that it may use this model), then try again.',
    );
    fireEvent.click(screen.getByTestId('llm-add-submit'));
    fireEvent.click(await within(await screen.findByTestId('llm-model-row')).findByTestId('llm-model-delete'));
    fireEvent.click(await screen.findByTestId('llm-delete-confirm'));
    await screen.findByTestId('llm-empty');
    expect(requestsTo(llmRoutes.delete_llm.path)[0]?.body).toEqual({ llm_factory: 'OpenAI', llm_name: 'gpt-4o' });
  });
});
