import { conversationRoutes } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startChatApi, type TChatApi, type TReplyScript } from '../../test/chat-api';
import { renderApp } from '../../test/render-app';

let api: TChatApi | undefined;
afterEach(async () => {
  cleanup();
  await api?.close();
  api = undefined;
});

const ANSWER: TReplyScript = ({ send }) => {
  send({ type: 'delta', text: 'Your WACC is 9.41%.' });
  send({ type: 'done', message_id: null, finish_reason: 'stop' });
};

async function ask(question: string): Promise<void> {
  fireEvent.change(await screen.findByTestId('chat-input'), { target: { value: question } });
  fireEvent.click(screen.getByTestId('chat-send'));
}

const relatedCalls = (chat: TChatApi) =>
  chat.requests.filter((request) => request.path === conversationRoutes.related_questions.path);

describe('related questions', () => {
  it('are suggested under the last complete reply for the question it answered, and choosing one asks it', async () => {
    api = await startChatApi({
      script: ANSWER,
      relatedQuestions: (question) =>
        question === 'What is my WACC?' ? ['How sensitive is the value to WACC?', 'What beta does it use?'] : [],
    });
    renderApp({ baseUrl: api.url, path: '/chat' });
    await ask('What is my WACC?');

    const related = await screen.findByTestId('chat-related');
    expect(within(related).getByText('Related questions')).toBeTruthy();
    const suggestions = within(related).getAllByTestId('chat-related-question');
    expect(suggestions.map((button) => button.textContent)).toEqual([
      'How sensitive is the value to WACC?',
      'What beta does it use?',
    ]);
    expect(relatedCalls(api).map((request) => request.body)).toEqual([{ question: 'What is my WACC?' }]);

    fireEvent.click(suggestions[1] as Element);
    // Asked as the next question; while its reply streams there are no suggestions.
    await waitFor(() => expect(screen.getAllByTestId('chat-reply')).toHaveLength(2));
    const completions = api.requests.filter((request) => request.path === conversationRoutes.completion.path);
    expect(completions.map((request) => (request.body as { content: string }).content)).toEqual([
      'What is my WACC?',
      'What beta does it use?',
    ]);
    // The new last reply's question has no suggestions: none are shown (the first reply's are gone).
    await waitFor(() => expect(relatedCalls(api as TChatApi)).toHaveLength(2));
    expect(screen.queryByTestId('chat-related')).toBeNull();
  });

  it('are absent when the call fails', async () => {
    api = await startChatApi({ script: ANSWER });
    renderApp({ baseUrl: api.url, path: '/chat' });
    await ask('What is my WACC?');
    await waitFor(() => expect(screen.getByTestId('chat-reply').getAttribute('data-status')).toBe('complete'));
    await waitFor(() => expect(relatedCalls(api as TChatApi)).toHaveLength(1));
    expect(screen.queryByTestId('chat-related')).toBeNull();
  });

  it('are not asked for under a stopped reply', async () => {
    api = await startChatApi({
      script: async ({ send, hungUp }) => {
        send({ type: 'delta', text: 'Half an answer' });
        await hungUp;
      },
      relatedQuestions: () => ['Should not be shown'],
    });
    renderApp({ baseUrl: api.url, path: '/chat' });
    await ask('Explain the terminal value');
    await within(await screen.findByTestId('chat-reply')).findByText('Half an answer');
    fireEvent.click(screen.getByTestId('chat-stop'));
    await waitFor(() => expect(screen.getByTestId('chat-reply').getAttribute('data-status')).toBe('aborted'));
    expect(relatedCalls(api)).toHaveLength(0);
    expect(screen.queryByTestId('chat-related')).toBeNull();
  });
});
