import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.js';
import { API_ROUTES } from './routes.js';

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument(API_ROUTES, { version: '1.2.3' }) as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { schema: { properties: object } }> } }>
    >;
  };

  it('documents every route under its path and method', () => {
    for (const route of Object.values(API_ROUTES)) {
      expect(document.paths[route.path]?.[route.method.toLowerCase()], route.path).toBeDefined();
    }
  });

  it('describes request bodies with the validation schemas', () => {
    const register = document.paths['/v1/user/register']?.post?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(register?.properties ?? {})).toEqual(
      expect.arrayContaining(['email', 'password', 'nickname', 'terms_accepted']),
    );
  });
});
