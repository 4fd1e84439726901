import type { TProvenance } from '@app/valuation';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { provenanceText } from './provenance-text';

// NVIDIA's R&D: 9.9% of revenue in FY2025, moving to FY2023–FY2025 taken together, 13.2%, by year 10.
const research: TProvenance = {
  kind: 'history',
  formula: 'research_and_development / revenue',
  years: [2023, 2024, 2025],
  values: [0.272, 0.142, 0.099],
  fade: {
    start: { value: 0.099, basis: 'latest_year', fiscalYear: 2025 },
    end: { value: 0.132, basis: 'pooled' },
    byYear: 10,
  },
};

describe('provenanceText', () => {
  it('says where a fading default starts and ends, in the reader’s language', () => {
    const en = createI18n('en');
    expect(provenanceText(en.t, research, 'percent', 'en')).toBe(
      'From history: 9.9% in FY2025, moving in a straight line to 13.2%, its level over FY2023–FY2025 taken together, ' +
        'by forecast year 10',
    );
    const zh = createI18n('zh');
    expect(provenanceText(zh.t, research, 'percent', 'zh')).toBe(
      '来自历史数据：2025 财年为 9.9%，按直线在预测第 10 年过渡至 2023–2025 财年合计水平 13.2%',
    );
    const growth: TProvenance = {
      ...research,
      fade: { start: { value: 0.801, basis: 'mean' }, end: { value: 0.025, basis: 'target' }, byYear: 10 },
    };
    // Spanish writes a (no-break) space before the percent sign.
    expect(provenanceText(createI18n('es').t, growth, 'percent', 'es').replace(/\u00a0/g, ' ')).toBe(
      'Del histórico: la media de los ejercicios 2023–2025, 80,1 %, que avanza en línea recta hasta 2,5 % en el año 10 de la proyección',
    );
  });

  it('says that a loss-maker’s cost line moves so the operating margin reaches the target', () => {
    const sga: TProvenance = {
      ...research,
      fade: {
        start: { value: 0.55, basis: 'latest_year', fiscalYear: 2025 },
        end: { value: 0.31, basis: 'margin_target', operatingMargin: 0.1 },
        byYear: 10,
      },
    };
    expect(provenanceText(createI18n('en').t, sga, 'percent', 'en')).toBe(
      'From history: 55.0% in FY2025, moving in a straight line to 31.0% by forecast year 10, so the operating ' +
        "margin reaches 10.0% (a loss-making company's path to profit)",
    );
  });

  it('names the kind of source when the default does not move', () => {
    const en = createI18n('en');
    const { fade: _fade, ...flat } = research as Extract<TProvenance, { kind: 'history' }>;
    expect(provenanceText(en.t, flat, 'percent', 'en')).toBe('From history');
    expect(provenanceText(en.t, { kind: 'input' }, 'days', 'en')).toBe('Your input');
  });
});
