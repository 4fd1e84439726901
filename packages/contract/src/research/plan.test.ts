import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../errors/catalogue.js';
import { RESEARCH_VALIDATION_MESSAGES } from '../errors/research-catalogue.js';
import { RESEARCH_LIMITS, ZResearchPlanSchema } from './plan.js';
import { ZNewResearchSchema } from './session.js';

const plan = {
  title: 'NVIDIA: a stock pitch',
  report_type: 'stock_pitch',
  language: 'en',
  estimated_length: 3000,
  outline: [{ title: 'Thesis', purpose: 'Why buy', key_questions: ['What drives growth?'] }],
  special_instructions: '',
  data_requirements: [
    { requirement_id: 'R1', type: 'dcf', ticker: 'nvda' },
    { requirement_id: 'R2', type: 'web_search', search_queries: ['NVIDIA data center revenue'] },
  ],
};

const messagesOf = (value: unknown) => {
  const result = ZResearchPlanSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('ZResearchPlanSchema', () => {
  it('reads a plan, filling optional fields and upper-casing tickers', () => {
    const parsed = ZResearchPlanSchema.parse(plan);
    expect(parsed.data_requirements[0]).toMatchObject({ ticker: 'NVDA', search_queries: [], max_results_per_query: 5 });
    expect(parsed.data_requirements[1]?.include_images).toBe(false);
  });

  it('bounds every size with a catalogue message', () => {
    expect(messagesOf({ ...plan, title: 'x'.repeat(RESEARCH_LIMITS.titleChars + 1) })).toContain(
      'research_title_too_long',
    );
    expect(messagesOf({ ...plan, outline: Array(13).fill(plan.outline[0]) })).toContain('research_sections_too_many');
    expect(messagesOf({ ...plan, outline: [] })).toContain('research_sections_required');
    expect(messagesOf({ ...plan, outline: [{ title: 'A', key_questions: Array(9).fill('q') }] })).toContain(
      'research_questions_too_many',
    );
    expect(messagesOf({ ...plan, estimated_length: 50 })).toContain('research_length_invalid');
    expect(messagesOf({ ...plan, language: 'fr' })).toContain('research_language_invalid');
    const requirement = { requirement_id: 'W', type: 'web_search', search_queries: Array(9).fill('q') };
    expect(messagesOf({ ...plan, data_requirements: [requirement] })).toContain('research_queries_too_many');
    expect(messagesOf({ ...plan, data_requirements: Array(21).fill(plan.data_requirements[0]) })).toContain(
      'research_requirements_too_many',
    );
  });

  it('needs a ticker for dcf and comps, queries for searches, and distinct requirement ids', () => {
    expect(messagesOf({ ...plan, data_requirements: [{ requirement_id: 'R1', type: 'comps' }] })).toEqual([
      'research_ticker_required',
    ]);
    expect(messagesOf({ ...plan, data_requirements: [{ requirement_id: 'R1', type: 'knowledge_base' }] })).toEqual([
      'research_queries_required',
    ]);
    const twice = [plan.data_requirements[0], plan.data_requirements[0]];
    expect(messagesOf({ ...plan, data_requirements: twice })).toEqual(['research_requirement_id_duplicate']);
  });

  it('has every message it uses in the catalogue', () => {
    for (const key of Object.keys(RESEARCH_VALIDATION_MESSAGES)) expect(VALIDATION_MESSAGES).toHaveProperty(key);
  });
});

describe('ZNewResearchSchema', () => {
  it('needs a request of at most 4,000 characters, a report type and a report language', () => {
    expect(ZNewResearchSchema.parse({ request: ' NVIDIA ', report_type: 'stock_pitch', language: 'zh' })).toEqual({
      request: 'NVIDIA',
      report_type: 'stock_pitch',
      language: 'zh',
      breakdown: false,
    });
    const issues = (value: unknown) => ZNewResearchSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(issues({ request: ' ', report_type: 'stock_pitch', language: 'en' })).toEqual(['research_request_required']);
    expect(issues({ request: 'x'.repeat(4001), report_type: 'memo', language: 'en' })).toEqual([
      'research_request_too_long',
      'research_report_type_invalid',
    ]);
  });
});
