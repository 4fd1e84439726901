import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Camelize, camelize, camelKey, type Snakeize, snakeize, snakeKey } from './case';

describe('camelKey / snakeKey', () => {
  it('converts between snake_case and camelCase', () => {
    expect(camelKey('confirm_new_password')).toBe('confirmNewPassword');
    expect(camelKey('is_temp')).toBe('isTemp');
    expect(camelKey('id')).toBe('id');
    expect(snakeKey('confirmNewPassword')).toBe('confirm_new_password');
    expect(snakeKey('colorScheme')).toBe('color_scheme');
  });

  it('keeps img2txt_id as is in both directions', () => {
    expect(camelKey('img2txt_id')).toBe('img2txt_id');
    expect(snakeKey('img2txt_id')).toBe('img2txt_id');
  });
});

describe('camelize / snakeize', () => {
  const wire = {
    is_temp: true,
    color_scheme: 'dark',
    img2txt_id: 'model-1',
    latency_ms: null,
    database: { is_reachable: true, latency_ms: 3 },
    fields: [{ path: 'new_password', field_name: 'x' }],
    tags: ['keep_me', 'as_values'],
  };

  it('converts nested objects and arrays of objects, not string values', () => {
    expect(camelize(wire)).toEqual({
      isTemp: true,
      colorScheme: 'dark',
      img2txt_id: 'model-1',
      latencyMs: null,
      database: { isReachable: true, latencyMs: 3 },
      fields: [{ path: 'new_password', fieldName: 'x' }],
      tags: ['keep_me', 'as_values'],
    });
  });

  it('round-trips', () => {
    expect(snakeize(camelize(wire))).toEqual(wire);
  });

  it('leaves non-plain objects and primitives alone', () => {
    const date = new Date(0);
    expect(camelize({ created_at: date }).createdAt).toBe(date);
    expect(camelize('some_text')).toBe('some_text');
    expect(camelize(null)).toBeNull();
    expect(snakeize([1, 2])).toEqual([1, 2]);
  });

  it('derives camelCase types from wire types and back', () => {
    type TWire = { is_temp: boolean; img2txt_id: string; nested: { latency_ms: number }[] };
    expectTypeOf<Camelize<TWire>>().toEqualTypeOf<{
      isTemp: boolean;
      img2txt_id: string;
      nested: { latencyMs: number }[];
    }>();
    expectTypeOf<Snakeize<{ confirmNewPassword: string }>>().toEqualTypeOf<{ confirm_new_password: string }>();
  });

  it('passes the documents under model_input and assumptions through untouched, both ways', () => {
    const modelInput = { valuationDate: '2025-01-31', discountRate: { capm: { riskFreeRate: 0.04 } }, some_key: 1 };
    const assumptions = { drivers: { revenueGrowth: [0.1] }, terminal_value: { growth: 0.02 } };
    const wire = { model_id: 'm-1', model_input: modelInput, assumptions, market: { as_of: 'x' } };
    const app = camelize(wire);
    expect(app).toEqual({ modelId: 'm-1', modelInput, assumptions, market: { asOf: 'x' } });
    expect(app.modelInput).toBe(modelInput);
    expect(snakeize(app)).toEqual(wire);
    expect(snakeize({ modelId: 'm-1', assumptions }).assumptions).toBe(assumptions);
    expectTypeOf<Camelize<{ model_input: { some_key: number } }>>().toEqualTypeOf<{
      modelInput: { some_key: number };
    }>();
  });

  it('keeps a chat tool call’s input and output as the model sent and read them', () => {
    const output = { r_squared: 0.12, as_of: '2026-11-24' };
    const wire = { tool_call_id: 't-1', input: { model_id: 'm-1' }, output };
    expect(camelize(wire)).toEqual({ toolCallId: 't-1', input: { model_id: 'm-1' }, output });
  });
});
