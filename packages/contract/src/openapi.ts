import { z } from 'zod';
import { ERRORS } from './errors/catalogue.js';
import type { TRoute } from './route.js';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;

/**
 * An OpenAPI 3.1 document of the given routes, generated from the same zod schemas the server
 * validates with, so the published API cannot drift from the real one. Success bodies are the
 * envelope with the route's output as `data`; errors share one envelope with the catalogue code.
 * @public
 */
export function buildOpenApiDocument(routes: Record<string, TRoute>, info: { version: string }): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, route] of Object.entries(routes)) {
    const input = toSchema(route.input, 'input');
    const method = route.method.toLowerCase();
    paths[route.path] = {
      ...paths[route.path],
      [method]: {
        operationId,
        summary: route.summary,
        tags: [route.path.split('/')[2]],
        ...(route.access === 'public' ? {} : { security: securityOf(route) }),
        ...(route.method === 'GET'
          ? { parameters: queryParameters(input) }
          : { requestBody: { required: true, content: requestContent(route, input) } }),
        responses: {
          200: route.stream
            ? {
                description: 'Server-Sent Events: each `data:` line is one event as JSON',
                content: { 'text/event-stream': { schema: toSchema(route.output, 'output') } },
              }
            : route.file
              ? {
                  description: 'The file, named by Content-Disposition',
                  content: { [route.file.contentType]: { schema: { type: 'string', format: 'binary' } } },
                }
              : jsonResponse('Success: code 0', envelope(toSchema(route.output, 'output'))),
          default: { $ref: '#/components/responses/Error' },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Intrinsic API', version: info.version },
    paths,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'Authorization' },
        api_token: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API token (`intr-…`) from Settings → API, for the operations that list it',
        },
      },
      responses: {
        Error: jsonResponse(
          'Error: code is the HTTP status; message is in the user’s language',
          envelope({
            type: 'object',
            properties: {
              error: { type: 'string', enum: Object.keys(ERRORS) },
              fields: {
                type: 'array',
                items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
              },
            },
            required: ['error'],
          }),
        ),
      },
    },
  };
}

/** A session token always; an API token too where the route accepts one. */
function securityOf(route: TRoute): Record<string, string[]>[] {
  return route.acceptsApiToken ? [{ token: [] }, { api_token: [] }] : [{ token: [] }];
}

/** JSON, or for an upload the multipart form: the text fields of `input` plus the file field. */
function requestContent(route: TRoute, input: JsonSchema): Record<string, { schema: JsonSchema }> {
  if (!route.upload) return { 'application/json': { schema: input } };
  const file = { type: 'string', format: 'binary', description: `at most ${route.upload.maxFileBytes} bytes` };
  const properties = {
    ...((input.properties ?? {}) as Record<string, JsonSchema>),
    [route.upload.field]:
      route.upload.maxFiles > 1 ? { type: 'array', items: file, maxItems: route.upload.maxFiles } : file,
  };
  const required = [...((input.required ?? []) as string[]), route.upload.field];
  return { 'multipart/form-data': { schema: { type: 'object', properties, required } } };
}

function envelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: { code: { type: 'integer' }, message: { type: 'string' }, data },
    required: ['code', 'message', 'data'],
  };
}

function jsonResponse(description: string, schema: JsonSchema) {
  return { description, content: { 'application/json': { schema } } };
}

function queryParameters(input: JsonSchema) {
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}
