import {
  localizeIssues,
  type REQUIREMENT_TYPES,
  type TLanguage,
  type TReportLanguage,
  type TResearchPlan,
  type TResearchReportType,
  ZResearchPlanSchema,
} from '@app/contract';
import type { TResearchData } from '../../../../api/research';
import { requiredNumber, splitLines } from '../../../knowledge/utils/form-schema';

/** The plan as the session carries it (camelCase). */
export type TPlanData = NonNullable<TResearchData['plan']>;
type TRequirementType = (typeof REQUIREMENT_TYPES)[number];

/** An outline section being edited; `key` keeps its inputs in place while sections move. */
export type TDraftSection = { key: string; title: string; purpose: string; questions: string };
/** A data requirement being edited (lists one item per line, numbers as typed). */
export type TDraftRequirement = {
  key: string;
  requirementId: string;
  type: TRequirementType;
  ticker: string;
  queries: string;
  includeImages: boolean;
  maxResults: string;
};
/** The plan card's edit form: every field as the user types it. */
export type TPlanDraft = {
  title: string;
  reportType: TResearchReportType;
  language: TReportLanguage;
  estimatedLength: string;
  specialInstructions: string;
  outline: TDraftSection[];
  requirements: TDraftRequirement[];
};

/** A field's message, keyed by its wire path (`outline.0.title`, `data_requirements.1.ticker`). */
export type TPlanErrors = Record<string, string>;

let nextKey = 0;
/** A key for a new row of the draft. */
export function draftKey(): string {
  nextKey += 1;
  return `row-${nextKey}`;
}

/** The plan as an editable draft. */
export function toDraft(plan: TPlanData): TPlanDraft {
  return {
    title: plan.title,
    reportType: plan.reportType,
    language: plan.language,
    estimatedLength: String(plan.estimatedLength),
    specialInstructions: plan.specialInstructions,
    outline: plan.outline.map((section) => ({
      key: draftKey(),
      title: section.title,
      purpose: section.purpose,
      questions: section.keyQuestions.join('\n'),
    })),
    requirements: plan.dataRequirements.map((requirement) => ({
      key: draftKey(),
      requirementId: requirement.requirementId,
      type: requirement.type,
      ticker: requirement.ticker ?? '',
      queries: requirement.searchQueries.join('\n'),
      includeImages: requirement.includeImages,
      maxResults: String(requirement.maxResultsPerQuery),
    })),
  };
}

/** An empty section to add to the outline. */
export function emptySection(): TDraftSection {
  return { key: draftKey(), title: '', purpose: '', questions: '' };
}

/** A new web-search requirement, with an id no other requirement of the draft has. */
export function emptyRequirement(draft: TPlanDraft): TDraftRequirement {
  const taken = new Set(draft.requirements.map((requirement) => requirement.requirementId));
  let number = draft.requirements.length + 1;
  while (taken.has(`R${number}`)) number += 1;
  return {
    key: draftKey(),
    requirementId: `R${number}`,
    type: 'web_search',
    ticker: '',
    queries: '',
    includeImages: false,
    maxResults: '5',
  };
}

/** The draft as the wire's plan (snake_case), before the contract checks it. */
export function draftToPlanInput(draft: TPlanDraft): Record<string, unknown> {
  return {
    title: draft.title,
    report_type: draft.reportType,
    language: draft.language,
    estimated_length: requiredNumber(draft.estimatedLength),
    special_instructions: draft.specialInstructions,
    outline: draft.outline.map((section) => ({
      title: section.title,
      purpose: section.purpose,
      key_questions: splitLines(section.questions) ?? [],
    })),
    data_requirements: draft.requirements.map((requirement) => ({
      requirement_id: requirement.requirementId,
      type: requirement.type,
      // Only DCF and comparables use a ticker; the others' box is hidden, so nothing of it is sent.
      ticker: needsTicker(requirement.type) && requirement.ticker.trim() !== '' ? requirement.ticker : undefined,
      search_queries: splitLines(requirement.queries) ?? [],
      include_images: requirement.includeImages,
      max_results_per_query: requiredNumber(requirement.maxResults),
    })),
  };
}

/**
 * The draft checked by the contract's `ZResearchPlanSchema` (the server's own check): the plan to
 * send, or each field's message in the reader's language. A list typed one item per line carries
 * its items' messages on the box (`outline.0.key_questions`).
 */
export function checkDraft(
  draft: TPlanDraft,
  language: TLanguage,
): { plan: TResearchPlan; errors: null } | { plan: null; errors: TPlanErrors } {
  const result = ZResearchPlanSchema.safeParse(draftToPlanInput(draft), { reportInput: true });
  if (result.success) return { plan: result.data, errors: null };
  return { plan: null, errors: fieldErrors(localizeIssues(result.error.issues, language)) };
}

/**
 * Field messages by the path of the box that shows them; the first message of a box wins. A
 * server's paths may be prefixed with `plan.` (the request's field).
 */
export function fieldErrors(fields: readonly { path: string; message: string }[]): TPlanErrors {
  const errors: TPlanErrors = {};
  for (const field of fields) {
    const path = boxPath(field.path.replace(/^plan\./, ''));
    errors[path] ??= field.message;
  }
  return errors;
}

/** Items of a list typed one per line show their message on the list's box. */
function boxPath(path: string): string {
  return path.replace(/^(outline\.\d+\.key_questions|data_requirements\.\d+\.search_queries)\.\d+$/, '$1');
}

/** DCF and comparables requirements value a company: they need its ticker, not search queries. */
export function needsTicker(type: TRequirementType): boolean {
  return type === 'dcf' || type === 'comps';
}

/** Moves one item of a list by `offset` places (a no-op past either end). */
export function moveItem<T>(items: readonly T[], index: number, offset: number): T[] {
  const target = index + offset;
  if (target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(index, 1);
  if (item !== undefined) moved.splice(target, 0, item);
  return moved;
}
