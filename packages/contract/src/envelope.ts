import { z } from 'zod';
import type { TErrorCode } from './errors/catalogue.js';
import type { TFieldError } from './errors/translate.js';

/**
 * Every response body: `{code, message, data}`. `code` 0 is success; otherwise it is the HTTP status
 * of the error (a body code of 401 makes the web client clear its cache and sign out).
 * @public
 */
export type TEnvelope<T> = { code: number; message: string; data: T };

/** `data` of an error response: the catalogue code, and for validation errors the fields. */
export type TErrorData = { error: TErrorCode; fields?: TFieldError[] };

export function ZEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

export const ZErrorDataSchema = z.object({
  error: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
