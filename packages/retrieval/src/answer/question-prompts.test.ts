import { describe, expect, it } from 'vitest';
import {
  buildRefineQuestionMessages,
  buildRelatedQuestionsMessages,
  buildSufficiencyMessages,
  parseRefinedQuestion,
  parseRelatedQuestions,
  parseSufficiency,
} from './question-prompts.js';

describe('question rewriting', () => {
  it('shows the recent turns and today, and reads the rewritten question', () => {
    const messages = buildRefineQuestionMessages(
      [
        { role: 'user', content: "What was Moutai's revenue in 2023?" },
        { role: 'assistant', content: '150 billion yuan.' },
        { role: 'user', content: 'And the year before?' },
      ],
      '2026-11-25',
    );
    expect(messages[0]!.content).toContain('today is 2026-11-25');
    expect(messages[1]!.content).toContain('USER: And the year before?');
    expect(messages[1]!.content).toContain('ASSISTANT: 150 billion yuan.');
    expect(
      parseRefinedQuestion('<think>hmm</think>\nRewritten question: "What was Moutai\'s revenue in 2022?"', 'x'),
    ).toBe("What was Moutai's revenue in 2022?");
    expect(parseRefinedQuestion('  \n', 'And the year before?')).toBe('And the year before?');
    expect(parseRefinedQuestion('y'.repeat(1_001), 'asked')).toBe('asked');
  });
});

describe('sufficiency', () => {
  it('asks for JSON and reads it, fenced or not, or a plain no', () => {
    expect(buildSufficiencyMessages('Q?', 'ID: 1…')[1]!.content).toContain('Passages:\nID: 1…');
    expect(parseSufficiency('```json\n{"is_sufficient": false, "query": "Moutai 2022 revenue",}\n```')).toEqual({
      isSufficient: false,
      query: 'Moutai 2022 revenue',
    });
    expect(parseSufficiency('{"is_sufficient": true, "query": "ignored"}')).toEqual({
      isSufficient: true,
      query: null,
    });
    expect(parseSufficiency('No, the passages are insufficient.')).toEqual({ isSufficient: false, query: null });
    expect(parseSufficiency('gibberish')).toEqual({ isSufficient: true, query: null });
  });
});

describe('related questions', () => {
  it('asks for a count and reads numbered or bulleted lines, distinct, at most the count', () => {
    expect(buildRelatedQuestionsMessages('Revenue?', 3)[0]!.content).toContain('Suggest 3');
    const answer =
      '1. What drove growth?\n- "What about margins?"\n2) what drove growth?\n（3）毛利率是多少？\n\n5. Extra?';
    expect(parseRelatedQuestions(answer, 3)).toEqual(['What drove growth?', 'What about margins?', '毛利率是多少？']);
  });
});
