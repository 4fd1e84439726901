import { DIALOG_DEFAULTS, type TChatStreamEvent } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startChatApi, type TChatApi, type TReplyScript } from '../../test/chat-api';
import { renderApp } from '../../test/render-app';

let api: TChatApi | undefined;
afterEach(async () => {
  cleanup();
  await api?.close();
  api = undefined;
});

const DIALOG_ID = 'd0000000-0000-4000-8000-000000000001';
const KB_ID = 'b0000000-0000-4000-8000-000000000001';
const DOC_ID = 'c0000000-0000-4000-8000-000000000001';

function wireDialog(overrides: Record<string, unknown> = {}) {
  return {
    id: DIALOG_ID,
    name: 'Moutai analyst',
    description: 'Answers from the annual reports.',
    icon: null,
    language: 'en',
    kb_ids: [KB_ID],
    kb_names: ['Reports'],
    kbs: [{ id: KB_ID, name: 'Reports', embd_id: 'mock@OpenAI', parsed_doc_num: 1 }],
    llm_id: null,
    llm_setting: DIALOG_DEFAULTS.llm_setting,
    prompt_config: { ...DIALOG_DEFAULTS.prompt_config, prologue: 'Hello! Ask me about the reports.' },
    top_n: 6,
    top_k: 1024,
    similarity_threshold: 0.2,
    vector_similarity_weight: 0.3,
    rerank_id: null,
    is_answerable: true,
    created_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

type TPassage = Extract<TChatStreamEvent, { type: 'reference' }>['passages'][number];
const PASSAGE: TPassage = {
  kind: 'passage',
  ref: '1',
  chunk_id: 'e0000000-0000-4000-8000-000000000001',
  document_id: DOC_ID,
  document_name: 'moutai-2023.pdf',
  kb_id: KB_ID,
  pages: [12, 13],
  content: 'Revenue reached 150 billion yuan in 2023.',
  similarity: 0.71,
  is_cited: false,
};
const OTHER: TPassage = {
  ...PASSAGE,
  ref: '2',
  chunk_id: 'e0000000-0000-4000-8000-000000000002',
  pages: [],
  document_name: 'notes.txt',
  content: 'Weather.',
};

/** The passages, the answer streamed with a marker as the model writes it, then the citations as the server resolves them. */
const CITED_REPLY: TReplyScript = ({ send }) => {
  send({ type: 'reference', passages: [PASSAGE, OTHER] });
  send({ type: 'delta', text: 'Revenue was 150 billion yuan ' });
  send({ type: 'delta', text: '[ID: 1].' });
  send({ type: 'usage', input_tokens: 300, output_tokens: 12 });
  send({
    type: 'citations',
    content: 'Revenue was 150 billion yuan [ID:1].',
    method: 'marker',
    citations: [{ ...PASSAGE, is_cited: true }],
  });
  send({ type: 'done', message_id: null, finish_reason: 'stop' });
};

async function start(options: Parameters<typeof startChatApi>[0]) {
  api = await startChatApi({ dialog: wireDialog(), ...options });
  return renderApp({ baseUrl: api.url, path: `/assistants/${DIALOG_ID}`, language: 'en' });
}

async function ask(question: string): Promise<void> {
  fireEvent.change(await screen.findByTestId('chat-input'), { target: { value: question } });
  fireEvent.click(screen.getByTestId('chat-send'));
}

describe('the assistant chat screen', () => {
  it('starts a conversation with the assistant (its opener first) and shows the answer’s markers as citations with a hover card that opens the document', async () => {
    await start({
      script: CITED_REPLY,
      relatedQuestions: (question) => [`${question} And in 2022?`],
      mindmap: { title: 'Revenue', children: [{ title: '150 billion yuan', children: [] }] },
    });
    await waitFor(() => expect(screen.getByTestId('assistant-chat-screen').textContent).toContain('Moutai analyst'));
    await ask('What was the revenue in 2023?');

    const thread = await screen.findByTestId('assistant-messages');
    await waitFor(() => expect(within(thread).getAllByTestId('chat-reply')).toHaveLength(2));
    const [opener, reply] = within(thread).getAllByTestId('chat-reply');
    expect(opener!.textContent).toContain('Hello! Ask me about the reports.');
    await waitFor(() => expect(reply!.getAttribute('data-status')).toBe('complete'));
    expect(reply!.textContent).toContain('Revenue was 150 billion yuan');
    expect(reply!.textContent).not.toContain('[ID');

    const marker = within(reply!).getByTestId('assistant-citation');
    expect(marker.textContent).toBe('1');
    expect(marker.getAttribute('href')).toBe(`/knowledge/${KB_ID}/documents/${DOC_ID}?chunk=${PASSAGE.chunk_id}`);
    expect(marker.getAttribute('aria-label')).toBe('Passage 1 of moutai-2023.pdf');
    const card = within(reply!).getByTestId('assistant-citation-card');
    expect(card.textContent).toContain('moutai-2023.pdf');
    expect(card.textContent).toContain('page 12–13');
    expect(card.textContent).toContain('Revenue reached 150 billion yuan in 2023.');

    // The passages it was given: the cited one first.
    const passages = within(reply!).getByTestId('assistant-passages');
    expect(passages.textContent).toContain('Passages given to the assistant: 2');
    const sources = within(passages).getAllByTestId('chat-source');
    expect(sources.map((source) => source.textContent)).toEqual(['[1]moutai-2023.pdfpage 12–13', '[2]notes.txt']);

    // The conversation is the assistant's: listed under it, and the question went to completion.
    const history = screen.getByTestId('chat-history');
    expect(within(history).getAllByTestId('chat-history-item')).toHaveLength(1);
    const completion = api!.requests.find((request) => request.path === '/v1/conversation/completion');
    expect(completion?.body).toMatchObject({ content: 'What was the revenue in 2023?' });
    const created = api!.requests.find((request) => request.path === '/v1/conversation/set');
    expect(created?.body).toMatchObject({ dialog_id: DIALOG_ID });

    fireEvent.click(within(reply!).getByTestId('assistant-mindmap-open'));
    const tree = await within(reply!).findByTestId('assistant-mindmap-tree');
    expect(tree.textContent).toBe('Revenue150 billion yuan');

    // Related questions by the assistant's model, for its knowledge bases.
    const related = await screen.findByTestId('chat-related-question');
    expect(related.textContent).toBe('What was the revenue in 2023? And in 2022?');
    const relatedRequest = api!.requests.find((request) => request.path === '/v1/conversation/related_questions');
    expect(relatedRequest?.body).toMatchObject({ dialog_id: DIALOG_ID });

    // Regenerate: the question and its answer deleted, the question asked again.
    fireEvent.click(within(reply!).getByTestId('chat-regenerate'));
    await waitFor(() =>
      expect(api!.requests.filter((request) => request.path === '/v1/conversation/completion')).toHaveLength(2),
    );
    expect(api!.requests.some((request) => request.path === '/v1/conversation/delete_msg')).toBe(true);
    await waitFor(() => expect(within(thread).getAllByTestId('chat-reply')).toHaveLength(2));
  });

  it('sends the values of the prompt’s variables with the question, never asking for the knowledge', async () => {
    const promptConfig = {
      ...DIALOG_DEFAULTS.prompt_config,
      system: 'Answer as {persona}.\n{knowledge}',
      parameters: [
        { key: 'knowledge', optional: false },
        { key: 'persona', optional: false },
      ],
    };
    await start({ dialog: wireDialog({ prompt_config: promptConfig }), script: CITED_REPLY });
    const fields = await screen.findAllByTestId('assistant-variable');
    expect(fields.map((field) => field.getAttribute('name'))).toEqual(['persona']);
    fireEvent.change(fields[0]!, { target: { value: ' a careful analyst ' } });
    await ask('Revenue?');
    await waitFor(() =>
      expect(api!.requests.find((request) => request.path === '/v1/conversation/completion')?.body).toMatchObject({
        content: 'Revenue?',
        variables: { persona: 'a careful analyst' },
      }),
    );
  });

  it('reads a finished reply aloud when the assistant has text-to-speech on, and says what to set up without a model', async () => {
    const played: string[] = [];
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(this.src);
      return Promise.resolve();
    });
    const createObjectURL = vi.fn(() => 'blob:reply');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    try {
      const promptConfig = { ...DIALOG_DEFAULTS.prompt_config, tts: true };
      await start({
        dialog: wireDialog({ prompt_config: promptConfig }),
        script: CITED_REPLY,
        speech: Buffer.from('RIFF0000WAVE'),
      });
      await ask('Revenue?');
      const thread = await screen.findByTestId('assistant-messages');
      await waitFor(() => expect(within(thread).getAllByTestId('assistant-read-aloud')).toHaveLength(2));
      const [, button] = within(thread).getAllByTestId('assistant-read-aloud');
      fireEvent.click(button!);
      await waitFor(() => expect(button!.textContent).toBe('Stop reading'));
      expect(played).toEqual(['blob:reply']);
      const request = api!.requests.find((seen) => seen.path === '/v1/conversation/tts');
      expect(request?.body).toEqual({ text: 'Revenue was 150 billion yuan [ID:1].' });
      fireEvent.click(button!);
      await waitFor(() => expect(button!.textContent).toBe('Read aloud'));
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:reply');

      cleanup();
      await api?.close();
      await start({ dialog: wireDialog({ prompt_config: promptConfig }), script: CITED_REPLY });
      await ask('Revenue?');
      const [first] = await screen.findAllByTestId('assistant-read-aloud');
      fireEvent.click(first!);
      expect((await screen.findByTestId('assistant-read-aloud-error')).textContent).toContain('text-to-speech');
    } finally {
      play.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('shows a cited table in the hover card as its rows, without pipes or separator rows', async () => {
    const table: TPassage = {
      ...PASSAGE,
      content:
        '| | 2024 | 2023 |\n| --- | --- | --- |\n| Total net sales | 391,035 | | 383,285 |\n| Cost of sales | 210,352 | 214,137 |',
    };
    await start({
      script: ({ send }) => {
        send({ type: 'reference', passages: [table] });
        send({ type: 'delta', text: 'Net sales were $391,035 million [ID:1].' });
        send({
          type: 'citations',
          content: 'Net sales were $391,035 million [ID:1].',
          method: 'marker',
          citations: [{ ...table, is_cited: true }],
        });
        send({ type: 'done', message_id: null, finish_reason: 'stop' });
      },
    });
    await ask('Net sales?');
    const card = await screen.findByTestId('assistant-citation-card');
    expect(card.textContent).toContain(
      '2024 · 2023\nTotal net sales · 391,035 · 383,285\nCost of sales · 210,352 · 214,137',
    );
    expect(card.textContent).not.toContain('|');
  });

  it('shows no read-aloud button when the assistant has text-to-speech off', async () => {
    await start({ script: CITED_REPLY });
    await ask('Revenue?');
    const thread = await screen.findByTestId('assistant-messages');
    await waitFor(() => expect(within(thread).getAllByTestId('chat-reply')).toHaveLength(2));
    expect(within(thread).queryByTestId('assistant-read-aloud')).toBeNull();
  });

  it('says when the assistant cannot answer yet, and when it does not exist', async () => {
    await start({ dialog: wireDialog({ is_answerable: false }) });
    expect((await screen.findByTestId('assistant-not-answerable')).textContent).toContain('has a parsed document');
    cleanup();
    await api?.close();
    api = await startChatApi({});
    renderApp({ baseUrl: api.url, path: `/assistants/${DIALOG_ID}`, language: 'en' });
    expect((await screen.findByTestId('assistant-chat-error')).textContent).toContain('not found');
  });
});
