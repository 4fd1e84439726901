import { scrubSecrets, WebSearchError } from './errors.js';

/** The limits of one provider call: the whole call's time and the answer's bytes. @public */
export const SEARCH_LIMITS = { timeoutMs: 15_000, maxResponseBytes: 2 * 1024 * 1024 } as const;

export type TProviderCall = {
  provider: string;
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs: number;
  maxResponseBytes: number;
  /** Texts never repeated in an error message (the API key). */
  secrets: readonly string[];
  /** Reads a provider-specific refusal from a non-2xx answer (e.g. Brave's 422 for a bad key). */
  classify?: (status: number, body: unknown) => 'unauthorized' | 'rate_limited' | 'bad_response' | null;
  /** Keyed APIs never redirect (a redirect would carry the key elsewhere); a user's instance may (http → https). */
  redirect?: 'error' | 'follow';
};

/**
 * One JSON call to a search provider: our time limit joined to the caller's signal, the answer
 * read up to `maxResponseBytes`, and any failure turned into a {@link WebSearchError} whose
 * message names the provider and status but never the key.
 * @internal
 */
export async function callProviderJson(call: TProviderCall): Promise<unknown> {
  const deadline = AbortSignal.timeout(call.timeoutMs);
  const signal = call.signal ? AbortSignal.any([call.signal, deadline]) : deadline;
  const failed = (error: unknown): WebSearchError => {
    if (error instanceof WebSearchError) return error;
    if (call.signal?.aborted) return new WebSearchError('aborted', `${call.provider}: search stopped`);
    if (deadline.aborted)
      return new WebSearchError('timeout', `${call.provider}: no answer within ${call.timeoutMs / 1000} s`);
    return new WebSearchError('unreachable', `${call.provider}: cannot be reached`, { cause: error });
  };
  let response: Response;
  try {
    response = await fetch(call.url, {
      method: call.method,
      headers: { accept: 'application/json', ...call.headers },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal,
      redirect: call.redirect ?? 'error',
    });
  } catch (error) {
    throw failed(error);
  }
  let text: string;
  try {
    text = await readLimited(response, call.maxResponseBytes, call.provider);
  } catch (error) {
    throw failed(error);
  }
  const body = parseJson(text);
  if (!response.ok) throw statusError(call, response, body, text);
  if (body === undefined) throw new WebSearchError('bad_response', `${call.provider}: the answer is not JSON`);
  return body;
}

function statusError(call: TProviderCall, response: Response, body: unknown, text: string): WebSearchError {
  const status = response.status;
  const said = scrubSecrets(providerMessage(body) ?? text.slice(0, 200), call.secrets).trim();
  const detail = said ? `: ${said}` : '';
  const kind = call.classify?.(status, body) ?? null;
  if (kind === 'bad_response')
    return new WebSearchError('bad_response', `${call.provider} rejected the search (HTTP ${status})${detail}`, {
      status,
    });
  if (kind === 'unauthorized' || (kind === null && (status === 401 || status === 403)))
    return new WebSearchError('unauthorized', `${call.provider} refused the API key (HTTP ${status})${detail}`, {
      status,
    });
  if (kind === 'rate_limited' || status === 429) {
    const retryAfterSeconds = retryAfter(response.headers);
    return new WebSearchError('rate_limited', `${call.provider} is rate limiting us (HTTP ${status})${detail}`, {
      status,
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    });
  }
  if (status >= 500)
    return new WebSearchError('unreachable', `${call.provider} failed (HTTP ${status})${detail}`, { status });
  return new WebSearchError('bad_response', `${call.provider} rejected the search (HTTP ${status})${detail}`, {
    status,
  });
}

/** The human text of the providers' error shapes (Tavily `detail.error`, Brave `error.detail`, Bing `errors[].message`). */
function providerMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const detail = record.detail;
  if (typeof detail === 'string') return detail;
  if (detail && typeof detail === 'object' && typeof (detail as { error?: unknown }).error === 'string')
    return (detail as { error: string }).error;
  const error = record.error;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const { detail: errorDetail, message } = error as { detail?: unknown; message?: unknown };
    if (typeof errorDetail === 'string') return errorDetail;
    if (typeof message === 'string') return message;
  }
  const errors = record.errors;
  if (Array.isArray(errors) && errors[0] && typeof errors[0] === 'object') {
    const first = errors[0] as { message?: unknown; detail?: unknown };
    if (typeof first.message === 'string') return first.message;
    if (typeof first.detail === 'string') return first.detail;
  }
  return undefined;
}

/** `Retry-After` in seconds or as an HTTP date; else Brave's `X-RateLimit-Reset` (per-second window first). */
function retryAfter(headers: Headers): number | undefined {
  const header = headers.get('retry-after');
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
    const date = Date.parse(header);
    if (Number.isFinite(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000));
  }
  const reset = headers.get('x-ratelimit-reset')?.split(',')[0]?.trim();
  const seconds = reset ? Number(reset) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The body as text, refusing it once it passes `maxBytes` (declared or streamed). */
async function readLimited(response: Response, maxBytes: number, provider: string): Promise<string> {
  const tooLarge = () =>
    new WebSearchError('too_large', `${provider}: the answer is over ${Math.round(maxBytes / 1024)} KB`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const pieces: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    pieces.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(pieces));
}
