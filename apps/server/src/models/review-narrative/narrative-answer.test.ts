import type { TDataSheet } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { resolveCitations, splitNarrativeAnswer } from './narrative-answer.js';

describe('splitNarrativeAnswer', () => {
  it('takes the last JSON block out as the proposal and keeps other code blocks in the text', () => {
    const answer = 'Growth is high.\n\n```text\nFCF = EBIT - tax\n```\n\n```json\n{"modifications": []}\n```\n';
    expect(splitNarrativeAnswer(answer)).toEqual({
      text: 'Growth is high.\n\n```text\nFCF = EBIT - tax\n```',
      proposal: '{"modifications": []}',
    });
  });

  it('keeps a malformed JSON block as the proposal (the preview says why), and none without a block', () => {
    expect(splitNarrativeAnswer('A.\n```json\n{"modifications": [\n```').proposal).toBe('{"modifications": [');
    expect(splitNarrativeAnswer('Sound model.')).toEqual({ text: 'Sound model.', proposal: null });
  });
});

describe('resolveCitations', () => {
  const value = (id: string) => ({
    id,
    item: id.split('@')[0] as string,
    time_context: id.split('@')[1] as string,
    segment: null,
    value: 0.02,
    status: 'default' as const,
    source: null,
  });
  const sheet = {
    Values: [value('terminalGrowth@model'), value('revenueGrowth@FY2026')],
    DataSourceDefinitions: [{ id: 'filing:0001', kind: 'filing', description: '10-K', url: null }],
  } as unknown as TDataSheet;

  it('lists the cells and sources the sheet holds once, in citation order, and drops invented ids', () => {
    const text =
      'See [cell:revenueGrowth@FY2026], [cell:madeUp@FY2099] and [cell:terminalGrowth@model] [cell:revenueGrowth@FY2026] [source:filing:0001] [source:filing:9999].';
    const cited = resolveCitations(text, sheet);
    expect(cited.cells.map((cell) => cell.id)).toEqual(['revenueGrowth@FY2026', 'terminalGrowth@model']);
    expect(cited.sources.map((source) => source.id)).toEqual(['filing:0001']);
  });
});
