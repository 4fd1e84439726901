import { APICallError } from '@ai-sdk/provider';
import type { TErrorCode } from '@app/contract';

/** The catalogue codes a provider failure becomes. @public */
export type TLlmErrorCode = Extract<
  TErrorCode,
  | 'LLM_AUTH_FAILED'
  | 'LLM_RATE_LIMITED'
  | 'LLM_QUOTA_EXCEEDED'
  | 'LLM_CONTEXT_TOO_LONG'
  | 'LLM_INPUT_TOO_LARGE'
  | 'LLM_BUILTIN_BUSY'
  | 'LLM_MODEL_NOT_FOUND'
  | 'LLM_REQUEST_REJECTED'
  | 'LLM_BAD_RESPONSE'
  | 'LLM_UNREACHABLE'
  | 'LLM_TIMEOUT'
>;

/**
 * A provider failure as the product says it: a catalogue code and its message parameters
 * (`provider`, `model`, `url`, `seconds`, `detail`). `cause` keeps the SDK's error for the log;
 * its request body is never copied here, so a key or a prompt does not travel with it.
 * @public
 */
export class LlmError extends Error {
  readonly code: TLlmErrorCode;
  readonly params: Record<string, string | number>;
  /** The provider's HTTP status, when it answered. */
  readonly providerStatus: number | undefined;

  constructor(
    code: TLlmErrorCode,
    params: Record<string, string | number>,
    options: { providerStatus?: number; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'LlmError';
    this.code = code;
    this.params = params;
    this.providerStatus = options.providerStatus;
  }
}

/** The user aborted the request (stop): not a failure to report. @public */
export class LlmAbortedError extends Error {
  constructor() {
    super('aborted');
    this.name = 'LlmAbortedError';
  }
}

export type TErrorContext = {
  provider: string;
  model: string;
  /** The base URL (shown when the provider cannot be reached). */
  url: string;
  timeoutMs: number;
  /** Secrets to scrub from any provider text we repeat. */
  secrets: readonly string[];
  /** Whether the caller's own signal aborted (stop) or our time limit did. */
  isTimedOut: () => boolean;
  isAborted: () => boolean;
};

const CONTEXT_TOO_LONG =
  /context[_ ]length|context window|maximum context|too many tokens|prompt is too long|input is too long|reduce the length|max_tokens.*exceed|exceeds? the (?:model'?s )?(?:maximum|context)/i;
const QUOTA = /insufficient_quota|exceeded your current quota|credit balance is too low|billing|quota exceeded/i;
const MODEL_NOT_FOUND =
  /model[_ ]not[_ ]found|does not exist|unknown model|no such model|not_found_error|model.*not found/i;

/**
 * Maps anything the SDK (or fetch) throws to the product's words: 401/403 a refused key, 429 a rate
 * limit or an empty quota, a context overflow by the provider's wording, 404 an unknown model,
 * other 4xx the provider's own (shortened) message, 5xx and failed connections unreachable, our
 * time limit a timeout, an unreadable answer a bad response.
 * @public
 */
export function toLlmError(error: unknown, context: TErrorContext): Error {
  if (error instanceof LlmError || error instanceof LlmAbortedError) return error;
  const { provider } = context;
  if (context.isTimedOut()) {
    return new LlmError('LLM_TIMEOUT', { provider, seconds: Math.round(context.timeoutMs / 1000) }, { cause: error });
  }
  if (context.isAborted()) return new LlmAbortedError();
  const apiError = findApiCallError(error);
  if (apiError?.statusCode !== undefined) return fromStatus(apiError, context);
  if (apiError) {
    // No status: the request never got an answer (refused, unknown host, TLS).
    return new LlmError('LLM_UNREACHABLE', { provider, url: context.url }, { cause: error });
  }
  const name = (error as { name?: string } | null)?.name ?? '';
  if (/JSONParse|TypeValidation|InvalidResponseData|EmptyResponseBody|NoContentGenerated/.test(name)) {
    return new LlmError('LLM_BAD_RESPONSE', { provider }, { cause: error });
  }
  if (isConnectionFailure(error))
    return new LlmError('LLM_UNREACHABLE', { provider, url: context.url }, { cause: error });
  return error instanceof Error ? error : new Error(String(error));
}

function fromStatus(error: APICallError, context: TErrorContext): LlmError {
  const { provider, model } = context;
  const status = error.statusCode ?? 0;
  const body = error.responseBody ?? '';
  const options = { providerStatus: status, cause: error };
  // A success status whose body is not the protocol (an HTML page from a wrong base URL).
  if (status >= 200 && status < 300) return new LlmError('LLM_BAD_RESPONSE', { provider }, options);
  if (status === 401 || status === 403) return new LlmError('LLM_AUTH_FAILED', { provider }, options);
  if (QUOTA.test(body)) return new LlmError('LLM_QUOTA_EXCEEDED', { provider }, options);
  if (status === 429) return new LlmError('LLM_RATE_LIMITED', { provider }, options);
  if (status === 408 || status === 504 || status === 524) {
    return new LlmError('LLM_TIMEOUT', { provider, seconds: Math.round(context.timeoutMs / 1000) }, options);
  }
  if (status >= 500) return new LlmError('LLM_UNREACHABLE', { provider, url: context.url }, options);
  if (CONTEXT_TOO_LONG.test(body) || status === 413) return new LlmError('LLM_CONTEXT_TOO_LONG', { model }, options);
  if (status === 404 || MODEL_NOT_FOUND.test(body)) {
    return new LlmError('LLM_MODEL_NOT_FOUND', { provider, model }, options);
  }
  return new LlmError(
    'LLM_REQUEST_REJECTED',
    { provider, detail: providerDetail(body, error, context.secrets) },
    options,
  );
}

/**
 * The provider's own message (`error.message`, `message`, `detail` of a JSON error body), shortened,
 * secrets blanked. Only a JSON error's message is repeated, never a raw body: a base URL may point
 * anywhere, and the answer of whatever is there is not the user's to read.
 */
export function providerDetail(body: string, error: Error, secrets: readonly string[]): string {
  let text = `HTTP ${(error as { statusCode?: number }).statusCode ?? ''}`.trim();
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const nested = parsed.error as Record<string, unknown> | string | undefined;
    const candidate =
      (typeof nested === 'object' && nested ? nested.message : nested) ?? parsed.message ?? parsed.detail;
    if (typeof candidate === 'string' && candidate.trim()) text = candidate;
  } catch {
    // Not JSON: only the status is said.
  }
  for (const secret of secrets) if (secret.length >= 4) text = text.split(secret).join('[redacted]');
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 300 ? `${flat.slice(0, 297)}…` : flat;
}

function findApiCallError(error: unknown, depth = 0): APICallError | undefined {
  if (depth > 5 || !error || typeof error !== 'object') return undefined;
  if (APICallError.isInstance(error)) return error;
  const record = error as { lastError?: unknown; cause?: unknown };
  return findApiCallError(record.lastError, depth + 1) ?? findApiCallError(record.cause, depth + 1);
}

function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (depth > 5 || !error || typeof error !== 'object') return false;
  const record = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (
    typeof record.code === 'string' &&
    /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|EHOSTUNREACH|ETIMEDOUT|UND_ERR_)/.test(record.code)
  ) {
    return true;
  }
  if (record.message === 'fetch failed') return true;
  return isConnectionFailure(record.cause, depth + 1);
}
