import { RESEARCH_LIMITS, type TReportLanguage, type TResearchPlan, type TResearchReportType } from '@app/contract';

const REPORT_TYPE_GUIDANCE: Record<TResearchReportType, string> = {
  stock_pitch:
    'A stock pitch: an investment thesis (buy, hold or sell) with a price target from our DCF, the catalysts, the risks and the valuation against peers. Include a `dcf` and a `comps` requirement for the company.',
  company_analysis:
    'A company analysis: the business model, segments, competitive position, financial performance and outlook. Include a `dcf` requirement for the company when it is listed.',
  market_research:
    'Market research: the market size and growth, its segments, the main players and their shares, drivers, risks and outlook. Use `comps` for the listed leaders only when it helps.',
};

const LANGUAGE_NAMES: Record<TReportLanguage, string> = { en: 'English', zh: 'Simplified Chinese' };

export type TPlanPromptInput = {
  request: string;
  report_type: TResearchReportType;
  language: TReportLanguage;
  /** Items of the seed's breakdown, when the user went through it. */
  breakdown_items?: string[];
  /** The previous plan, when revising or regenerating its outline. */
  previous_plan?: TResearchPlan | null;
  feedback?: string;
  /** `regenerate_outline`: keep the data requirements, write a fresh outline. */
  mode?: 'draft' | 'revise_outline' | 'regenerate_outline';
  /** The requirement types that can run (e.g. no `web_search` without a provider). */
  available_types?: readonly string[];
};

/** The prompt that asks the chat model for a research plan as JSON (the contract's plan schema). */
export function planPrompt(input: TPlanPromptInput): string {
  const lines = [
    'You plan a research report for an equity analyst. Answer with one JSON object and nothing else.',
    '',
    `Report type: ${input.report_type}. ${REPORT_TYPE_GUIDANCE[input.report_type]}`,
    `Write every text of the plan in ${LANGUAGE_NAMES[input.language]}; the "language" field is "${input.language}".`,
    '',
    'The JSON object has these fields:',
    `- "title": the report's title (at most ${RESEARCH_LIMITS.titleChars} characters)`,
    `- "report_type": "${input.report_type}"`,
    `- "language": "${input.language}"`,
    `- "estimated_length": the report's length in words (${RESEARCH_LIMITS.minWords} to ${RESEARCH_LIMITS.maxWords})`,
    `- "outline": 1 to ${RESEARCH_LIMITS.sections} sections, each {"title", "purpose", "key_questions": at most ${RESEARCH_LIMITS.questionsPerSection} questions}`,
    '- "special_instructions": tone, audience or emphasis the writer must follow ("" when none)',
    `- "data_requirements": at most ${RESEARCH_LIMITS.requirements}, each {"requirement_id": "R1", "R2"…, "type", "ticker" (for dcf and comps), "search_queries": at most ${RESEARCH_LIMITS.queriesPerRequirement} (for web_search and knowledge_base), "include_images": true or false, "max_results_per_query": 1 to ${RESEARCH_LIMITS.maxResultsPerQuery}}`,
    '',
    'Requirement types: "dcf" (our discounted-cash-flow model of a listed company: implied price, WACC), "comps" (our comparable-companies table), "web_search" (queries for a web search engine), "knowledge_base" (questions for the user\'s own documents).',
  ];
  if (input.available_types) {
    lines.push(`Only these types can run now: ${input.available_types.join(', ') || 'none'}. Prefer them.`);
  }
  if (input.breakdown_items?.length) {
    lines.push(
      '',
      'The user broke the request into these items; cover each:',
      ...input.breakdown_items.map((item) => `- ${item}`),
    );
  }
  if (input.previous_plan && input.mode && input.mode !== 'draft') {
    lines.push('', 'The current plan:', JSON.stringify(input.previous_plan));
    lines.push(
      input.mode === 'regenerate_outline'
        ? 'Write a new, different outline; keep the title, the data requirements and the special instructions.'
        : 'Revise the outline as the user asks below; keep what the user did not ask to change.',
    );
  }
  if (input.feedback) lines.push('', "The user's feedback:", input.feedback);
  lines.push('', "The user's request:", input.request);
  return lines.join('\n');
}

/** The prompt of the seed's item breakdown: the request as a short list of items to research. */
export function breakdownPrompt(input: {
  request: string;
  language: TReportLanguage;
  previous?: string[];
  feedback?: string;
}): string {
  const lines = [
    'Break the research request below into 3 to 8 distinct items to research (companies, products, questions).',
    `Answer with a JSON array of strings in ${LANGUAGE_NAMES[input.language]} and nothing else.`,
  ];
  if (input.previous?.length)
    lines.push('', 'The items so far (refine or extend them):', ...input.previous.map((item) => `- ${item}`));
  if (input.feedback) lines.push('', "The user's feedback:", input.feedback);
  lines.push('', 'Request:', input.request);
  return lines.join('\n');
}
