/**
 * An assistant's system prompt: its template with `{knowledge}` and its own `{variable}`s filled in,
 * and RAGFlow's citation instruction after it when the assistant quotes its sources.
 */

/** RAGFlow's default system prompt of a new assistant, `{knowledge}` where the passages go. @public */
export const DEFAULT_ASSISTANT_PROMPT = [
  'You are an intelligent assistant. Answer the question from the knowledge base below; give its details.',
  'When nothing in the knowledge base answers the question, say that the answer was not found in the knowledge base, and say nothing else.',
  'Take the conversation so far into account. Answer in the language of the question.',
  'Here is the knowledge base:',
  '{knowledge}',
  'The above is the knowledge base.',
].join('\n');

/** How the model cites (RAGFlow's `citation_prompt`): markers the server resolves to passages. @public */
export const CITATION_INSTRUCTION = [
  '# Citations',
  '- After each sentence that uses a passage of the knowledge base, write the passage\'s ID as a marker: [ID:n]. Example: "Revenue grew 12% in 2024 [ID:3]."',
  '- A sentence that uses several passages gets several markers, at most 4: "… [ID:1][ID:4]".',
  '- Cite only the IDs given in the knowledge base, and only passages that support the sentence. A sentence no passage supports gets no marker.',
  '- Write markers only in this form: no links, no footnotes, no list of sources at the end.',
].join('\n');

/** A variable of the template (RAGFlow's `parameters`): its key, and whether the question may leave it out. */
export type TPromptVariable = { key: string; optional: boolean };

const PROMPT_VARIABLE = /\{([A-Za-z_][A-Za-z0-9_-]{0,63})\}/gu;

/**
 * The system prompt: `{knowledge}` replaced by the knowledge text (appended under a heading when the
 * template has no place for it: an assistant over knowledge bases always sees its passages), each
 * `{key}` of `values` by its value, other braces left as written. One pass, so a value holding
 * `{knowledge}` is not expanded again. The citation instruction follows when `quote` is on.
 * @example renderSystemPrompt('Answer as {persona}.\n{knowledge}', { knowledge: 'ID: 1…', values: { persona: 'an analyst' }, quote: false })
 * @public
 */
export function renderSystemPrompt(
  template: string,
  options: { knowledge: string; values: Readonly<Record<string, string>>; quote: boolean },
): string {
  const source = template.trim() === '' ? DEFAULT_ASSISTANT_PROMPT : template;
  const hasKnowledge = source.includes('{knowledge}');
  const filled = source.replace(PROMPT_VARIABLE, (whole, key: string) => {
    if (key === 'knowledge') return options.knowledge;
    return Object.hasOwn(options.values, key) ? (options.values[key] ?? '') : whole;
  });
  const parts = [filled];
  if (!hasKnowledge) parts.push(`Here is the knowledge base:\n${options.knowledge}`);
  if (options.quote) parts.push(CITATION_INSTRUCTION);
  return parts.join('\n\n');
}

/** The keys of required variables (not `knowledge`, which the server fills) that `values` lacks. @public */
export function missingVariables(
  variables: readonly TPromptVariable[],
  values: Readonly<Record<string, string>>,
): string[] {
  return variables
    .filter((variable) => !variable.optional && variable.key !== 'knowledge')
    .filter((variable) => (values[variable.key] ?? '').trim() === '')
    .map((variable) => variable.key);
}
