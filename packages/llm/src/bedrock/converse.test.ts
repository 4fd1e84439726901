import { describe, expect, it } from 'vitest';
import { converseMessages, converseRequest } from './converse.js';

describe('Converse request shapes', () => {
  it('merges same-role turns, puts tool results in the user’s turn, drops blank text', () => {
    const { system, messages } = converseMessages([
      { role: 'system', content: 'Be exact.' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Compare NVDA and AMD' },
          { type: 'text', text: '  ' },
        ],
      },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: '' },
          { type: 'tool-call', toolCallId: 't1', toolName: 'get_model', input: { ticker: 'NVDA' } },
          { type: 'tool-call', toolCallId: 't2', toolName: 'get_model', input: { ticker: 'AMD' } },
        ],
      },
      {
        role: 'tool',
        content: [
          { type: 'tool-result', toolCallId: 't1', toolName: 'get_model', output: { type: 'json', value: [1, 2] } },
          {
            type: 'tool-result',
            toolCallId: 't2',
            toolName: 'get_model',
            output: { type: 'error-text', value: 'No AMD model' },
          },
        ],
      },
      { role: 'user', content: [{ type: 'file', mediaType: 'image/jpeg', data: new Uint8Array([255, 216]) }] },
    ]);
    expect(system).toEqual([{ text: 'Be exact.' }]);
    expect(messages).toEqual([
      { role: 'user', content: [{ text: 'Compare NVDA and AMD' }] },
      {
        role: 'assistant',
        content: [
          { toolUse: { toolUseId: 't1', name: 'get_model', input: { ticker: 'NVDA' } } },
          { toolUse: { toolUseId: 't2', name: 'get_model', input: { ticker: 'AMD' } } },
        ],
      },
      {
        role: 'user',
        content: [
          { toolResult: { toolUseId: 't1', content: [{ text: '[1,2]' }], status: 'success' } },
          { toolResult: { toolUseId: 't2', content: [{ text: 'No AMD model' }], status: 'error' } },
          { image: { format: 'jpeg', source: { bytes: '/9g=' } } },
        ],
      },
    ]);
  });

  it('refuses an image format Converse does not take (BMP)', () => {
    expect(() =>
      converseMessages([
        { role: 'user', content: [{ type: 'file', mediaType: 'image/bmp', data: new Uint8Array([66, 77]) }] },
      ]),
    ).toThrow(/not image\/bmp/);
  });

  it('maps the tool choice and leaves tools out when the choice is none', () => {
    const base = {
      prompt: [{ role: 'user' as const, content: [{ type: 'text' as const, text: 'hi' }] }],
      tools: [{ type: 'function' as const, name: 'f', inputSchema: { type: 'object' as const } }],
      stopSequences: ['END'],
      topP: 0.9,
    };
    expect(converseRequest({ ...base, toolChoice: { type: 'required' } })).toMatchObject({
      toolConfig: { toolChoice: { any: {} } },
      inferenceConfig: { topP: 0.9, stopSequences: ['END'] },
    });
    expect(converseRequest({ ...base, toolChoice: { type: 'tool', toolName: 'f' } })).toMatchObject({
      toolConfig: {
        tools: [{ toolSpec: { name: 'f', inputSchema: { json: { type: 'object' } } } }],
        toolChoice: { tool: { name: 'f' } },
      },
    });
    expect(converseRequest({ ...base, toolChoice: { type: 'none' } })).not.toHaveProperty('toolConfig');
  });
});
