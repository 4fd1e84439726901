import { type TLanguage, VALIDATION_MESSAGES } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error.js';

/**
 * Nesting a request may have: the deepest body the API takes (a model's assumptions,
 * `assumptions.discountRate.capm.beta`) is 4 levels; 32 leaves room and stops a body nested 20,000
 * levels deep before any schema or the engine walks it recursively.
 */
export const MAX_INPUT_DEPTH = 32;

/**
 * Characters PostgreSQL cannot store in `text` or `jsonb`: the null character, and a lone UTF-16
 * surrogate (JSON can spell one, `"\ud800"`; `jsonb` refuses it). Stored anyway, each was a 500.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the null character is what is refused
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_GLOBAL = new RegExp(UNSTORABLE.source, 'g');

/** Whether a string can be stored as text: no null character, no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** What is wrong with a request's parsed input: a string (or key) at `path` that cannot be stored, or too deep. */
export type TInputProblem = { kind: 'text'; path: string } | { kind: 'depth' };

/**
 * The first problem of a parsed JSON body, query or form: walked with an explicit stack, so a
 * deeply nested value cannot exhaust the call stack here. Keys are checked as well as values.
 */
export function inspectInput(value: unknown, maxDepth = MAX_INPUT_DEPTH): TInputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value: current, path, depth } = item;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return { kind: 'text', path };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return { kind: 'depth' };
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return { kind: 'text', path: childPath.replace(UNSTORABLE_GLOBAL, '?') };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

/** `VALIDATION_FAILED` for a field whose text cannot be stored, shaped as zod's failures are. */
export function unstorableText(path: string, language: TLanguage): AppError {
  const message = VALIDATION_MESSAGES.text_not_allowed[language];
  return new AppError('VALIDATION_FAILED', {
    fields: [{ path, message }],
    params: { details: path ? `${path}: ${message}` : message },
  });
}

/**
 * Checks every route's parsed input before validation: the JSON body, the query string and the
 * path parameters. One check for every free-text field (nickname, model name, company name,
 * stock code, account name…) present and future, instead of one per schema: text that cannot be
 * stored is 422 `VALIDATION_FAILED` naming the field, a body nested deeper than `MAX_INPUT_DEPTH`
 * is 400 `BODY_TOO_DEEP`. Multipart fields are checked as they are read (`registerUploadRoute`).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const input of [request.body, request.query, request.params]) {
      const problem = inspectInput(input);
      if (!problem) continue;
      if (problem.kind === 'depth') throw new AppError('BODY_TOO_DEEP', { params: { max: MAX_INPUT_DEPTH } });
      throw unstorableText(problem.path, request.language);
    }
  });
}
