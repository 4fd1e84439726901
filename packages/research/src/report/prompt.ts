import type { TOutlineSection, TReportLanguage, TResearchPlan, TResearchSource } from '@app/contract';
import type { TRequirementResult } from '../collect/types.js';
import { figureFacts } from './figures.js';

export const REPORT_PROMPT_LIMITS = {
  /** Sources shown to the writer of one section, the most relevant first. */
  sourcesPerSection: 30,
  excerptChars: 700,
} as const;

const LANGUAGE_NAMES: Record<TReportLanguage, string> = { en: 'English', zh: 'Simplified Chinese' };

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2),
  );

/** The sources for a section: our models' first, then by the words they share with the section's title, purpose and questions. */
export function sourcesForSection(section: TOutlineSection, sources: TResearchSource[]): TResearchSource[] {
  const wanted = words([section.title, section.purpose, ...section.key_questions].join(' '));
  const score = (source: TResearchSource) => {
    if (source.kind === 'dcf' || source.kind === 'comps') return Number.POSITIVE_INFINITY;
    let shared = 0;
    for (const word of words(`${source.title} ${source.excerpt ?? ''}`)) if (wanted.has(word)) shared++;
    return shared;
  };
  return sources
    .map((source, index) => ({ source, index, score: score(source) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, REPORT_PROMPT_LIMITS.sourcesPerSection)
    .map((entry) => entry.source);
}

export type TSectionPromptInput = {
  plan: TResearchPlan;
  sectionIndex: number;
  sources: TResearchSource[];
  results: TRequirementResult[];
  /** The user's `request_revisions` note and the section's previous text, when revising. */
  feedback?: string;
  previous?: string;
};

/** The prompt that writes one outline section's body, citing only the sources it is given. */
export function sectionPrompt(input: TSectionPromptInput): string {
  const { plan } = input;
  const section = plan.outline[input.sectionIndex];
  if (!section) throw new RangeError(`no section ${input.sectionIndex}`);
  const wordsPerSection = Math.max(80, Math.round(plan.estimated_length / plan.outline.length));
  const sources = sourcesForSection(section, input.sources).map((source) => {
    const where =
      source.url ?? (source.document ? `${source.document}${source.page ? `, p. ${source.page}` : ''}` : '');
    return `[${source.id}] ${source.title}${where ? ` (${where})` : ''}\n${(source.excerpt ?? '').slice(0, REPORT_PROMPT_LIMITS.excerptChars)}`;
  });
  const facts = figureFacts(input.results);
  const lines = [
    `You write one section of a ${plan.report_type.replace('_', ' ')} titled "${plan.title}", in ${LANGUAGE_NAMES[plan.language]}.`,
    `Section ${input.sectionIndex + 1} of ${plan.outline.length}: "${section.title}". About ${wordsPerSection} words.`,
    ...(section.purpose ? [`Purpose: ${section.purpose}`] : []),
    ...(section.key_questions.length
      ? ['Answer these questions:', ...section.key_questions.map((question) => `- ${question}`)]
      : []),
    ...(plan.special_instructions ? [`Instructions: ${plan.special_instructions}`] : []),
    '',
    'Rules:',
    '- Write Markdown paragraphs, lists or tables; no heading for the section itself (it is added), ### subheadings at most.',
    '- Cite every fact right after it as [^S1] with the source ids below; cite only those ids; never write the footnote definitions.',
    '- Quote our model numbers exactly as given, cited to their model.',
    '- Say plainly when the sources do not answer a question; do not invent facts.',
    '',
  ];
  if (facts.length) lines.push('Our model numbers:', ...facts, '');
  lines.push('Sources:', ...(sources.length ? sources : ['(none)']));
  if (input.previous !== undefined) {
    lines.push('', 'The current text of the section:', input.previous);
    lines.push('', `Rewrite it as the reader asks: ${input.feedback ?? ''}`);
  }
  return lines.join('\n');
}
