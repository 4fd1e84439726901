import { ERRORS, errorMessage, localizeIssues, type TErrorCode, type TErrorData } from '@app/contract';
import { isMarketDataError } from '@app/market-data';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../app-error.js';
import { fromMarketDataError } from '../market/market-data-errors.js';

/** Fastify's own failures that are the client's fault, by Fastify error code. */
const FASTIFY_CODES: Record<string, TErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

/** Sends an error envelope: `{code: status, message (in the caller's language), data: {error, fields?}}`. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const { status } = ERRORS[error.code];
  const data: TErrorData = { error: error.code, ...(error.fields ? { fields: error.fields } : {}) };
  const params = Object.fromEntries(
    Object.entries(error.params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'object' ? value[request.language] : value,
    ]),
  );
  return reply.code(status).send({ code: status, message: errorMessage(error.code, request.language, params), data });
}

/**
 * One error handler for the whole API. Validation failures become 422 with field messages, client
 * mistakes their catalogue code, anything unexpected a generic 500 (details only in the log).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    return sendError(request, reply, toAppError(error, request));
  });
}

function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (isMarketDataError(error)) return fromMarketDataError(error, request);
  if (error instanceof ZodError) {
    const fields = localizeIssues(error.issues, request.language);
    const details = fields.map((field) => (field.path ? `${field.path}: ${field.message}` : field.message)).join('; ');
    return new AppError('VALIDATION_FAILED', { fields, params: { details } });
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return new AppError(known, { cause: error });
  if (error instanceof SyntaxError && error.statusCode === 400) return new AppError('MALFORMED_JSON', { cause: error });
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error, method: request.method, url: request.url }, 'database unavailable');
    return new AppError('SERVICE_UNAVAILABLE', { cause: error });
  }
  request.log.error(
    { err: error, method: request.method, url: request.url, query: request.query, params: request.params },
    'unhandled error',
  );
  return new AppError('INTERNAL', { cause: error });
}

/** Node socket errors and PostgreSQL's "cannot connect now" family: the database, not the request, failed. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (message === 'PGlite is closed' || message === 'Cannot use a pool after calling end on the pool') return true;
  }
  return false;
}
