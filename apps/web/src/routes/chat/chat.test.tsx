import { conversationRoutes } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startChatApi, type TChatApi, type TReplyScript } from '../../test/chat-api';
import { renderApp } from '../../test/render-app';
import { AskModelButton } from './ask-model-button';

let api: TChatApi | undefined;
afterEach(async () => {
  cleanup();
  await api?.close();
  api = undefined;
});

async function start(options: Parameters<typeof startChatApi>[0] = {}, language = 'en') {
  api = await startChatApi(options);
  const rendered = renderApp({ baseUrl: api.url, path: '/chat', language });
  return { api, ...rendered };
}

async function ask(question: string): Promise<void> {
  fireEvent.change(await screen.findByTestId('chat-input'), { target: { value: question } });
  fireEvent.click(screen.getByTestId('chat-send'));
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0];

function pick(files: File[]): void {
  fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files } });
}

const MODEL_SOURCE = {
  kind: 'model' as const,
  ref: '1',
  model_id: 'a0000000-0000-4000-8000-000000000001',
  name: 'NVDA base case',
  ticker: 'NVDA',
  updated_at: '2026-11-20T10:00:00.000Z',
};

/** A reply that reads the user's model with a tool, then answers with a table citing it. */
const WACC_REPLY: TReplyScript = ({ send }) => {
  send({ type: 'reasoning', text: 'The user means their saved NVDA model.' });
  send({ type: 'tool_call', tool_call_id: 'call-1', name: 'get_model', input: { ticker: 'NVDA' } });
  send({
    type: 'tool_result',
    tool_call_id: 'call-1',
    name: 'get_model',
    input: { ticker: 'NVDA' },
    output: { wacc: 0.0941 },
    ok: true,
    error: null,
    sources: [MODEL_SOURCE],
  });
  send({ type: 'delta', text: "NVDA's WACC in your model is **9.41%** [1].\n\n" });
  send({ type: 'delta', text: '| Input | Value |\n|---|---|\n| WACC | 9.41% |\n\n<script>alert(1)</script>' });
  send({ type: 'usage', input_tokens: 812, output_tokens: 41 });
  send({ type: 'done', message_id: null, finish_reason: 'stop' });
};

describe('the chat screen', () => {
  it('streams a reply as Markdown with a table, a tool card with its source, and a citation to it', async () => {
    const { api } = await start({ script: WACC_REPLY });
    await ask("What is NVDA's WACC in my model?");

    const reply = await screen.findByTestId('chat-reply');
    await waitFor(() => expect(reply.getAttribute('data-status')).toBe('complete'));
    expect(within(reply).getByRole('table').textContent).toContain('WACC9.41%');
    expect(within(reply).getByText('9.41%', { selector: 'strong' })).toBeTruthy();
    // Raw HTML is dropped, never rendered.
    expect(reply.querySelector('script')).toBeNull();
    expect(reply.textContent).not.toContain('alert(1)');

    const card = within(reply).getByTestId('chat-tool-card');
    expect(card.textContent).toContain('DCF model');
    expect(card.textContent).toContain('[1]');
    const source = within(card).getByTestId('chat-source');
    expect(source.textContent).toContain('Model “NVDA base case” (NVDA)');
    expect(within(source).getByRole('link', { name: 'Open the model' }).getAttribute('href')).toBe(
      `/models/${MODEL_SOURCE.model_id}`,
    );
    // Once the reply is saved (its actions appear, and it replaces the streamed one), the citation
    // opens the card holding its source.
    await screen.findByTestId('chat-copy');
    const saved = screen.getByTestId('chat-reply');
    const savedCard = within(saved).getByTestId('chat-tool-card');
    expect(savedCard.hasAttribute('open')).toBe(false);
    fireEvent.click(within(saved).getByTestId('chat-citation'));
    expect(savedCard.hasAttribute('open')).toBe(true);

    // The new conversation is in the history under its first question, and the URL names it.
    const history = screen.getByTestId('chat-history');
    await waitFor(() => expect(within(history).getByText("What is NVDA's WACC in my model?")).toBeTruthy());
    const completion = api.requests.find((request) => request.path === conversationRoutes.completion.path);
    expect(completion?.body).toEqual({
      conversation_id: expect.stringMatching(/^0{8}-/),
      content: "What is NVDA's WACC in my model?",
    });
    expect(completion?.headers.authorization).toBe('Bearer t-1');
    expect(screen.getByTestId('chat-send')).toBeTruthy();
  });

  it('waits for the previous reply, and Stop aborts the stream: the server hears it and keeps what came', async () => {
    const { api } = await start({
      script: async ({ send, hungUp }) => {
        send({ type: 'delta', text: 'The first half of' });
        await hungUp;
      },
    });
    await ask('Explain the terminal value');
    const reply = await screen.findByTestId('chat-reply');
    await within(reply).findByText('The first half of');
    // While it streams nothing else can be sent.
    expect(screen.queryByTestId('chat-send')).toBeNull();
    expect(screen.getByTestId('chat-wait').textContent).toBe(
      'Please wait for the previous reply to finish, or stop it.',
    );

    fireEvent.click(screen.getByTestId('chat-stop'));
    await waitFor(() => expect(api.hangUps()).toBe(1));
    await waitFor(() => expect(screen.getByTestId('chat-reply').getAttribute('data-status')).toBe('aborted'));
    expect(screen.getByTestId('chat-reply').textContent).toContain('The first half of');
    expect(screen.getByTestId('chat-reply-stopped')).toBeTruthy();
    expect(screen.getByTestId('chat-send')).toBeTruthy();
  });

  it('checks images as the server does, with the catalogue messages, and sends them as base64', async () => {
    const { api } = await start(
      { script: ({ send }) => send({ type: 'done', message_id: null, finish_reason: 'stop' }) },
      'es',
    );
    await screen.findByTestId('chat-composer');

    pick([new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })]);
    expect((await screen.findByTestId('chat-image-error')).textContent).toBe('Imagen demasiado grande (máx. 5 MB)');

    pick([new File(['not an image at all'], 'notes.png', { type: 'image/png' })]);
    await waitFor(() =>
      expect(screen.getByTestId('chat-image-error').textContent).toBe('Formato de imagen no admitido'),
    );

    const pngs = [1, 2, 3, 4, 5].map((n) => new File([new Uint8Array(PNG)], `chart-${n}.png`, { type: 'image/png' }));
    pick(pngs);
    await waitFor(() =>
      expect(screen.getByTestId('chat-image-error').textContent).toBe('Se alcanzó el número máximo de imágenes'),
    );
    expect(screen.getAllByTestId('chat-attachment')).toHaveLength(4);

    await ask('¿Qué muestra este gráfico?');
    await waitFor(() => expect(api.requests.some((r) => r.path === conversationRoutes.completion.path)).toBe(true));
    const completion = api.requests.find((request) => request.path === conversationRoutes.completion.path);
    const images = (completion?.body as { images?: string[] } | undefined)?.images ?? [];
    expect(images).toHaveLength(4);
    expect(images[0]).toBe(Buffer.from(PNG).toString('base64'));
    expect(screen.queryAllByTestId('chat-attachment')).toHaveLength(0);
  });

  it('without a chat model says what to add and links to Settings → Model providers', async () => {
    await start({ llmId: null }, 'zh');
    const notice = await screen.findByTestId('chat-not-configured');
    expect(notice.textContent).toContain('尚未设置对话模型。请在“设置 → 模型提供商”中添加，并将其设为默认模型。');
    expect(within(notice).getByTestId('chat-model-providers-link').getAttribute('href')).toBe(
      '/settings/model-providers',
    );
    expect(screen.queryByTestId('chat-composer')).toBeNull();
  });

  it('says so when the conversation in the address is not the user’s (or is gone)', async () => {
    api = await startChatApi();
    renderApp({ baseUrl: api.url, path: '/chat/00000000-0000-4000-8000-000000000999', language: 'en' });
    expect((await screen.findByTestId('chat-conversation-error')).textContent).toBe('Not found');
  });

  it('renames and deletes a conversation from the history', async () => {
    const { api } = await start();
    fireEvent.click(await screen.findByTestId('chat-new'));
    const item = await screen.findByTestId('chat-history-item');
    expect(item.textContent).toContain('New conversation');

    fireEvent.click(within(item).getByTestId('chat-rename'));
    const form = screen.getByTestId('chat-rename-form');
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'NVDA questions' } });
    fireEvent.submit(form);
    expect(await screen.findByText('NVDA questions')).toBeTruthy();

    fireEvent.click(screen.getByTestId('chat-delete'));
    fireEvent.click(within(screen.getByTestId('chat-delete-dialog')).getByTestId('chat-delete-confirm'));
    await waitFor(() => expect(screen.queryByTestId('chat-history-item')).toBeNull());
    expect(await screen.findByTestId('chat-empty')).toBeTruthy();
    expect(api.requests.find((request) => request.path === conversationRoutes.rm.path)?.body).toEqual({
      conversation_ids: [expect.any(String)],
    });
  });
});

describe('Ask on a model', () => {
  it('streams an answer about the open model with its sources, and Stop ends it', async () => {
    api = await startChatApi({
      script: async ({ send, hungUp, request }) => {
        if ((request.body as { question: string }).question === 'Keep going') {
          send({ type: 'delta', text: 'Still thinking about' });
          await hungUp;
          return;
        }
        WACC_REPLY({ send, hungUp, request });
      },
    });
    renderApp({
      baseUrl: api.url,
      language: 'en',
      element: <AskModelButton modelId={MODEL_SOURCE.model_id} modelName="NVDA base case" />,
    });
    fireEvent.click(await screen.findByTestId('ask-model-open'));
    const dialog = await screen.findByTestId('ask-model-dialog');
    expect(within(dialog).getByText('Your question about NVDA base case')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('ask-model-input'), { target: { value: 'What is the WACC?' } });
    fireEvent.click(within(dialog).getByTestId('ask-model-submit'));

    const reply = await within(dialog).findByTestId('chat-reply');
    await waitFor(() => expect(reply.getAttribute('data-status')).toBe('complete'));
    expect(within(reply).getByRole('table')).toBeTruthy();
    expect(within(reply).getByTestId('chat-source').textContent).toContain('NVDA base case');
    expect(within(reply).getByTestId('chat-reasoning').textContent).toContain('The user means their saved NVDA model.');
    const asked = api.requests.find((request) => request.path === conversationRoutes.ask.path);
    expect(asked?.body).toEqual({ model_id: MODEL_SOURCE.model_id, question: 'What is the WACC?' });

    fireEvent.change(within(dialog).getByTestId('ask-model-input'), { target: { value: 'Keep going' } });
    fireEvent.click(within(dialog).getByTestId('ask-model-submit'));
    await within(dialog).findByText('Still thinking about');
    fireEvent.click(within(dialog).getByTestId('ask-model-stop'));
    await waitFor(() => expect(api?.hangUps()).toBe(1));
    await waitFor(() => expect(within(dialog).getByTestId('chat-reply').getAttribute('data-status')).toBe('aborted'));
  });
});

describe('a saved reply', () => {
  it('takes a thumb, and Regenerate asks the last question again in place of its reply', async () => {
    let replies = 0;
    const { api } = await start({
      script: ({ send }) => {
        replies += 1;
        send({ type: 'delta', text: `Answer number ${replies}` });
        send({ type: 'done', message_id: null, finish_reason: 'stop' });
      },
    });
    await ask('Which margin drives the value?');
    await screen.findByText('Answer number 1');
    await waitFor(() => expect(screen.getByTestId('chat-thumb-up').hasAttribute('disabled')).toBe(false));

    fireEvent.click(screen.getByTestId('chat-thumb-up'));
    await waitFor(() => expect(screen.getByTestId('chat-thumb-up').getAttribute('aria-pressed')).toBe('true'));
    const thumb = api.requests.find((request) => request.path === conversationRoutes.thumbup.path);
    expect(thumb?.body).toMatchObject({ thumbup: true });

    // A thumbs-down asks what was wrong, and sends it.
    fireEvent.click(screen.getByTestId('chat-thumb-down'));
    const feedback = await screen.findByTestId('chat-feedback-form');
    fireEvent.change(within(feedback).getByRole('textbox'), { target: { value: 'Wrong fiscal year' } });
    fireEvent.submit(feedback);
    await waitFor(() => expect(screen.queryByTestId('chat-feedback-form')).toBeNull());
    await waitFor(() =>
      expect(api.requests.filter((request) => request.path === conversationRoutes.thumbup.path).at(-1)?.body).toEqual({
        conversation_id: expect.any(String),
        message_id: expect.any(String),
        thumbup: false,
        feedback: 'Wrong fiscal year',
      }),
    );

    fireEvent.click(screen.getByTestId('chat-regenerate'));
    await screen.findByText('Answer number 2');
    await waitFor(() => expect(screen.getAllByTestId('chat-question')).toHaveLength(1));
    expect(screen.queryByText('Answer number 1')).toBeNull();
    const completions = api.requests.filter((request) => request.path === conversationRoutes.completion.path);
    expect(completions.map((request) => (request.body as { content: string }).content)).toEqual([
      'Which margin drives the value?',
      'Which margin drives the value?',
    ]);
  });

  it('shows a provider failure after the stream began, in the reply', async () => {
    await start({
      script: ({ send }) => {
        send({ type: 'delta', text: 'Looking at' });
        send({ type: 'error', code: 'LLM_RATE_LIMITED', message: 'OpenAI is rate limiting requests. Wait a minute.' });
      },
    });
    await ask('Hello');
    expect((await screen.findByTestId('chat-reply-error')).textContent).toBe(
      'OpenAI is rate limiting requests. Wait a minute.',
    );
    await waitFor(() => expect(screen.getByTestId('chat-reply').getAttribute('data-status')).toBe('error'));
  });
});
