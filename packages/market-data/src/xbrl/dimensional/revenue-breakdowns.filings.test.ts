import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_DATA } from '../shared-data.test-helper.js';
import type { TRevenueBreakdown, TRevenueBreakdowns } from './breakdown-types.js';
import { revenueBreakdownsFromIxbrl } from './revenue-breakdowns.js';

/** Every iXBRL 10-K of the shared data: `documents/10k_html` and `documents/eval`, read in place. */
const FILES = ['documents/10k_html/', 'documents/eval/'].flatMap((dir) =>
  readdirSync(`${SHARED_DATA}${dir}`)
    .filter((name) => name.endsWith('.html'))
    .map((name) => `${dir}${name}`),
);

const cache = new Map<string, TRevenueBreakdowns>();
function breakdownsOf(ticker: string): TRevenueBreakdowns {
  const file = FILES.find((f) => f.split('/').at(-1)?.startsWith(`${ticker}-`));
  if (!file) throw new Error(`no filing for ${ticker}`);
  let value = cache.get(file);
  if (!value) {
    const result = revenueBreakdownsFromIxbrl(readFileSync(`${SHARED_DATA}${file}`));
    if (!result.ok) throw new Error(`${file}: ${result.reason}`);
    value = result.value;
    cache.set(file, value);
  }
  return value;
}

const tickerOf = (file: string) => file.split('/').at(-1)?.split('-')[0] ?? '';

function find(
  ticker: string,
  axisKind: TRevenueBreakdown['axisKind'],
  concept?: string,
  qualified?: boolean,
): TRevenueBreakdown {
  const found = breakdownsOf(ticker).breakdowns.find(
    (b) =>
      b.axisKind === axisKind &&
      (!concept || b.concept === `us-gaap:${concept}`) &&
      (qualified === undefined || (b.qualifier !== null) === qualified),
  );
  if (!found) throw new Error(`${ticker}: no ${axisKind} breakdown`);
  return found;
}

/** Value of a member (by label) for the fiscal year ending `end`, in millions. */
function millions(b: TRevenueBreakdown, label: string, end: string): number | undefined {
  const value = b.members.find((m) => m.label === label)?.values.find((v) => v.end === end)?.value;
  return value === undefined ? undefined : value / 1e6;
}

/**
 * The breakdowns that are complete partitions of revenue (checked by reading each filing's own
 * tables: segment, product and geographic notes), as `ticker: [axis kind, concept, qualified?]`.
 */
const PARTITIONS: Record<string, [TRevenueBreakdown['axisKind'], string, boolean?][]> = {
  aapl: [
    ['segment', 'RevenueFromContractWithCustomerExcludingAssessedTax'],
    ['product_or_service', 'RevenueFromContractWithCustomerExcludingAssessedTax'],
    ['geography', 'RevenueFromContractWithCustomerExcludingAssessedTax'],
  ],
  nvda: [
    ['segment', 'Revenues', true],
    ['product_or_service', 'Revenues'],
    ['geography', 'Revenues'],
  ],
  wmt: [
    ['segment', 'RevenueFromContractWithCustomerExcludingAssessedTax', true],
    ['geography', 'Revenues'],
  ],
  ko: [
    ['segment', 'Revenues'],
    ['product_or_service', 'Revenues'],
    ['geography', 'Revenues'],
  ],
  tsla: [
    ['segment', 'Revenues'],
    ['geography', 'Revenues'],
    ['product_or_service', 'RevenueFromContractWithCustomerExcludingAssessedTax'],
  ],
  abbv: [['geography', 'RevenueFromContractWithCustomerExcludingAssessedTax']],
  adbe: [
    ['segment', 'Revenues'],
    ['product_or_service', 'Revenues'],
    ['geography', 'Revenues'],
  ],
  amzn: [
    ['segment', 'RevenueFromContractWithCustomerExcludingAssessedTax'],
    ['geography', 'RevenueFromContractWithCustomerExcludingAssessedTax'],
  ],
  crm: [
    ['product_or_service', 'RevenueFromContractWithCustomerExcludingAssessedTax'],
    ['geography', 'RevenueFromContractWithCustomerExcludingAssessedTax'],
  ],
  jnj: [
    ['segment', 'RevenueFromContractWithCustomerExcludingAssessedTax', true],
    ['geography', 'RevenueFromContractWithCustomerExcludingAssessedTax', false],
  ],
  ma: [
    ['product_or_service', 'Revenues'],
    ['geography', 'Revenues'],
  ],
  meta: [['segment', 'RevenueFromContractWithCustomerExcludingAssessedTax']],
  nke: [
    ['segment', 'RevenueFromContractWithCustomerExcludingAssessedTax', true],
    ['product_or_service', 'RevenueFromContractWithCustomerExcludingAssessedTax'],
    ['sales_channel', 'RevenueFromContractWithCustomerExcludingAssessedTax'],
  ],
  unh: [['segment', 'Revenues', true]],
  v: [
    ['product_or_service', 'RevenueFromContractWithCustomerExcludingAssessedTax'],
    ['geography', 'RevenueFromContractWithCustomerExcludingAssessedTax'],
  ],
};

describe('revenue breakdowns of the real 10-Ks', () => {
  it('covers all sixteen filings', () => {
    expect(FILES).toHaveLength(16);
    expect(new Set(FILES.map(tickerOf))).toEqual(new Set(Object.keys(PARTITIONS).concat('googl')));
  });

  it.each(FILES)('%s: at least one breakdown, and a revenue total per annual period', (file) => {
    const v = breakdownsOf(tickerOf(file));
    expect(v.breakdowns.length).toBeGreaterThan(0);
    expect(v.totals.filter((t) => (Date.parse(t.end) - Date.parse(t.start)) / 86_400_000 > 350)).toHaveLength(3);
    expect(v.documentType).toBe('10-K');
  });

  it.each(
    Object.entries(PARTITIONS).flatMap(([ticker, list]) =>
      list.map(([kind, concept, qualified]) => [ticker, kind, concept, qualified] as const),
    ),
  )(
    '%s %s (%s): the members add up to the reported revenue in every annual period',
    (ticker, kind, concept, qualified) => {
      const b = find(ticker, kind, concept, qualified);
      const annual = b.checks.filter((c) => c.period.kind === 'annual');
      expect(annual.length).toBeGreaterThanOrEqual(3);
      for (const check of annual) {
        expect(check.total).not.toBeNull();
        expect(Math.abs(check.gap ?? Number.NaN)).toBeLessThanOrEqual(check.tolerance + 0.01);
      }
      expect(b.status).toBe('adds_up');
    },
  );
});

describe('figures read in the filings', () => {
  it('Apple FY2024 (Note 2, net sales by category): iPhone 201,183; Services 96,169; Products a subtotal', () => {
    const b = find('aapl', 'product_or_service');
    expect(millions(b, 'iPhone', '2024-09-28')).toBe(201_183);
    expect(millions(b, 'Mac', '2024-09-28')).toBe(29_984);
    expect(millions(b, 'Services', '2024-09-28')).toBe(96_169);
    expect(b.members.find((m) => m.label === 'Products')?.role).toBe('subtotal');
    const segments = find('aapl', 'segment');
    expect(millions(segments, 'Greater China', '2024-09-28')).toBe(66_952);
    expect(breakdownsOf('aapl').totals[0]?.value).toBe(391_035_000_000);
  });

  it('NVIDIA FY2025 (segment note): Compute & Networking 116,193 and Graphics 14,304; Data Center 115,186', () => {
    const b = find('nvda', 'segment', 'Revenues', true);
    expect(millions(b, 'Compute and Networking', '2025-01-26')).toBe(116_193);
    expect(millions(b, 'Graphics', '2025-01-26')).toBe(14_304);
    expect(millions(b, 'Compute and Networking', '2024-01-28')).toBe(47_405);
    const markets = find('nvda', 'product_or_service');
    expect(millions(markets, 'Data Center', '2025-01-26')).toBe(115_186);
    expect(markets.members.find((m) => m.label === 'Data Center')?.subtotalOf).toEqual([
      'nvda:ComputeMember',
      'nvda:NetworkingMember',
    ]);
  });

  it("Walmart FY2025 (segment note): net sales Walmart U.S. 462,415, International 121,885, Sam's Club 90,238", () => {
    const net = find('wmt', 'segment', 'RevenueFromContractWithCustomerExcludingAssessedTax');
    expect(millions(net, 'Walmart US', '2025-01-31')).toBe(462_415);
    expect(millions(net, 'Walmart International', '2025-01-31')).toBe(121_885);
    expect(millions(net, 'Sams Club US', '2025-01-31')).toBe(90_238);
    // Total revenues by segment (465,009 for Walmart U.S.) do not reach the consolidated 680,985: flagged.
    const total = find('wmt', 'segment', 'Revenues');
    expect(millions(total, 'Walmart US', '2025-01-31')).toBe(465_009);
    expect(total.status).toBe('does_not_add_up');
  });

  it('Alphabet: segments miss the hedging gains the income statement adds (211 in 2024, 236 in 2023), flagged', () => {
    const b = find('googl', 'segment');
    expect(b.status).toBe('does_not_add_up');
    expect(b.checks.find((c) => c.period.end === '2024-12-31')?.gap).toBe(211_000_000);
    expect(b.checks.find((c) => c.period.end === '2023-12-31')?.gap).toBe(236_000_000);
    expect(millions(b, 'Google Cloud', '2024-12-31')).toBe(43_229);
  });

  it('Coca-Cola: corporate and eliminations are reconciling lines of the segments', () => {
    const b = find('ko', 'segment');
    expect(b.members.find((m) => m.member === 'ko:EliminationsMember')).toMatchObject({ role: 'elimination' });
    expect(millions(b, 'Eliminations', '2024-12-31')).toBe(-1_164);
    expect(b.members.find((m) => m.member === 'us-gaap:CorporateMember')?.role).toBe('corporate');
  });

  it('UnitedHealth (segment table): UnitedHealthcare 298,208, Optum Rx 133,231, Optum eliminations (4,389)', () => {
    const b = find('unh', 'segment', 'Revenues', true);
    expect(millions(b, 'Unitedhealthcare', '2024-12-31')).toBe(298_208);
    expect(millions(b, 'Optumrx', '2024-12-31')).toBe(133_231);
    expect(millions(b, 'Intersegment eliminations', '2024-12-31')).toBe(-4_389);
  });

  it('Meta: regions and the countries listed "of which" overlap, and the check says so', () => {
    expect(find('meta', 'geography').status).toBe('does_not_add_up');
  });
});
