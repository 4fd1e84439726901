import { describe, expect, it } from 'vitest';
import {
  CITATION_INSTRUCTION,
  DEFAULT_ASSISTANT_PROMPT,
  missingVariables,
  renderSystemPrompt,
} from './system-prompt.js';

describe('renderSystemPrompt', () => {
  it('fills {knowledge} and the variables in one pass, leaves unknown braces, adds the citation rule when quoting', () => {
    const prompt = renderSystemPrompt('You are {persona}. Use {knowledge}. Keep {unknown} and {"json": 1}.', {
      knowledge: 'ID: 1 … {persona}',
      values: { persona: 'an analyst' },
      quote: true,
    });
    expect(prompt).toBe(
      `You are an analyst. Use ID: 1 … {persona}. Keep {unknown} and {"json": 1}.\n\n${CITATION_INSTRUCTION}`,
    );
    expect(CITATION_INSTRUCTION).toContain('[ID:n]');
  });

  it('appends the knowledge when the template has no place for it, and uses the default template when empty', () => {
    expect(renderSystemPrompt('Be brief.', { knowledge: 'K', values: {}, quote: false })).toBe(
      'Be brief.\n\nHere is the knowledge base:\nK',
    );
    expect(renderSystemPrompt('  ', { knowledge: 'K', values: {}, quote: false })).toBe(
      DEFAULT_ASSISTANT_PROMPT.replace('{knowledge}', 'K'),
    );
  });
});

describe('missingVariables', () => {
  it('names required variables without a value, never knowledge', () => {
    const variables = [
      { key: 'knowledge', optional: false },
      { key: 'persona', optional: false },
      { key: 'tone', optional: true },
      { key: 'year', optional: false },
    ];
    expect(missingVariables(variables, { year: '2024', persona: ' ' })).toEqual(['persona']);
  });
});
