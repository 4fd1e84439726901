import { describe, expect, it } from 'vitest';
import { inspectInput, isStorableText, MAX_INPUT_DEPTH } from './input-guard.js';

describe('isStorableText', () => {
  it('refuses the null character and lone surrogates, takes any other text', () => {
    for (const text of ['a\u0000', '\ud800', 'a\udc00b', '\ud83d']) expect(isStorableText(text), text).toBe(false);
    for (const text of ['', 'Apple Inc.', '苹果公司', 'emoji 😀', 'tab\tand\nline'])
      expect(isStorableText(text)).toBe(true);
  });
});

describe('inspectInput', () => {
  it('names the path of the first bad string or key', () => {
    expect(inspectInput({ a: { b: ['ok', 'x\u0000'] } })).toEqual({ kind: 'text', path: 'a.b.1' });
    expect(inspectInput({ 'bad\u0000key': 1 })).toEqual({ kind: 'text', path: 'bad?key' });
    expect(inspectInput({ a: 1, b: [true, null, 'fine'] })).toBeNull();
    expect(inspectInput(undefined)).toBeNull();
  });

  it('refuses nesting beyond the limit without recursing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(inspectInput(deep)).toEqual({ kind: 'depth' });
    let edge: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH; i += 1) edge = { a: edge };
    expect(inspectInput(edge)).toBeNull();
    expect(inspectInput({ a: edge })).toEqual({ kind: 'depth' });
  });
});
