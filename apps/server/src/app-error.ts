import type { TErrorCode, TFieldError } from '@app/contract';

/**
 * An expected failure with a catalogue code. The error handler turns it into the envelope with the
 * code's HTTP status and its message in the caller's language.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly params: Record<string, string | number> | undefined;
  readonly fields: TFieldError[] | undefined;

  constructor(
    code: TErrorCode,
    options: { params?: Record<string, string | number>; fields?: TFieldError[]; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.params = options.params;
    this.fields = options.fields;
  }
}
