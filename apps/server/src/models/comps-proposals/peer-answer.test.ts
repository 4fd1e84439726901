import { describe, expect, it } from 'vitest';
import { meetsSicCodes } from './check-proposal.js';
import { parsePeerAnswer } from './peer-answer.js';

describe('parsePeerAnswer', () => {
  it('reads the first JSON object, in a code fence or after prose, and normalizes it', () => {
    const answer = `Sure.\n\`\`\`json\n${JSON.stringify({
      peers: [
        { ticker: ' adbe ', why: 'Software.' },
        { ticker: 'ADBE', why: 'Again.' },
        { ticker: 'crm', why: '' },
      ],
      filters: {
        sic_codes: [7372, '737'],
        sectors: ['information technology'],
        min_revenue_usd: 1e9,
        countries: ['us'],
      },
    })}\n\`\`\``;
    expect(parsePeerAnswer(answer)).toEqual({
      peers: [
        { ticker: 'ADBE', why: 'Software.' },
        { ticker: 'CRM', why: null },
      ],
      filters: {
        sic_codes: ['7372', '737'],
        sectors: ['Information Technology'],
        min_revenue: 1e9,
        max_revenue: null,
        countries: ['US'],
      },
    });
    expect(parsePeerAnswer('Peers: {"peers": [{"ticker": "KO"}]} and that is all')?.peers).toEqual([
      { ticker: 'KO', why: null },
    ]);
  });

  it('keeps at most twelve peers and cuts a long reason', () => {
    const peers = Array.from({ length: 20 }, (_, i) => ({ ticker: `T${i}`, why: 'x'.repeat(1000) }));
    const parsed = parsePeerAnswer(JSON.stringify({ peers }));
    expect(parsed?.peers).toHaveLength(12);
    expect(parsed?.peers[0]?.why).toHaveLength(400);
  });

  it('is null for prose, another shape, a broken object or a filter outside the rules', () => {
    for (const text of [
      'Adobe and Salesforce.',
      '{"companies": ["ADBE"]}',
      '{"peers": [{"ticker": "ADBE"}',
      '{"peers": [], "filters": {"sectors": ["Cloud"]}}',
      '{"peers": [], "filters": {"min_revenue_usd": 5, "max_revenue_usd": 1}}',
      '{"peers": [], "filters": {"countries": ["USA"]}}',
    ]) {
      expect(parsePeerAnswer(text), text).toBeNull();
    }
  });
});

describe('meetsSicCodes', () => {
  it('matches a major group, an industry group or an industry by prefix', () => {
    expect(meetsSicCodes('7372', ['73'])).toBe(true);
    expect(meetsSicCodes('7372', ['737'])).toBe(true);
    expect(meetsSicCodes('7372', ['7370', '7372'])).toBe(true);
    expect(meetsSicCodes('3571', ['7372'])).toBe(false);
    expect(meetsSicCodes('800', ['08'])).toBe(true);
    expect(meetsSicCodes('3571', [])).toBe(true);
  });
});
