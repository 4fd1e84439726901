import { CHAT_CHART_LANGUAGE, CHAT_CHART_LIMITS, ZChatChartSchema, ZChatChartSeriesSchema } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { CHART_PROMPT } from './chart-prompt.js';

describe('the system prompt on charts', () => {
  it('names the block, every field of its JSON and its limits, so it cannot drift from the contract', () => {
    expect(CHART_PROMPT).toContain(`language \`${CHAT_CHART_LANGUAGE}\``);
    for (const field of [...Object.keys(ZChatChartSchema.shape), ...Object.keys(ZChatChartSeriesSchema.shape)]) {
      expect(CHART_PROMPT).toContain(`"${field}"`);
    }
    expect(CHART_PROMPT).toContain(`At most ${CHAT_CHART_LIMITS.maxSeries} series and ${CHAT_CHART_LIMITS.maxLabels}`);
  });
});
