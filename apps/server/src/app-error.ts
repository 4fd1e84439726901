import type { TErrorCode, TFieldError, TLocalizedText } from '@app/contract';

/** A message parameter: plain, or itself in every language (e.g. the name of a missing data series). */
export type TErrorParam = string | number | TLocalizedText;

/**
 * An expected failure with a catalogue code. The error handler turns it into the envelope with the
 * code's HTTP status and its message in the caller's language.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly params: Record<string, TErrorParam> | undefined;
  readonly fields: TFieldError[] | undefined;

  constructor(
    code: TErrorCode,
    options: { params?: Record<string, TErrorParam>; fields?: TFieldError[]; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.params = options.params;
    this.fields = options.fields;
  }
}
