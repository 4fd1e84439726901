import { describe, expect, it } from 'vitest';
import { planNotes } from './notes.js';
import { extractJson, parseBreakdown, parsePlan } from './parse.js';
import { breakdownPrompt, planPrompt } from './prompt.js';

const known = { report_type: 'stock_pitch', language: 'en' } as const;
const minimal = {
  title: 'NVIDIA: the AI build-out',
  outline: [{ title: 'Thesis', questions: 'Why now?' }, 'Valuation'],
  data_requirements: [
    { type: 'dcf', ticker: 'nvda' },
    { type: 'web_search', queries: 'NVIDIA Blackwell demand', max_results_per_query: '8', include_images: 'true' },
  ],
};

describe('parsePlan', () => {
  it('reads a plan in a code fence with prose around it, filling what the model left out', () => {
    const answer = `Here is the plan:\n\`\`\`json\n${JSON.stringify(minimal)}\n\`\`\`\nLet me know if you want changes.`;
    const parsed = parsePlan(answer, known);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.plan).toMatchObject({
      report_type: 'stock_pitch',
      language: 'en',
      estimated_length: 3000,
      special_instructions: '',
    });
    expect(parsed.plan.outline).toEqual([
      { title: 'Thesis', purpose: '', key_questions: ['Why now?'] },
      { title: 'Valuation', purpose: '', key_questions: [] },
    ]);
    expect(parsed.plan.data_requirements).toEqual([
      {
        requirement_id: 'R1',
        type: 'dcf',
        ticker: 'NVDA',
        search_queries: [],
        include_images: false,
        max_results_per_query: 5,
      },
      {
        requirement_id: 'R2',
        type: 'web_search',
        search_queries: ['NVIDIA Blackwell demand'],
        include_images: true,
        max_results_per_query: 8,
      },
    ]);
  });

  it('reads bare JSON followed by text, with a trailing comma and braces inside strings', () => {
    const answer = `{"title": "Plan {draft}", "estimated_length": "2,500 words", "outline": [{"title": "A"},],} trailing {note}`;
    const parsed = parsePlan(answer, { report_type: 'market_research', language: 'zh' });
    expect(parsed).toMatchObject({ ok: true, plan: { title: 'Plan {draft}', estimated_length: 2500, language: 'zh' } });
  });

  it('says when the answer holds no plan, and gives the issues of a plan that breaks the rules', () => {
    expect(parsePlan('I cannot help with that.', known)).toEqual({ ok: false, issues: null });
    const parsed = parsePlan(JSON.stringify({ ...minimal, outline: [] }), known);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues?.map((issue) => issue.message)).toEqual(['research_sections_required']);
  });

  it('extracts arrays and ignores broken JSON', () => {
    expect(extractJson('items: ["a", "b"] done')).toEqual(['a', 'b']);
    expect(extractJson('{"a": ')).toBeUndefined();
  });
});

describe('parseBreakdown', () => {
  it('reads a JSON array or a list of lines', () => {
    expect(parseBreakdown('```json\n["Demand", "Pricing"]\n```')).toEqual(['Demand', 'Pricing']);
    expect(parseBreakdown('1. Demand\n- Pricing\n\n* Supply')).toEqual(['Demand', 'Pricing', 'Supply']);
  });
});

describe('planPrompt', () => {
  it('asks for the report type and language, and carries the previous plan and feedback when revising', () => {
    const prompt = planPrompt({
      request: 'GLP-1 market',
      report_type: 'market_research',
      language: 'zh',
      previous_plan: null,
      available_types: ['dcf', 'comps'],
      breakdown_items: ['Demand'],
    });
    expect(prompt).toContain('Report type: market_research');
    expect(prompt).toContain('Simplified Chinese');
    expect(prompt).toContain('Only these types can run now: dcf, comps');
    expect(prompt).toContain('- Demand');
    expect(prompt.endsWith('GLP-1 market')).toBe(true);
    const plan = parsePlan(JSON.stringify(minimal), known);
    if (!plan.ok) throw new Error('plan');
    const revise = planPrompt({
      ...known,
      request: 'x',
      previous_plan: plan.plan,
      mode: 'regenerate_outline',
      feedback: 'shorter',
    });
    expect(revise).toContain('Write a new, different outline');
    expect(revise).toContain('NVIDIA: the AI build-out');
    expect(revise).toContain('shorter');
  });

  it('asks for breakdown items, extending the previous ones', () => {
    const prompt = breakdownPrompt({ request: 'GLP-1', language: 'en', previous: ['Demand'], feedback: 'add pricing' });
    expect(prompt).toContain('- Demand');
    expect(prompt).toContain('add pricing');
  });
});

describe('planNotes', () => {
  it('names the requirements that cannot run as configured', () => {
    const parsed = parsePlan(JSON.stringify(minimal), known);
    if (!parsed.ok) throw new Error('plan');
    const all = { web_search: true, dcf: true, comps: true, knowledge_base: true };
    expect(planNotes(parsed.plan, all)).toEqual([]);
    expect(planNotes(parsed.plan, { ...all, web_search: false })).toEqual([
      { requirement_id: 'R2', type: 'web_search', reason: 'no_web_search_provider' },
    ]);
  });
});
