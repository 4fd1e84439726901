import { describe, expect, it } from 'vitest';
import { packFileOfCik, readPackCompanyFacts } from '../xbrl/shared-data.test-helper.js';
import { parseXbrlFrame } from './sec-parse.js';
import { frameFact, framePath, framePlacement } from './xbrl-frames.js';

describe('framePlacement', () => {
  it('places facts as the SEC labels them in a real companyfacts file (every labelled fact of a 52/53-week filer)', () => {
    const facts = readPackCompanyFacts(packFileOfCik('1045810'));
    let labelled = 0;
    const disagreements: string[] = [];
    for (const concepts of Object.values(facts.facts)) {
      for (const [name, concept] of Object.entries(concepts)) {
        for (const fact of Object.values(concept.units).flat()) {
          // The SEC also labels a few one-month durations as instants; frames of those are not asked for.
          const isMonth = fact.start !== undefined && Date.parse(fact.end) - Date.parse(fact.start) < 40 * 86_400_000;
          if (!fact.frame || isMonth) continue;
          labelled += 1;
          const placed = framePlacement(fact)?.period;
          if (placed !== fact.frame) disagreements.push(`${name} ${fact.start ?? ''}..${fact.end}: ${placed}`);
        }
      }
    }
    expect(labelled).toBeGreaterThan(5_000);
    expect(disagreements).toEqual([]);
  });

  it('puts a duration in the calendar year or quarter holding most of its days, an instant at the nearest quarter end', () => {
    expect(framePlacement({ start: '2024-01-29', end: '2025-01-26' })?.period).toBe('CY2024');
    expect(framePlacement({ start: '2024-07-01', end: '2025-06-30' })?.period).toBe('CY2024');
    expect(framePlacement({ start: '2024-09-29', end: '2025-09-27' })?.period).toBe('CY2025');
    expect(framePlacement({ start: '2024-10-28', end: '2025-01-26' })?.period).toBe('CY2024Q4');
    expect(framePlacement({ end: '2025-01-26' })?.period).toBe('CY2024Q4I');
    expect(framePlacement({ end: '2025-02-21' })?.period).toBe('CY2025Q1I');
    expect(framePlacement({ end: '2024-12-31' })).toEqual({ period: 'CY2024Q4I', misfit: 0 });
    // Six or nine months to date belong to no frame.
    expect(framePlacement({ start: '2024-01-29', end: '2024-07-28' })).toBeNull();
  });
});

describe('frameFact', () => {
  const facts = [
    { start: '2024-01-01', end: '2024-12-31', val: 100, filed: '2025-02-20' },
    { start: '2024-01-01', end: '2024-12-31', val: 105, filed: '2026-02-19' },
    { start: '2023-01-01', end: '2023-12-31', val: 90, filed: '2025-02-20' },
    { start: '2024-01-01', end: '2024-06-30', val: 50, filed: '2024-08-01' },
  ];

  it('takes the last filed fact of the period (a restatement replaces the first report)', () => {
    expect(frameFact(facts, 'CY2024')?.val).toBe(105);
    expect(frameFact(facts, 'CY2023')?.val).toBe(90);
    expect(frameFact(facts, 'CY2022')).toBeNull();
  });

  it('can keep to the facts filed by a date', () => {
    expect(frameFact(facts, 'CY2024', { filedOnOrBefore: '2025-12-31' })?.val).toBe(100);
    expect(frameFact(facts, 'CY2024', { filedOnOrBefore: '2025-01-31' })).toBeNull();
  });
});

describe('framePath', () => {
  it('builds the path of a frame and refuses anything else', () => {
    const query = { taxonomy: 'us-gaap', concept: 'Revenues', unit: 'USD', period: 'CY2024' };
    expect(framePath(query)).toBe('us-gaap/Revenues/USD/CY2024.json');
    expect(framePath({ ...query, taxonomy: 'dei', unit: 'shares', period: 'CY2024Q4I' })).toBe(
      'dei/Revenues/shares/CY2024Q4I.json',
    );
    expect(() => framePath({ ...query, period: 'FY2024' })).toThrow(RangeError);
    expect(() => framePath({ ...query, concept: '../companyfacts' })).toThrow(RangeError);
  });
});

describe('parseXbrlFrame', () => {
  // The SEC's documented example: https://data.sec.gov/api/xbrl/frames/us-gaap/AccountsPayableCurrent/USD/CY2019Q1I.json
  const body = {
    taxonomy: 'us-gaap',
    tag: 'AccountsPayableCurrent',
    ccp: 'CY2019Q1I',
    uom: 'USD',
    label: 'Accounts Payable, Current',
    description: 'Carrying value as of the balance sheet date of liabilities incurred …',
    pts: 2,
    data: [
      {
        accn: '0001555538-19-000006',
        cik: 1555538,
        entityName: 'SUNCOKE ENERGY PARTNERS, L.P.',
        loc: 'US-IL',
        end: '2019-03-31',
        val: 78300000,
      },
      {
        accn: '0000011199-19-000012',
        cik: 11199,
        entityName: 'BEMIS CO INC',
        loc: 'US-WI',
        end: '2019-03-31',
        val: 465700000,
      },
    ],
  };

  it('reads the documented shape', () => {
    const frame = parseXbrlFrame(JSON.stringify(body), 'test');
    expect(frame).toMatchObject({ ccp: 'CY2019Q1I', uom: 'USD', pts: 2 });
    expect(frame.data.map((row) => [row.cik, row.val])).toEqual([
      [1555538, 78300000],
      [11199, 465700000],
    ]);
  });

  it('refuses a body without its data as PROVIDER_BAD_RESPONSE', () => {
    const { data: _data, ...withoutData } = body;
    expect(() => parseXbrlFrame(JSON.stringify(withoutData), 'test')).toThrow(
      expect.objectContaining({ code: 'PROVIDER_BAD_RESPONSE' }),
    );
    expect(() => parseXbrlFrame('<?xml version="1.0"?><Error/>', 'test')).toThrow(
      expect.objectContaining({ code: 'PROVIDER_BAD_RESPONSE' }),
    );
  });
});
