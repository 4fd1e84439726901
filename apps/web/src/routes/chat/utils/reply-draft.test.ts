// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TChatEventData } from '../../../api/conversation';
import { applyChatEvent, draftSources, EMPTY_DRAFT } from './reply-draft';

const SOURCE = {
  kind: 'model' as const,
  ref: '1',
  modelId: 'm-1',
  name: 'NVDA base',
  ticker: 'NVDA',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('applyChatEvent', () => {
  it('builds a reply from its events: ids, text, a tool call then its result, usage, the end', () => {
    const events: TChatEventData[] = [
      { type: 'start', conversationId: 'c-1', userMessageId: 'u-1', messageId: 'a-1', model: 'gpt@OpenAI' },
      { type: 'tool_call', toolCallId: 't-1', name: 'get_model', input: { ticker: 'NVDA' } },
      {
        type: 'tool_result',
        toolCallId: 't-1',
        name: 'get_model',
        input: { ticker: 'NVDA' },
        output: { wacc: 0.094 },
        ok: true,
        error: null,
        sources: [SOURCE],
      },
      { type: 'delta', text: 'WACC is ' },
      { type: 'delta', text: '9.4% [1].' },
      { type: 'usage', inputTokens: 120, outputTokens: 9 },
      { type: 'done', messageId: 'a-1', finishReason: 'stop' },
    ];
    const draft = events.reduce(applyChatEvent, EMPTY_DRAFT);
    expect(draft).toMatchObject({
      conversationId: 'c-1',
      userMessageId: 'u-1',
      messageId: 'a-1',
      model: 'gpt@OpenAI',
      text: 'WACC is 9.4% [1].',
      usage: { inputTokens: 120, outputTokens: 9 },
      finishReason: 'stop',
      error: null,
    });
    expect(draft.toolCalls).toHaveLength(1);
    expect(draft.toolCalls[0]?.result?.output).toEqual({ wacc: 0.094 });
    expect(draftSources(draft)).toEqual([SOURCE]);
    expect(EMPTY_DRAFT.text).toBe('');
  });

  it('keeps a result whose call it did not see, and a provider error', () => {
    const draft = [
      {
        type: 'tool_result',
        toolCallId: 't-9',
        name: 'get_company',
        input: {},
        output: null,
        ok: false,
        error: { code: 'NOT_FOUND', message: 'No such ticker' },
        sources: [],
      },
      { type: 'error', code: 'LLM_TIMEOUT', message: 'Too slow' },
    ].reduce((current, event) => applyChatEvent(current, event as TChatEventData), EMPTY_DRAFT);
    expect(draft.toolCalls.map((call) => call.result?.ok)).toEqual([false]);
    expect(draft.error).toEqual({ code: 'LLM_TIMEOUT', message: 'Too slow' });
  });
});
