import type { TRecordedRequest, TScriptedReply } from '@app/llm/testing';

/** A stock pitch on Coca-Cola as a chat model would plan it: our DCF of KO and one web query. */
export const KO_PLAN = {
  title: 'Coca-Cola: a defensive compounder?',
  report_type: 'stock_pitch',
  language: 'en',
  estimated_length: 1200,
  outline: [
    { title: 'Valuation', purpose: 'What the shares are worth', key_questions: ['What is Coca-Cola worth?'] },
    { title: 'Business', purpose: 'Where the cash comes from' },
  ],
  data_requirements: [
    { requirement_id: 'R1', type: 'dcf', ticker: 'KO' },
    { requirement_id: 'R2', type: 'web_search', search_queries: ['Coca-Cola pricing power 2024'] },
  ],
};

/** The prompt a request to the local provider carries, its messages joined. */
export function promptOf(request: TRecordedRequest): string {
  return (request.body.messages as { content: string }[]).map((message) => message.content).join('\n');
}

/**
 * The chat model as a research session calls it (for the local provider's `script`): the plan when
 * asked for one, two items when asked to break the request down, "sufficient" when asked whether
 * the passages suffice, and sections that cite what their prompt gives them (the DCF's implied
 * price in "Valuation", the first web source found elsewhere).
 */
export function scriptedResearchModel(plan: unknown = KO_PLAN) {
  return (request: TRecordedRequest): TScriptedReply => {
    const prompt = promptOf(request);
    if (prompt.startsWith('You plan a research report')) return { text: [JSON.stringify(plan)] };
    if (prompt.startsWith('You check whether')) return { text: ['{"is_sufficient": true}'] };
    if (prompt.startsWith('Break the research request')) return { text: ['["Pricing power", "Volume growth"]'] };
    const implied = /KO DCF \[\^(S\d+)\]: implied price ([\d.]+ [A-Z]{3})/.exec(prompt);
    if (prompt.includes('"Valuation"') && implied)
      return { text: [`Our DCF values the shares at ${implied[2]} [^${implied[1]}].`] };
    const web = /\[(S\d+)\] The Coca-Cola Company 10-K/.exec(prompt);
    return { text: [`Most of the cash comes from concentrates${web ? ` [${web[1]}]` : ''}.`] };
  };
}
