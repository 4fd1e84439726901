import {
  type TLanguage,
  type TRoute,
  type TRouteInput,
  type TRouteOutput,
  userRoutes,
  ZErrorDataSchema,
} from '@app/contract';
import { z } from 'zod';
import { type Camelize, camelize, snakeize } from './case';
import { ApiError, NetworkError } from './errors';
import {
  browserTimeZone,
  collectBrowserTraits,
  fingerprintOf,
  newDeviceSecret,
  type TBrowserTraits,
} from './fingerprint';
import { readServerSentEvents } from './server-sent-events';
import type { SessionStorage } from './session-storage';

/** Every request gives up after 20 s: long enough for a slow valuation, short enough to say so. */
export const DEFAULT_TIMEOUT_MS = 20_000;
/** An upload carries up to 10 MB per file over the user's uplink: it gets longer than a JSON request. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** The catalogue code of a failed sign-in: a 401 about the credentials typed, not about the session. */
const CREDENTIALS_ERROR = 'INVALID_CREDENTIALS';

const ZWireEnvelopeSchema = z.object({ code: z.number(), message: z.string(), data: z.unknown() });

/** How the client is wired to its surroundings; everything but `storage` and `getLanguage` is optional. */
export type TApiClientOptions = {
  /** Prefix of every path; '' in the browser (same origin), `http://127.0.0.1:port` in tests. */
  baseUrl?: string;
  storage: SessionStorage;
  /** The UI language, sent as `Accept-Language` so the server's messages follow it. */
  getLanguage: () => TLanguage;
  timeoutMs?: number;
  fetch?: typeof fetch;
  collectTraits?: () => TBrowserTraits;
  /** After a body code of 401: the stored session is already cleared; drop cached data and re-render. */
  onUnauthorized?: (error: ApiError) => void;
  /** After a request got no usable answer, e.g. to show a toast. */
  onNetworkError?: (error: NetworkError) => void;
};

/** The input argument of a route, optional when every field is. */
export type TRequestArgs<R extends TRoute> =
  Record<string, never> extends Camelize<TRouteInput<R>>
    ? [input?: Camelize<TRouteInput<R>>]
    : [input: Camelize<TRouteInput<R>>];

/** The camelCase `data` a route resolves to. */
export type TResponseData<R extends TRoute> = Camelize<TRouteOutput<R>>;

/** The API client: one `request` for every contract route. */
export type TApiClient = {
  request<R extends TRoute>(route: R, ...args: TRequestArgs<R>): Promise<TResponseData<R>>;
  /**
   * As `request`, for a route whose `data` is a document with its own key convention (the OpenAPI
   * document: paths and property names must read as the server wrote them): keys are left as sent.
   */
  requestDocument<R extends TRoute>(route: R, ...args: TRequestArgs<R>): Promise<TRouteOutput<R>>;
  /** A file route's file (`route.file`) and the name the server gave it; failures as `request`. */
  download<R extends TRoute>(route: R, ...args: TRequestArgs<R>): Promise<TDownload>;
  /**
   * An upload route (`route.upload`): `multipart/form-data` with the text fields first, then one part
   * per file under the route's field name; the answer and failures as `request`.
   */
  upload<R extends TRoute>(route: R, input: TRouteRequest<R>, files: readonly File[]): Promise<TResponseData<R>>;
  /**
   * A Server-Sent Events route (`route.stream`): each event's JSON is checked against `route.output`
   * and yielded in camelCase as it arrives. Failures before the stream begins throw as `request`'s
   * do; aborting `signal` stops the stream (the read rejects with an `AbortError`) and, by closing
   * the connection, the server's reply.
   */
  stream<R extends TRoute>(route: R, input: TRouteRequest<R>, signal: AbortSignal): AsyncGenerator<TResponseData<R>>;
  /** The stored token, creating a temporary user first when there is none. */
  ensureToken(): Promise<string>;
};

/** A downloaded file. */
export type TDownload = { blob: Blob; fileName: string };

/**
 * Creates the API client. Callers speak camelCase; the wire speaks snake_case. A request without a
 * stored token first creates a temporary user (one creation shared by every request waiting for it).
 */
export function createApiClient(options: TApiClientOptions): TApiClient {
  const { storage, baseUrl = '', timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  let pendingToken: Promise<string> | null = null;

  async function ensureToken(): Promise<string> {
    const token = storage.getToken();
    if (token) return token;
    pendingToken ??= createTempUser().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  async function createTempUser(): Promise<string> {
    const input = {
      fingerprint: await getFingerprint(),
      deviceSecret: getDeviceSecret(),
      language: options.getLanguage(),
      timezone: browserTimeZone(),
    };
    const user = await send(userRoutes.createTempUser, input, null);
    storage.saveUser(user);
    const token = storage.getToken();
    if (!token) throw reportNetworkError(new NetworkError('bad_response'));
    return token;
  }

  async function getFingerprint(): Promise<string> {
    const stored = storage.getFingerprint();
    if (stored) return stored;
    const fingerprint = await fingerprintOf((options.collectTraits ?? collectBrowserTraits)());
    storage.setFingerprint(fingerprint);
    return fingerprint;
  }

  /** Made once per browser and kept; read back right away, so tabs opening together share one. */
  function getDeviceSecret(): string {
    const stored = storage.getDeviceSecret();
    if (stored) return stored;
    storage.setDeviceSecret(newDeviceSecret());
    return storage.getDeviceSecret() ?? '';
  }

  async function send<R extends TRoute>(route: R, input: unknown, token: string | null): Promise<TResponseData<R>> {
    const { response, body } = await exchange(route, input, token, (r) => r.text(), route.clientTimeoutMs);
    return camelize(readEnvelope(route, response, body)) as TResponseData<R>;
  }

  /** An upload: the fields as text parts, then the files, each under the route's file field. */
  async function sendFiles<R extends TRoute>(
    route: R,
    input: unknown,
    files: readonly File[],
    token: string,
  ): Promise<TResponseData<R>> {
    if (!route.upload) throw new Error(`${route.path} is not an upload route`);
    const form = new FormData();
    for (const [key, value] of Object.entries(snakeize(input ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) form.append(key, String(value));
    }
    for (const file of files) form.append(route.upload.field, file, file.name);
    const { response, body } = await exchange(route, form, token, (r) => r.text(), UPLOAD_TIMEOUT_MS);
    return camelize(readEnvelope(route, response, body)) as TResponseData<R>;
  }

  /** A file route: the file and its name, or the error its envelope carries. */
  async function receiveFile<R extends TRoute>(route: R, input: unknown, token: string | null): Promise<TDownload> {
    const { response, body } = await exchange<string | { blob: Blob }>(route, input, token, (r) =>
      isEnvelope(r) ? r.text() : r.blob().then((blob) => ({ blob })),
    );
    if (typeof body === 'string') {
      readEnvelope(route, response, body);
      throw reportNetworkError(new NetworkError('bad_response'));
    }
    return { blob: body.blob, fileName: fileNameOf(response.headers.get('Content-Disposition')) };
  }

  /**
   * One HTTP exchange with the API: headers, query or body, the timeout (reading included). A
   * `FormData` input is sent as is (the browser writes its multipart boundary).
   */
  async function exchange<T>(
    route: TRoute,
    input: unknown,
    token: string | null,
    read: (response: Response) => Promise<T>,
    timeout = timeoutMs,
  ): Promise<{ response: Response; body: T }> {
    const isForm = input instanceof FormData;
    const wireInput = isForm ? {} : (snakeize(input ?? {}) as Record<string, unknown>);
    const accept = route.file ? `${route.file.contentType}, application/json` : 'application/json';
    const headers: Record<string, string> = { Accept: accept, 'Accept-Language': options.getLanguage() };
    if (token) headers.Authorization = token;
    const isGet = route.method === 'GET';
    if (!isGet && !isForm) headers['Content-Type'] = 'application/json';
    const url = `${baseUrl}${route.path}${isGet ? toQueryString(wireInput) : ''}`;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeout);
    try {
      const body = isGet ? null : isForm ? input : JSON.stringify(wireInput);
      const response = await fetchImpl(url, { method: route.method, headers, body, signal: controller.signal });
      return { response, body: await read(response) };
    } catch (cause) {
      throw reportNetworkError(new NetworkError(controller.signal.aborted ? 'timeout' : 'unreachable', { cause }));
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * A stream's events. Only the wait for the response's headers is timed (a reply may take minutes
   * to stream); a connection that breaks mid-way is `unreachable`, unless the caller stopped it.
   */
  async function* openStream<R extends TRoute>(
    route: R,
    input: unknown,
    token: string,
    signal: AbortSignal,
  ): AsyncGenerator<TResponseData<R>> {
    // A GET stream (e.g. `research/events`) sends its input as query parameters, like any GET.
    const isGet = route.method === 'GET';
    const wireInput = snakeize(input ?? {}) as Record<string, unknown>;
    const headers: Record<string, string> = {
      Accept: 'text/event-stream, application/json',
      'Accept-Language': options.getLanguage(),
      Authorization: token,
    };
    if (!isGet) headers['Content-Type'] = 'application/json';
    const controller = new AbortController();
    const stop = () => controller.abort(signal.reason);
    signal.addEventListener('abort', stop);
    if (signal.aborted) stop();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let response: Response;
      try {
        const body = isGet ? null : JSON.stringify(wireInput);
        response = await fetchImpl(`${baseUrl}${route.path}${isGet ? toQueryString(wireInput) : ''}`, {
          method: route.method,
          headers,
          body,
          signal: controller.signal,
        });
      } catch (cause) {
        if (signal.aborted) throw cause;
        throw reportNetworkError(new NetworkError(controller.signal.aborted ? 'timeout' : 'unreachable', { cause }));
      } finally {
        clearTimeout(timer);
      }
      if (isEnvelope(response) || !response.body) {
        readEnvelope(route, response, await response.text());
        throw reportNetworkError(new NetworkError('bad_response'));
      }
      const events = readServerSentEvents(response.body);
      while (true) {
        let next: IteratorResult<string>;
        try {
          next = await events.next();
        } catch (cause) {
          if (signal.aborted) throw cause;
          throw reportNetworkError(new NetworkError('unreachable', { cause }));
        }
        if (next.done) return;
        const event = route.output.safeParse(parseJson(next.value));
        if (!event.success) throw reportNetworkError(new NetworkError('bad_response', { cause: event.error }));
        yield camelize(event.data) as TResponseData<R>;
      }
    } finally {
      signal.removeEventListener('abort', stop);
      // Leaving early (an error, a consumer's break) closes the connection too.
      controller.abort();
    }
  }

  function readEnvelope<R extends TRoute>(route: R, response: Response, text: string): TRouteOutput<R> {
    const envelope = ZWireEnvelopeSchema.safeParse(parseJson(text));
    if (!envelope.success) {
      // A proxy in front of a stopped server answers 502–504 with its own page.
      const reason = [502, 503, 504].includes(response.status) ? 'unreachable' : 'bad_response';
      throw reportNetworkError(new NetworkError(reason));
    }
    const { code, message, data } = envelope.data;
    if (code !== 0) throw toApiError(code, message, data);
    const token = response.headers.get('Authorization');
    if (token) storage.setToken(token);
    const output = route.output.safeParse(data);
    if (!output.success) throw reportNetworkError(new NetworkError('bad_response', { cause: output.error }));
    return output.data as TRouteOutput<R>;
  }

  function toApiError(code: number, message: string, data: unknown): ApiError {
    const errorData = ZErrorDataSchema.safeParse(data);
    const errorCode = errorData.success ? errorData.data.error : 'UNKNOWN';
    const error = new ApiError(message, code, errorCode, errorData.success ? errorData.data.fields : []);
    if (code === 401 && errorCode !== CREDENTIALS_ERROR) {
      storage.clear();
      options.onUnauthorized?.(error);
    }
    return error;
  }

  function reportNetworkError(error: NetworkError): NetworkError {
    options.onNetworkError?.(error);
    return error;
  }

  return {
    ensureToken,
    async request(route, ...args) {
      const token = (route as TRoute) === userRoutes.createTempUser ? storage.getToken() : await ensureToken();
      return send(route, args[0], token);
    },
    async requestDocument(route, ...args) {
      const { response, body } = await exchange(route, args[0], await ensureToken(), (r) => r.text());
      return readEnvelope(route, response, body);
    },
    async download(route, ...args) {
      return receiveFile(route, args[0], await ensureToken());
    },
    async upload(route, input, files) {
      return sendFiles(route, input, files, await ensureToken());
    },
    async *stream(route, input, signal) {
      if (!route.stream) throw new Error(`${route.path} is not a stream route`);
      yield* openStream(route, input, await ensureToken(), signal);
    },
  };
}

function isEnvelope(response: Response): boolean {
  return (response.headers.get('Content-Type') ?? '').includes('application/json');
}

/** The file name of `Content-Disposition`: the UTF-8 `filename*` when given, else `filename`. */
export function fileNameOf(disposition: string | null): string {
  if (!disposition) return 'download';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? 'download';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** GET parameters: absent values are left out, arrays repeat the key. */
function toQueryString(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The camelCase input of a route, e.g. `TRouteRequest<typeof userRoutes.login>`. */
export type TRouteRequest<R extends TRoute> = Camelize<TRouteInput<R>>;
