import { describe, expect, it } from 'vitest';
import { collectResearch } from './collect/collect.js';
import type { TCollectTools } from './collect/types.js';
import { parsePlan } from './plan/parse.js';
import { planPrompt } from './plan/prompt.js';
import { writeReport } from './report/write.js';
import { applyFeedback, applyWorkResult, startResearch, type TResearchStep } from './state-machine/machine.js';

const modelPlan = `Sure! Here is the plan.
\`\`\`json
{
  "title": "NVIDIA: still cheap?",
  "estimated_length": 1500,
  "outline": [{"title": "Thesis", "key_questions": ["What is NVIDIA worth?"]}, {"title": "Demand"}],
  "data_requirements": [
    {"requirement_id": "R1", "type": "dcf", "ticker": "NVDA"},
    {"requirement_id": "R2", "type": "web_search", "search_queries": ["NVIDIA data center demand"]}
  ]
}
\`\`\``;

/** A chat model that answers each prompt by what it asks: a plan, a sufficiency verdict, a section. */
const chat = async (prompt: string) => {
  if (prompt.startsWith('You plan a research report')) return modelPlan;
  if (prompt.startsWith('You check whether')) return '{"is_sufficient": true}';
  const implied = /NVDA DCF \[\^(S\d+)\]: implied price ([\d.]+ USD)/.exec(prompt);
  const web = /\[(S\d+)\] NVIDIA data center demand #1/.exec(prompt);
  return prompt.includes('"Thesis"')
    ? `Our DCF values the shares at ${implied?.[2]} [^${implied?.[1]}].`
    : `Demand is strong [${web?.[1]}].`;
};

const tools: TCollectTools = {
  chat,
  search: async (query) => [{ title: `${query} #1`, url: 'https://news.example.test/1', excerpt: 'Demand is strong.' }],
  valueCompany: async (ticker) => ({
    ticker,
    currency: 'USD',
    implied_price: 151.2,
    current_price: 140,
    wacc: 0.094,
    model_title: 'NVIDIA Corporation — DCF',
    model_url: 'https://intrinsic.test/models/7',
  }),
};

describe('a research session from request to accepted report', () => {
  it('drafts, edits and accepts a plan, collects every requirement and writes a report citing the DCF', async () => {
    const session = startResearch({
      request: 'A stock pitch on NVIDIA',
      report_type: 'stock_pitch',
      language: 'en',
      breakdown: false,
    });
    let state = session.state;
    const step = (result: TResearchStep) => {
      if (!result.ok) throw new Error(result.code);
      state = result.state;
      return result.effects;
    };
    expect(session.effects).toEqual([{ kind: 'draft_plan' }]);

    const drafted = parsePlan(
      await chat(planPrompt({ request: state.request, report_type: 'stock_pitch', language: 'en' })),
      state,
    );
    if (!drafted.ok) throw new Error('plan');
    step(applyWorkResult(state, { kind: 'plan_ready', plan: drafted.plan }));
    step(applyFeedback(state, 'edit', { plan: { ...drafted.plan, special_instructions: 'For a portfolio manager.' } }));
    expect(step(applyFeedback(state, 'accept'))).toEqual([{ kind: 'collect', resume: false }]);

    const plan = state.plan;
    if (!plan) throw new Error('no plan');
    const collection = await collectResearch({ plan, tools, options: { maxDepth: 1 } });
    expect(collection.results.map((result) => [result.requirement_id, result.status])).toEqual([
      ['R1', 'completed'],
      ['R2', 'completed'],
    ]);
    step(applyWorkResult(state, { kind: 'collection_ready', complete: collection.complete }));
    expect(step(applyFeedback(state, 'proceed'))).toEqual([{ kind: 'write_report' }]);

    const report = await writeReport({ plan, collection, chat });
    step(applyWorkResult(state, { kind: 'report_ready', markdown: report.markdown }));
    step(applyFeedback(state, 'accept_final_report'));

    expect(state.phase).toBe('done');
    expect(state.report_markdown).toContain('## Thesis\n\nOur DCF values the shares at 151.20 USD [^S1].');
    expect(state.report_markdown).toContain('## Demand\n\nDemand is strong [^S2].');
    expect(state.report_markdown).toContain('[^S1]: NVIDIA Corporation — DCF — https://intrinsic.test/models/7');
    expect(state.report_markdown).toContain('[^S2]: NVIDIA data center demand #1 — https://news.example.test/1');
  });
});
