/**
 * Expected domain failures are values, not exceptions: every public entry point returns a
 * `TResult`. Exceptions are reserved for programmer errors (an unreachable `switch` branch).
 * The codes are a closed catalogue so the server can translate them; `details` carries the facts.
 */

/** Every failure the engine reports. @public */
export const VALUATION_ERROR_CODES = [
  /** A field is missing, not a finite number, or outside its range (details.field names it). */
  'INVALID_INPUT',
  /** Perpetuity growth is not below the discount rate (WACC or cost of equity): the value is unbounded. */
  'GROWTH_NOT_BELOW_DISCOUNT_RATE',
  /** The share count is zero or negative, so no per-share value exists. */
  'NON_POSITIVE_SHARES',
  /** The historical statements lack a line the model cannot do without (details.line names it). */
  'INSUFFICIENT_HISTORY',
  /** The implied price never crosses the target price inside the search bracket. */
  'NO_ROOT_IN_BRACKET',
  /** The root finder did not reach its tolerance within the iteration limit. */
  'ROOT_NOT_CONVERGED',
] as const;

/** @public */
export type TValuationErrorCode = (typeof VALUATION_ERROR_CODES)[number];

/** Machine-readable facts about a failure; every value is JSON-serializable. @public */
export type TValuationErrorDetails = Record<string, string | number | boolean | null>;

/** A domain failure: a catalogue code, an English message for logs and the CLI, and the facts. @public */
export type TValuationError = { code: TValuationErrorCode; message: string; details: TValuationErrorDetails };

/** The value, or the error that explains why there is none. @public */
export type TResult<T> = { ok: true; value: T } | { ok: false; error: TValuationError };

/** @internal */
export function ok<T>(value: T): TResult<T> {
  return { ok: true, value };
}

/** @internal */
export function fail<T>(code: TValuationErrorCode, message: string, details: TValuationErrorDetails = {}): TResult<T> {
  return { ok: false, error: { code, message, details } };
}

/** `INVALID_INPUT` for one field. @internal */
export function invalid<T>(field: string, message: string, details: TValuationErrorDetails = {}): TResult<T> {
  return fail('INVALID_INPUT', `${field}: ${message}`, { field, ...details });
}

/** `INVALID_INPUT` unless `value` is a finite number. @internal */
export function checkFinite(field: string, value: number): TResult<number> {
  return Number.isFinite(value) ? ok(value) : invalid(field, `must be a finite number (got ${String(value)})`);
}

/** The first failure among finite-number checks, or `null` when all pass. @internal */
export function firstNonFinite(fields: Record<string, number | undefined>): TResult<never> | null {
  for (const [field, value] of Object.entries(fields)) {
    if (value !== undefined && !Number.isFinite(value)) {
      return invalid(field, `must be a finite number (got ${String(value)})`);
    }
  }
  return null;
}
