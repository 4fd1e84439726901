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

  it('describes an upload as a multipart form with its text fields and repeated file field', () => {
    const upload = document.paths['/v1/financial_statements/document']?.post?.requestBody?.content[
      'multipart/form-data'
    ]?.schema as { properties: Record<string, { type?: string; maxItems?: number }>; required: string[] };
    expect(Object.keys(upload.properties)).toEqual(['company_name', 'stock_code', 'fiscal_year', 'file']);
    expect(upload.properties.file).toMatchObject({ type: 'array', maxItems: 128 });
    expect(upload.required).toContain('file');
  });

  it('lists the API token as a way in only where a route accepts one', () => {
    const security = (path: string, method: string) =>
      (document.paths[path]?.[method] as { security?: Record<string, string[]>[] } | undefined)?.security;
    expect(security('/v1/model/dcf/values', 'get')).toEqual([{ token: [] }, { api_token: [] }]);
    expect(security('/v1/system/new_token', 'post')).toEqual([{ token: [] }]);
    expect(security('/v1/user/setting', 'post')).toEqual([{ token: [] }]);
  });
});
