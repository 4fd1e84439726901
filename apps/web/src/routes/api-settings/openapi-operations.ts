import { z } from 'zod';

type TJsonSchema = Record<string, unknown>;

/** One operation of the API as the reference shows it. */
export type TApiOperation = {
  operationId: string;
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  /** Who may call it: anyone, a session, or a session and an API token. */
  access: 'public' | 'session' | 'api_token';
  /** GET: the query parameters; null for a body. */
  parameters: { name: string; isRequired: boolean; schema: TJsonSchema }[] | null;
  /** POST: the body's media type and schema. */
  requestBody: { contentType: string; schema: TJsonSchema } | null;
  /** The success answer: `data` of the envelope, or the stream's event, or the file's media type. */
  response: { contentType: string; schema: TJsonSchema } | null;
};

/** The operations of one tag (the API area: `model`, `kb`, `api`…). */
export type TApiOperationGroup = { tag: string; operations: TApiOperation[] };

const ZSchema = z.record(z.string(), z.unknown());
const ZContentSchema = z.record(z.string(), z.object({ schema: ZSchema.optional() }));
const ZOperationSchema = z.object({
  operationId: z.string(),
  summary: z.string().default(''),
  tags: z.array(z.string()).default([]),
  security: z.array(z.record(z.string(), z.unknown())).optional(),
  parameters: z
    .array(z.object({ name: z.string(), required: z.boolean().default(false), schema: ZSchema.default({}) }))
    .optional(),
  requestBody: z.object({ content: ZContentSchema }).optional(),
  responses: z.record(z.string(), z.object({ content: ZContentSchema.optional() }).loose()).default({}),
});
const ZDocumentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/**
 * The operations of an OpenAPI document (as `system/openapi` serves it), grouped by tag in the
 * document's order of tags by name; operations within a tag by path. A malformed operation is left
 * out rather than failing the whole reference.
 */
export function readOpenApiOperations(document: unknown): TApiOperationGroup[] {
  const parsed = ZDocumentSchema.safeParse(document);
  if (!parsed.success) return [];
  const groups = new Map<string, TApiOperation[]>();
  for (const [path, methods] of Object.entries(parsed.data.paths)) {
    for (const [method, value] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (upper !== 'GET' && upper !== 'POST') continue;
      const operation = ZOperationSchema.safeParse(value);
      if (!operation.success) continue;
      const tag = operation.data.tags[0] ?? path.split('/')[2] ?? '';
      const list = groups.get(tag) ?? [];
      list.push(toOperation(path, upper, operation.data));
      groups.set(tag, list);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, operations]) => ({
      tag,
      operations: operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)),
    }));
}

function toOperation(path: string, method: 'GET' | 'POST', operation: z.infer<typeof ZOperationSchema>): TApiOperation {
  const security = operation.security ?? [];
  const access =
    security.length === 0 ? 'public' : security.some((scheme) => 'api_token' in scheme) ? 'api_token' : 'session';
  return {
    operationId: operation.operationId,
    method,
    path,
    summary: operation.summary,
    access,
    parameters:
      method === 'GET'
        ? (operation.parameters ?? []).map((parameter) => ({
            name: parameter.name,
            isRequired: parameter.required,
            schema: parameter.schema,
          }))
        : null,
    requestBody: firstContent(operation.requestBody?.content),
    response: successContent(firstContent(operation.responses['200']?.content)),
  };
}

function firstContent(content: z.infer<typeof ZContentSchema> | undefined) {
  const [contentType, entry] = Object.entries(content ?? {})[0] ?? [];
  if (!contentType) return null;
  return { contentType, schema: entry?.schema ?? {} };
}

/** A JSON answer is the envelope: the reference shows its `data`, the part that differs per operation. */
function successContent(content: { contentType: string; schema: TJsonSchema } | null) {
  if (content?.contentType !== 'application/json') return content;
  const properties = content.schema.properties as Record<string, TJsonSchema> | undefined;
  return { contentType: content.contentType, schema: properties?.data ?? content.schema };
}
