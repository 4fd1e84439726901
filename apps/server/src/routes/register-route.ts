import type { TRoute } from '@app/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Session } from '../accounts/sessions.js';
import { AppError } from '../app-error.js';
import { isStorableText, unstorableText } from '../plugins/input-guard.js';

type Handler<R extends TRoute> = (
  input: z.output<R['input']>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<R['output']>>;

/**
 * Registers one contract route: its input schema is validated (body for POST, query for GET), its
 * access rule enforced before validation, and the handler's result parsed by the output schema
 * (which also strips anything not in the contract) and wrapped in the success envelope.
 */
export function registerRoute<R extends TRoute>(app: FastifyInstance, route: R, handler: Handler<R>): void {
  app.route({
    ...validatedRoute(route),
    handler: async (request, reply) => {
      const data = route.output.parse(await handler(inputOf(route, request), request, reply));
      return { code: 0, message: 'success', data };
    },
  });
}

/**
 * Registers a download route (`route.file`): the same access rule and input validation as
 * `registerRoute`, but success is the file itself, sent as an attachment that is never cached.
 */
export function registerFileRoute<R extends TRoute>(
  app: FastifyInstance,
  route: R,
  handler: (
    input: z.output<R['input']>,
    request: FastifyRequest,
  ) => Promise<{ fileName: string; body: Buffer | Uint8Array; contentType?: string }>,
): void {
  const contentType = route.file?.contentType;
  if (!contentType) throw new Error(`${route.path} is not a file route`);
  app.route({
    ...validatedRoute(route),
    handler: async (request, reply) => {
      const file = await handler(inputOf(route, request), request);
      return (
        reply
          .header('Content-Type', file.contentType ?? contentType)
          // A file may be a user's upload (HTML among them): never sniffed, never run as a page.
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', 'sandbox')
          .header(
            'Content-Disposition',
            `attachment; filename="${asciiFileName(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .header('Cache-Control', 'no-store')
          .send(file.body)
      );
    },
  });
}

/**
 * Registers a streaming route (`route.stream`): the same access rule and input validation as
 * `registerRoute` (failures before the stream opens are the error envelope), then the handler
 * owns the response (`openEventStream`). `bodyLimit` raises the server's 1 MB body limit for it.
 */
export function registerStreamRoute<R extends TRoute>(
  app: FastifyInstance,
  route: R,
  handler: (input: z.output<R['input']>, request: FastifyRequest, reply: FastifyReply) => Promise<void>,
  options: { bodyLimit?: number } = {},
): void {
  if (route.stream !== 'sse') throw new Error(`${route.path} is not a stream route`);
  app.route({
    ...validatedRoute(route),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      await handler(inputOf(route, request), request, reply);
      return reply;
    },
  });
}

/**
 * The plain `filename=` of `Content-Disposition`: headers carry Latin-1 only, so anything else
 * (and quotes) becomes `_`; `filename*` carries the real name for every current browser.
 */
function asciiFileName(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/** One file of an upload: its name as sent, and its bytes, or null when it was over the size limit. */
export type TUploadedFile = { fileName: string | undefined; bytes: Buffer | null };

/** An upload as a handler reads it: the files one by one as they arrive, then the validated text fields. */
export type TUploadRequest<R extends TRoute> = {
  files: AsyncIterable<TUploadedFile>;
  /** The text fields validated by `route.input` (a `ZodError` when they are not valid); read after `files`. */
  input(): z.output<R['input']>;
};

/**
 * Registers an upload route (`route.upload`): `multipart/form-data` read part by part, so that at
 * most one file (at most `maxFileBytes`) is held in memory at a time. The access rule is the same
 * as `registerRoute`'s; the text fields are validated by `route.input`; the answer is the envelope.
 * Multipart's own limits surface as Fastify errors (`FST_FILES_LIMIT`, …) for the error handler.
 * A text field that cannot be stored is `VALIDATION_FAILED` (as `registerInputGuard` answers JSON),
 * a form cut short or malformed `MALFORMED_UPLOAD`.
 */
export function registerUploadRoute<R extends TRoute>(
  app: FastifyInstance,
  route: R,
  handler: (upload: TUploadRequest<R>, request: FastifyRequest) => Promise<z.input<R['output']>>,
): void {
  const limits = route.upload;
  if (!limits || route.method !== 'POST') throw new Error(`${route.path} is not an upload route`);
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: 20,
        fieldSize: 10_000,
        parts: limits.maxFiles + 20,
      },
    });
    scope.route({
      method: 'POST',
      url: route.path,
      config: { acceptsApiToken: route.acceptsApiToken },
      preValidation: async (request: FastifyRequest) => checkAccess(route, request),
      handler: async (request) => {
        const fields: Record<string, string> = {};
        async function* files(): AsyncGenerator<TUploadedFile> {
          try {
            for await (const part of request.parts()) {
              if (part.type === 'field') {
                if (typeof part.value !== 'string') continue;
                if (!isStorableText(part.value)) throw unstorableText(part.fieldname, request.language);
                fields[part.fieldname] = part.value;
                continue;
              }
              const bytes = await part.toBuffer();
              yield { fileName: part.filename, bytes: part.file.truncated ? null : bytes };
            }
          } catch (error) {
            throw multipartRefusal(error);
          }
        }
        const input = () => {
          const result = (route.input as z.ZodType).safeParse(fields, { reportInput: true });
          if (!result.success) throw result.error;
          return result.data as z.output<R['input']>;
        };
        const data = route.output.parse(await handler({ files: files(), input }, request));
        return { code: 0, message: 'success', data };
      },
    });
  });
}

/**
 * A form the multipart parser could not read to its end (cut short, a broken part header) is the
 * client's: `MALFORMED_UPLOAD`. Multipart's limits (`FST_…` codes) and our own refusals pass through.
 */
function multipartRefusal(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('FST_')) return error;
  return new AppError('MALFORMED_UPLOAD', { cause: error });
}

/** Method, path, the input schema (query for GET, body for POST) and the access rule, checked before validation. */
function validatedRoute(route: TRoute) {
  return {
    method: route.method,
    url: route.path,
    config: { acceptsApiToken: route.acceptsApiToken },
    schema: route.method === 'GET' ? { querystring: route.input } : { body: route.input },
    preValidation: async (request: FastifyRequest) => checkAccess(route, request),
  };
}

function inputOf<R extends TRoute>(route: R, request: FastifyRequest): z.output<R['input']> {
  return (route.method === 'GET' ? request.query : request.body) as z.output<R['input']>;
}

function checkAccess(route: TRoute, request: FastifyRequest): void {
  if (route.access === 'public') return;
  const session = request.session;
  // A script that sent no token at all to a route it may call with one is told how to get one.
  if (!session) throw new AppError(route.acceptsApiToken && !request.hasToken ? 'API_TOKEN_REQUIRED' : 'UNAUTHORIZED');
  if (route.access === 'full_account' && session.user.isTemp) throw new AppError('FULL_ACCOUNT_REQUIRED');
}

/** The session of a route whose access rule already required one. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('UNAUTHORIZED');
  return request.session;
}

/** The id of the signed-in user a route acts for: the owner of what it reads and changes. */
export function ownerOf(request: FastifyRequest): string {
  return sessionOf(request).user.id;
}

/** Returns a new token the way the web client expects it: in the `Authorization` response header. */
export function sendToken(reply: FastifyReply, token: string): void {
  reply.header('Authorization', token);
}
