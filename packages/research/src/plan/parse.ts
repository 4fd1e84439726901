import { type TResearchPlan, ZResearchPlanSchema } from '@app/contract';
import type { z } from 'zod';

/**
 * The first JSON value (object or array) in a model's answer: inside a code fence when there is one,
 * otherwise from the first `{`/`[` to its matching bracket, so prose before or after is ignored.
 */
export function extractJson(answer: string): unknown {
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(answer);
  const text = fenced?.[1] ?? answer;
  const start = text.search(/[{[]/);
  if (start < 0) return undefined;
  const end = matchingBracket(text, start);
  const candidate = text.slice(start, end === -1 ? undefined : end + 1);
  try {
    return JSON.parse(candidate);
  } catch {
    try {
      // Models often leave a comma before a closing bracket.
      return JSON.parse(candidate.replace(/,\s*([}\]])/g, '$1'));
    } catch {
      return undefined;
    }
  }
}

/** The index of the bracket closing the one at `start`, skipping brackets inside strings; -1 if none. */
function matchingBracket(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return index;
    }
  }
  return -1;
}

export type TPlanParse = { ok: true; plan: TResearchPlan } | { ok: false; issues: z.core.$ZodIssue[] | null };

/**
 * The model's plan, read tolerantly (code fences, trailing text, missing optional fields, numbers as
 * strings, the fields the caller already knows) and validated by the contract's schema. `issues` is
 * null when the answer held no JSON at all.
 */
export function parsePlan(
  answer: string,
  known: { report_type: TResearchPlan['report_type']; language: TResearchPlan['language'] },
): TPlanParse {
  const json = extractJson(answer);
  if (!json || typeof json !== 'object' || Array.isArray(json)) return { ok: false, issues: null };
  const raw = json as Record<string, unknown>;
  const candidate = {
    ...raw,
    report_type: raw.report_type ?? known.report_type,
    language: raw.language ?? known.language,
    estimated_length: toInteger(raw.estimated_length) ?? 3000,
    outline: Array.isArray(raw.outline) ? raw.outline.map(normalizeSection) : raw.outline,
    data_requirements: Array.isArray(raw.data_requirements)
      ? raw.data_requirements.map((requirement, index) => normalizeRequirement(requirement, index))
      : raw.data_requirements,
  };
  const parsed = ZResearchPlanSchema.safeParse(candidate);
  return parsed.success ? { ok: true, plan: parsed.data } : { ok: false, issues: parsed.error.issues };
}

function toInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value.replace(/[^0-9.]/g, '')) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? Math.round(number) : undefined;
}

function normalizeSection(section: unknown): unknown {
  if (typeof section === 'string') return { title: section };
  if (!section || typeof section !== 'object') return section;
  const record = section as Record<string, unknown>;
  const questions = record.key_questions ?? record.questions;
  return {
    ...record,
    purpose: record.purpose ?? '',
    key_questions: typeof questions === 'string' ? [questions] : questions,
  };
}

function normalizeRequirement(requirement: unknown, index: number): unknown {
  if (!requirement || typeof requirement !== 'object') return requirement;
  const record = requirement as Record<string, unknown>;
  const queries = record.search_queries ?? record.queries;
  const max = toInteger(record.max_results_per_query);
  return {
    ...record,
    requirement_id: record.requirement_id ?? `R${index + 1}`,
    search_queries: typeof queries === 'string' ? [queries] : queries,
    ...(max === undefined ? {} : { max_results_per_query: max }),
    include_images:
      typeof record.include_images === 'boolean' ? record.include_images : record.include_images === 'true',
  };
}

/** The items of the seed's breakdown from the model's answer (a JSON array, or one item per line). */
export function parseBreakdown(answer: string): string[] {
  const json = extractJson(answer);
  if (Array.isArray(json)) return json.filter((item): item is string => typeof item === 'string');
  return answer
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
}
