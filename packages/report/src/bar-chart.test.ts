import { describe, expect, it } from 'vitest';
import { BAR_CHART_LIMITS, barChartSvg, renderBarChart } from './bar-chart.js';

const PRICES = {
  format: 'money' as const,
  bars: [
    { label: 'DCF', value: 46.51, role: 'model' as const },
    { label: 'Peers (median)', value: 61.2, role: 'peer' as const },
    { label: 'Price', value: 69.91, role: 'market' as const },
  ],
};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('renderBarChart', () => {
  it('draws a PNG at twice its size, one row per bar, with the shipped font', () => {
    const png = renderBarChart(PRICES);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngSize(png)).toEqual({ width: 1440, height: 2 * (32 + 3 * 34) });
    // Text is drawn (the font loaded): a chart without labels compresses far smaller.
    const unlabelled = renderBarChart({ ...PRICES, bars: PRICES.bars.map((bar) => ({ ...bar, label: '' })) });
    expect(png.length).toBeGreaterThan(unlabelled.length + 1_000);
  });

  it('scales bars to the largest value, writes values as money or multiples, and escapes labels', () => {
    const svg = barChartSvg(PRICES);
    const widths = [...svg.matchAll(/<rect [^>]*width="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(widths[2]).toBeCloseTo(720 - 150 - 90 - 16, 0);
    expect((widths[0] ?? 0) / (widths[2] ?? 1)).toBeCloseTo(46.51 / 69.91, 3);
    expect(svg).toContain('>46.51</text>');
    const multiples = barChartSvg({ format: 'multiple', bars: [{ label: 'A&B <Co>', value: 12.345, role: 'peer' }] });
    expect(multiples).toContain('>12.3x</text>');
    expect(multiples).toContain('A&#38;B &#60;Co&#62;');
    // A negative value has no bar, only its number.
    const loss = barChartSvg({ format: 'money', bars: [{ label: 'DCF', value: -3.2, role: 'model' }] });
    expect(loss).toContain('width="0.0"');
    expect(loss).toContain('>-3.20</text>');
  });

  it('refuses a chart without bars or with more than its limit', () => {
    expect(() => renderBarChart({ format: 'money', bars: [] })).toThrow(RangeError);
    const many = Array.from({ length: BAR_CHART_LIMITS.bars + 1 }, (_, index) => ({
      label: `P${index}`,
      value: index,
      role: 'peer' as const,
    }));
    expect(() => renderBarChart({ format: 'multiple', bars: many })).toThrow(RangeError);
  });
});
