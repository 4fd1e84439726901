/** JSON text → a payload validated by a zod schema: the edge check of every JSON provider. */
import type { z } from 'zod';
import { MarketDataError } from '../errors.js';

/**
 * Parses JSON text and validates it with `schema`. `where` (URL or file path) goes into the error.
 * @throws {MarketDataError} PROVIDER_BAD_RESPONSE
 * @internal
 */
export function parseJsonPayload<S extends z.ZodType>(
  text: string,
  schema: S,
  resource: string,
  where: string,
): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new MarketDataError(
      'PROVIDER_BAD_RESPONSE',
      `${resource} at ${where} is not valid JSON`,
      { resource, where },
      { cause: error },
    );
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new MarketDataError('PROVIDER_BAD_RESPONSE', `${resource} at ${where} does not have the expected shape`, {
      resource,
      where,
      issues,
    });
  }
  return result.data;
}
