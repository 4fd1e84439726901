import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { AUDIT_REASON_MESSAGES, renderAuditReason } from './audit-reasons.js';

const paramsOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('audit reasons', () => {
  it.each(Object.entries(AUDIT_REASON_MESSAGES))(
    '%s has a sentence in every language with the same parameters',
    (_code, messages) => {
      for (const language of LANGUAGES) {
        expect(messages[language].trim(), language).not.toBe('');
        expect(paramsOf(messages[language]), language).toEqual(paramsOf(messages.en));
      }
      expect(new Set(LANGUAGES.map((language) => messages[language])).size).toBe(LANGUAGES.length);
    },
  );

  it('writes numbers the reader’s way and shows an unknown code as the code', () => {
    const gap = {
      code: 'formula_gap',
      params: { line: 'Gross margin', formula: 'revenue - cost_of_revenue', gap: -1234.5 },
    };
    expect(renderAuditReason(gap, 'en')).toBe(
      '“Gross margin” does not match its formula (revenue - cost_of_revenue): it differs by -1,234.5.',
    );
    expect(renderAuditReason(gap, 'id')).toContain('-1.234,5');
    expect(renderAuditReason({ code: 'retired_reason' }, 'zh')).toBe('retired_reason');
  });
});
