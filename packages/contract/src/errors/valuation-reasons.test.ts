import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { VALUATION_REASONS, valuationReason } from './valuation-reasons.js';

const paramsOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('VALUATION_REASONS', () => {
  it.each(Object.entries(VALUATION_REASONS))('%s has a distinct sentence in every language', (_code, messages) => {
    for (const language of LANGUAGES) expect(paramsOf(messages[language]), language).toEqual(paramsOf(messages.en));
    expect(new Set(LANGUAGES.map((language) => messages[language])).size).toBe(LANGUAGES.length);
  });

  it('names the field, and reads an unknown code (e.g. a TypeError) as unreadable, never as its text', () => {
    expect(valuationReason('INVALID_INPUT', 'en', 'timeframe.toYear')).toMatch(/^timeframe\.toYear is /);
    expect(valuationReason('TypeError', 'es')).toBe(VALUATION_REASONS.UNREADABLE.es);
  });
});
