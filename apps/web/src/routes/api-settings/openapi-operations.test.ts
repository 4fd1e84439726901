import { API_ROUTES, buildOpenApiDocument } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { readOpenApiOperations } from './openapi-operations';

describe('readOpenApiOperations', () => {
  const groups = readOpenApiOperations(buildOpenApiDocument(API_ROUTES, { version: '1.0.0' }));
  const all = groups.flatMap((group) => group.operations);
  const find = (path: string) => all.find((operation) => operation.path === path);

  it('lists every operation of the contract once, grouped by area', () => {
    expect(all).toHaveLength(Object.keys(API_ROUTES).length);
    expect(groups.map((group) => group.tag)).toEqual([...groups.map((group) => group.tag)].sort());
    expect(groups.find((group) => group.tag === 'api')?.operations.map((operation) => operation.path)).toContain(
      '/v1/api/document/upload_and_parse',
    );
  });

  it('tells who may call each operation', () => {
    expect(find('/v1/system/version')?.access).toBe('public');
    expect(find('/v1/system/new_token')?.access).toBe('session');
    expect(find('/v1/model/dcf/values')?.access).toBe('api_token');
  });

  it('keeps query parameters for GET, the body for POST, and the envelope’s data as the answer', () => {
    const values = find('/v1/model/dcf/values');
    expect(values?.parameters).toEqual([expect.objectContaining({ name: 'model_id', isRequired: true })]);
    expect(values?.requestBody).toBeNull();
    expect(Object.keys((values?.response?.schema.properties as object) ?? {})).toContain('company');
    const create = find('/v1/model/dcf/base');
    expect(create?.parameters).toBeNull();
    expect(create?.requestBody?.contentType).toBe('application/json');
    expect(Object.keys((create?.requestBody?.schema.properties as object) ?? {})).toContain('ticker');
    expect(find('/v1/api/document/upload_and_parse')?.requestBody?.contentType).toBe('multipart/form-data');
  });

  it('reads nothing from a document that is not one', () => {
    expect(readOpenApiOperations({ openapi: '3.1.0' })).toEqual([]);
    expect(readOpenApiOperations(null)).toEqual([]);
  });
});
