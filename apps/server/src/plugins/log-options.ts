import type { FastifyRequest } from 'fastify';

/** Where log lines go instead of stdout (tests read them). */
export type TLogStream = { write(line: string): void };

/** Written in place of every secret and query parameter in the log. */
export const REDACTED = '[redacted]';

/**
 * Fields that may carry secrets wherever they appear in a log object (request bodies, headers,
 * a mail): pino blanks them before a line is written.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'body',
  'text',
  '*.password',
  '*.new_password',
  '*.current_password',
  '*.token',
  '*.device_secret',
  // Model providers' secrets (`llm/add_llm`, `llm/test`, `llm/set_api_key`) wherever they appear.
  '*.api_key',
  '*.secret_key',
  '*.service_account_key',
  '*.apiKey',
];

/** Query-string values that are secrets: the email links' tokens (`/reset-password?token=…`). */
const SECRET_QUERY = /([?&](?:token|device_secret|password)=)[^&#]*/gi;

/**
 * The server's logger options: the level, secrets redacted, request URLs without their link tokens,
 * and errors without the parameters of the SQL that failed (drizzle puts them, passwords' hashes,
 * emails and tokens' hashes among them, in the message of a failed query).
 */
export function loggerOptions(level: string, stream?: TLogStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    // Runs before the serializers: the default `err` serializer then sees the redacted copy.
    formatters: {
      log: (object: Record<string, unknown>) =>
        object.err === undefined ? object : { ...object, err: withoutQueryParameters(object.err) },
    },
    serializers: {
      /** Fastify's own request fields, with secret query values blanked. */
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/** A URL with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, `$1${REDACTED}`);
}

type TErrorLike = Error & { params?: unknown; query?: unknown; detail?: unknown; cause?: unknown };

/**
 * An error (and its causes) as it may be logged: a failed query keeps its SQL text (placeholders
 * only) but not its parameters, and a database error not its `detail` (which quotes the row's
 * values, e.g. `Key (email)=(…) already exists`). Other errors are returned as they are.
 */
export function withoutQueryParameters(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 8) return error;
  const original = error as TErrorLike;
  const cause = withoutQueryParameters(original.cause, depth + 1);
  const isFailedQuery = Array.isArray(original.params) && typeof original.query === 'string';
  const hasDetail = original.detail !== undefined;
  if (!isFailedQuery && !hasDetail && cause === original.cause) return error;

  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as TErrorLike, original);
  copy.message = isFailedQuery ? `Failed query: ${String(original.query)}\nparams: ${REDACTED}` : original.message;
  // The stack's first line repeats the message: keep only its frames.
  const frames = original.stack?.indexOf('\n    at ') ?? -1;
  copy.stack = `${original.name}: ${copy.message}${frames >= 0 ? original.stack?.slice(frames) : ''}`;
  if (isFailedQuery) copy.params = REDACTED;
  if (hasDetail) copy.detail = REDACTED;
  if (original.cause !== undefined) copy.cause = cause;
  return copy;
}
