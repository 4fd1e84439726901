import { describe, expect, it } from 'vitest';
import { CHAT_CHART_LIMITS, parseChatChart } from './chart.js';

const FCF = {
  type: 'bar',
  title: 'Free cash flow',
  unit: 'USD millions',
  x: ['2026', '2027', '2028'],
  series: [{ name: 'Base', values: [1200.5, 1350, null] }],
};

describe('parseChatChart', () => {
  it('reads a chart block, a missing value as null and no unit as empty', () => {
    expect(parseChatChart(JSON.stringify(FCF))).toEqual(FCF);
    const { unit: _unit, ...noUnit } = FCF;
    expect(parseChatChart(JSON.stringify(noUnit))?.unit).toBe('');
  });

  it('is null for a half-streamed block, never throwing', () => {
    const text = JSON.stringify(FCF);
    for (const end of [0, 1, 20, text.length - 1]) expect(parseChatChart(text.slice(0, end))).toBeNull();
  });

  it('refuses what it cannot draw honestly', () => {
    const refused = [
      { ...FCF, type: 'pie' },
      { ...FCF, title: ' ' },
      { ...FCF, series: [] },
      { ...FCF, series: [{ name: 'Base', values: [1, 2] }] },
      { ...FCF, series: [{ name: 'Base', values: [null, null, null] }] },
      { ...FCF, series: [{ name: 'Base', values: ['1', 2, 3] }] },
      { ...FCF, series: Array.from({ length: 5 }, (_, i) => ({ name: `S${i}`, values: [1, 2, 3] })) },
      { ...FCF, x: Array.from({ length: CHAT_CHART_LIMITS.maxLabels + 1 }, (_, i) => `${i}`) },
      { ...FCF, x: ['2026', '2026', '2028'] },
      {
        ...FCF,
        series: [
          { name: 'Base', values: [1, 2, 3] },
          { name: 'Base', values: [1, 2, 3] },
        ],
      },
      { ...FCF, x: ['2026', '2027', 'x'.repeat(CHAT_CHART_LIMITS.labelChars + 1)] },
    ];
    for (const chart of refused) expect(parseChatChart(JSON.stringify(chart)), JSON.stringify(chart)).toBeNull();
    expect(parseChatChart(`${JSON.stringify(FCF)}${' '.repeat(CHAT_CHART_LIMITS.blockChars)}`)).toBeNull();
    expect(parseChatChart('[1, 2]')).toBeNull();
  });
});
