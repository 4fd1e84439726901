import type { TResearchPlan, TResearchSource } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { TRequirementResult } from '../collect/types.js';
import { assembleReport, cleanSectionBody, footnoteDefinition } from './assemble.js';
import { reportCharts } from './charts.js';
import { figureFacts, figuresSection } from './figures.js';
import { sectionPrompt, sourcesForSection } from './prompt.js';
import { writeReport } from './write.js';

const plan: TResearchPlan = {
  title: 'NVIDIA: a stock pitch',
  report_type: 'stock_pitch',
  language: 'en',
  estimated_length: 1200,
  outline: [
    {
      title: 'Thesis',
      purpose: 'Why the shares are cheap',
      key_questions: ['How fast does data center revenue grow?'],
    },
    { title: 'Risks', purpose: '', key_questions: [] },
  ],
  special_instructions: 'For a portfolio manager.',
  data_requirements: [],
};

const sources: TResearchSource[] = [
  { id: 'S1', kind: 'dcf', title: 'NVDA DCF', url: '/models/1', retrievedAt: '2026-11-20T10:00:00Z' },
  {
    id: 'S2',
    kind: 'web',
    title: 'Data center revenue grows',
    url: 'https://example.test/dc',
    excerpt: 'Data center revenue grew 90%.',
  },
  {
    id: 'S3',
    kind: 'knowledge_base',
    title: '10-K',
    document: 'nvda-10k.pdf',
    page: 31,
    excerpt: 'Export controls risk.',
  },
  { id: 'S4', kind: 'comps', title: 'NVDA comps' },
];

const results: TRequirementResult[] = [
  {
    requirement_id: 'R1',
    type: 'dcf',
    status: 'completed',
    source_ids: ['S1'],
    valuation: {
      ticker: 'NVDA',
      currency: 'USD',
      implied_price: 151.2,
      current_price: 140,
      wacc: 0.094,
      terminal_growth: 0.03,
      model_title: 'NVDA DCF',
    },
  },
  {
    requirement_id: 'R2',
    type: 'comps',
    status: 'completed',
    source_ids: ['S4'],
    comps: {
      ticker: 'NVDA',
      currency: 'USD',
      metrics: ['pe', 'ev_ebitda'],
      peers: [{ ticker: 'AMD', name: 'Advanced Micro Devices', values: { pe: 41.23, ev_ebitda: null } }],
      implied_price: 160,
      model_title: 'NVDA comps',
    },
  },
];

describe('assembleReport', () => {
  it('writes the outline as headings, the model numbers as cited tables and the cited footnotes at the end', () => {
    const { markdown, citedSourceIds } = assembleReport({
      plan,
      sections: [
        '## Thesis\n\nData center revenue grew 90% [S2], and our DCF implies 151.20 USD [^S1][^S9].\n\n[^S2]: made up by the writer',
        'Export controls [S3, S2].',
      ],
      sources,
      results,
    });
    const headings = markdown.split('\n').filter((line) => line.startsWith('#'));
    expect(headings).toEqual(['# NVIDIA: a stock pitch', '## Thesis', '## Risks', '## Valuation figures']);
    expect(markdown).toContain('Data center revenue grew 90% [^S2], and our DCF implies 151.20 USD [^S1].');
    expect(markdown).toContain('Export controls [^S3][^S2].');
    expect(markdown).not.toContain('made up');
    expect(markdown).toContain('| NVDA | 151.20 USD | 140.00 USD | 8.00% | 9.40% | 3.00% | NVDA DCF [^S1] |');
    expect(markdown).toContain('| AMD (Advanced Micro Devices) | 41.2x | — |');
    expect(markdown).toContain('Implied price from peers: 160.00 USD [^S4]');
    expect(citedSourceIds).toEqual(['S2', 'S1', 'S3', 'S4']);
    expect(markdown.trimEnd().split('\n').slice(-4)).toEqual([
      '[^S2]: Data center revenue grows — https://example.test/dc',
      '[^S1]: NVDA DCF — /models/1 (2026-11-20)',
      '[^S3]: 10-K — nvda-10k.pdf, p. 31',
      '[^S4]: NVDA comps',
    ]);
  });

  it('writes the figures in Chinese for a Chinese report, and leaves them out without model results', () => {
    expect(figuresSection(results, 'zh')).toContain('## 估值数据');
    const { markdown } = assembleReport({ plan, sections: ['Text.'], sources, results: [] });
    expect(markdown).toBe('# NVIDIA: a stock pitch\n\n## Thesis\n\nText.\n\n## Risks\n');
  });
});

describe('cleanSectionBody', () => {
  it('keeps code blocks as written and demotes the writer’s top headings', () => {
    const body = '# Overview\n\n```\n# not a heading [S9]\n```\n\n## Detail';
    expect(cleanSectionBody(body, 'Thesis', new Set(['S1']))).toBe(
      '### Overview\n\n```\n# not a heading [S9]\n```\n\n### Detail',
    );
  });

  it('writes a source without a title by its id', () => {
    expect(footnoteDefinition({ id: 'S7', kind: 'web', title: ' ', url: 'https://x.test' })).toBe(
      '[^S7]: S7 — https://x.test',
    );
  });
});

describe('sectionPrompt', () => {
  it('gives the section, its questions, our model numbers and the most relevant sources, models first', () => {
    const prompt = sectionPrompt({ plan, sectionIndex: 0, sources, results });
    expect(prompt).toContain('Section 1 of 2: "Thesis". About 600 words.');
    expect(prompt).toContain('- How fast does data center revenue grow?');
    expect(prompt).toContain(
      'NVDA DCF [^S1]: implied price 151.20 USD, current price 140.00 USD, upside 8.00%, WACC 9.40%',
    );
    expect(prompt).toContain('[S3] 10-K (nvda-10k.pdf, p. 31)');
    expect(
      sourcesForSection(plan.outline[0] as TResearchPlan['outline'][number], sources).map((source) => source.id),
    ).toEqual(['S1', 'S4', 'S2', 'S3']);
    const revise = sectionPrompt({
      plan,
      sectionIndex: 1,
      sources,
      results,
      previous: 'Old text.',
      feedback: 'More on China.',
    });
    expect(revise).toContain('Old text.');
    expect(revise).toContain('More on China.');
    expect(() => sectionPrompt({ plan, sectionIndex: 5, sources, results })).toThrow(RangeError);
  });

  it('lists comparables with their multiples', () => {
    expect(figureFacts(results)[1]).toBe(
      'NVDA comparables [^S4]: AMD (pe 41.2x, ev_ebitda —); implied price 160.00 USD',
    );
  });
});

describe('writeReport', () => {
  it('writes every section with the chat model and assembles them, revising with the previous text', async () => {
    const prompts: string[] = [];
    const chat = async (prompt: string) => {
      prompts.push(prompt);
      return /Section (\d)/.exec(prompt)?.[1] === '1' ? 'Growth is fast [S2].' : 'Export controls [^S3].';
    };
    const written: number[] = [];
    const report = await writeReport({
      plan,
      collection: { sources, results },
      chat,
      onSection: (index) => void written.push(index),
    });
    expect(written).toEqual([0, 1]);
    expect(report.sections).toEqual(['Growth is fast [S2].', 'Export controls [^S3].']);
    expect(report.markdown).toContain('## Thesis\n\nGrowth is fast [^S2].');
    expect(report.citedSourceIds).toEqual(['S2', 'S3', 'S1', 'S4']);
    await writeReport({
      plan,
      collection: { sources, results },
      chat,
      revision: { feedback: 'Shorter.', sections: report.sections },
    });
    expect(prompts[2]).toContain('The current text of the section:\nGrowth is fast [S2].');
    expect(prompts[2]).toContain('Shorter.');
  });
});

describe('reportCharts', () => {
  const withPeers: TRequirementResult[] = [
    results[0] as TRequirementResult,
    {
      ...(results[1] as TRequirementResult),
      comps: {
        ...(results[1]?.comps as NonNullable<TRequirementResult['comps']>),
        peers: [
          { ticker: 'AMD', values: { pe: 41.23, ev_ebitda: null } },
          { ticker: 'AVGO', values: { pe: 35.1, ev_ebitda: 22 } },
          { ticker: 'INTC', values: { pe: null, ev_ebitda: 9 } },
        ],
      },
    },
  ];

  it('charts the DCF beside the peers’ implied price and the market, and the first multiple most peers have', () => {
    const charts = reportCharts(withPeers, 'en');
    expect(
      charts.map((chart) => [chart.id, chart.format, chart.bars.map((bar) => `${bar.label} ${bar.value} ${bar.role}`)]),
    ).toEqual([
      ['value-NVDA', 'money', ['DCF 151.2 model', 'Peers (median) 160 peer', 'Price 140 market']],
      ['peers-NVDA', 'multiple', ['AMD 41.23 peer', 'AVGO 35.1 peer']],
    ]);
    expect(reportCharts(withPeers, 'zh')[1]?.title).toBe('NVDA：可比公司的 pe');
  });

  it('puts each chart under its table when the caller drew it, and nothing when it did not', () => {
    const images = { 'value-NVDA': 'data:image/png;base64,AAAA', 'peers-NVDA': 'data:image/png;base64,BBBB' };
    const section = figuresSection(withPeers, 'en', images) ?? '';
    const lines = section.split('\n\n');
    const pictures = lines.flatMap((line, index) => (line.startsWith('![') ? [index] : []));
    expect(pictures).toHaveLength(2);
    expect(lines[pictures[0] ?? 0]).toBe(
      "![NVDA: value per share (USD) — our DCF, the peers' multiples and the market price](data:image/png;base64,AAAA)",
    );
    expect(lines[(pictures[0] ?? 0) - 1]).toMatch(/^\| Ticker \| Implied price/);
    expect(lines[pictures[1] ?? 0]).toBe('![NVDA: pe of the comparable companies](data:image/png;base64,BBBB)');
    expect(figuresSection(withPeers, 'en')).not.toContain('![');
  });
});
