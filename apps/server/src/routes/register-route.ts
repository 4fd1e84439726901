import type { TRoute } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Session } from '../accounts/sessions.js';
import { AppError } from '../app-error.js';

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
  handler: (input: z.output<R['input']>, request: FastifyRequest) => Promise<{ fileName: string; body: Buffer }>,
): void {
  const contentType = route.file?.contentType;
  if (!contentType) throw new Error(`${route.path} is not a file route`);
  app.route({
    ...validatedRoute(route),
    handler: async (request, reply) => {
      const file = await handler(inputOf(route, request), request);
      return reply
        .header('Content-Type', contentType)
        .header(
          'Content-Disposition',
          `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('Cache-Control', 'no-store')
        .send(file.body);
    },
  });
}

/** Method, path, the input schema (query for GET, body for POST) and the access rule, checked before validation. */
function validatedRoute(route: TRoute) {
  return {
    method: route.method,
    url: route.path,
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
  if (!session) throw new AppError('UNAUTHORIZED');
  if (route.access === 'full_account' && session.user.isTemp) throw new AppError('FULL_ACCOUNT_REQUIRED');
}

/** The session of a route whose access rule already required one. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('UNAUTHORIZED');
  return request.session;
}

/** Returns a new token the way the web client expects it: in the `Authorization` response header. */
export function sendToken(reply: FastifyReply, token: string): void {
  reply.header('Authorization', token);
}
