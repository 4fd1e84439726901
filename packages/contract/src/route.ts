import type { z } from 'zod';

/**
 * One API operation: its method, path and the zod schemas of its input and of `data` in the
 * success envelope. The server registers it; the web client calls it. Keys are snake_case.
 * @public
 */
export type TRoute<
  TInput extends z.ZodType = z.ZodType,
  TOutput extends z.ZodType = z.ZodType,
  TMethod extends 'GET' | 'POST' = 'GET' | 'POST',
> = {
  method: TMethod;
  path: `/v1/${string}`;
  summary: string;
  /** Body for POST, query string for GET. */
  input: TInput;
  output: TOutput;
  /** Who may call it: anyone, any signed-in user (temporary too), or registered users only. */
  access: 'public' | 'user' | 'full_account';
  /**
   * Which API tokens (`Authorization: Bearer intr-…`) may call it, acting as the token's owner: an
   * account token (`system/new_token`) for `'account'`; for `'dialog'` also an assistant's token
   * (`api/new_token`), which the handler binds to its assistant. Routes without it refuse every
   * token (account, settings and token routes among them): deny by default.
   */
  acceptsApiToken?: 'account' | 'dialog';
  /**
   * A download: success is the file itself (this content type, named by `Content-Disposition`),
   * not the envelope, and `output` is unused; failures are the usual error envelope.
   */
  file?: { contentType: string };
  /**
   * An upload: the request is `multipart/form-data`, not JSON. Each part named `field` is a file
   * (repeat it for several, up to `maxFiles`, each at most `maxFileBytes`); `input` describes the
   * text parts, which must come before the files.
   */
  upload?: { field: string; maxFiles: number; maxFileBytes: number };
  /**
   * A stream: success is `text/event-stream`, one `output` object as JSON per event (`data: …`);
   * failures before the stream begins are the usual error envelope.
   */
  stream?: 'sse';
  /**
   * How long a client should wait for the answer, when the server's own work may outlast an
   * ordinary request's timeout (e.g. fetching a web page with its own 20 s limit, then storing it).
   */
  clientTimeoutMs?: number;
};

export function defineRoute<TInput extends z.ZodType, TOutput extends z.ZodType, TMethod extends 'GET' | 'POST'>(
  route: TRoute<TInput, TOutput, TMethod>,
): TRoute<TInput, TOutput, TMethod> {
  return route;
}

export type TRouteInput<R extends TRoute> = z.input<R['input']>;
export type TRouteOutput<R extends TRoute> = z.output<R['output']>;
