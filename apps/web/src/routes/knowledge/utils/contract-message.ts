import { localizeIssues, type TLanguage } from '@app/contract';
import type { z } from 'zod';

/**
 * The contract's first message about an input, in the reader's language, or null when the input
 * passes — e.g. "Select a chunk first." for a chunk action with nothing selected, checked by the
 * same schema the server uses rather than by a rule of the screen's own.
 */
export function contractMessage(schema: z.ZodType, input: unknown, language: TLanguage): string | null {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return null;
  return localizeIssues(result.error.issues, language)[0]?.message ?? null;
}
