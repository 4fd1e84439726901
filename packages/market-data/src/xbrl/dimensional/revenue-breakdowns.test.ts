import { describe, expect, it } from 'vitest';
import { readDecimals, readIxbrlNumber, roundingBound } from './ixbrl-number.js';
import { createIxbrlScanner, scanIxbrl } from './ixbrl-scanner.js';
import { labelFromQName } from './member-labels.js';
import { readRevenueBreakdowns, revenueBreakdownsFromIxbrl } from './revenue-breakdowns.js';

// ── A small iXBRL document builder ────────────────────────────────────────────────────────────────

type TCtx = { id: string; start?: string; end?: string; dims?: [string, string][] };
const FY24 = { start: '2023-10-01', end: '2024-09-28' };
const FY23 = { start: '2022-09-25', end: '2023-09-30' };

function context({ id, start = FY24.start, end = FY24.end, dims = [] }: TCtx): string {
  const segment = dims.length
    ? `<xbrli:segment>${dims.map(([axis, m]) => `<xbrldi:explicitMember dimension="${axis}">${m}</xbrldi:explicitMember>`).join('')}</xbrli:segment>`
    : '';
  return `<xbrli:context id="${id}"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">0000000001</xbrli:identifier>${segment}</xbrli:entity><xbrli:period><xbrli:startDate>${start}</xbrli:startDate><xbrli:endDate>${end}</xbrli:endDate></xbrli:period></xbrli:context>`;
}

function fact(
  ctx: string,
  printed: string,
  { concept = 'us-gaap:Revenues', scale = '6', decimals = '-6', sign = '', format = 'ixt:num-dot-decimal' } = {},
): string {
  const signAttr = sign ? ` sign="${sign}"` : '';
  return `<ix:nonFraction unitRef="usd" contextRef="${ctx}" decimals="${decimals}" name="${concept}" format="${format}" scale="${scale}"${signAttr}>${printed}</ix:nonFraction>`;
}

function row(caption: string, ...cells: string[]): string {
  return `<tr><td><span>${caption}</span></td>${cells.map((c) => `<td>$</td><td>${c}</td>`).join('')}</tr>`;
}

function doc(contexts: TCtx[], body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL" xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:xbrldi="http://xbrl.org/2006/xbrldi">
<body><div style="display:none"><ix:header><ix:hidden>
<ix:nonNumeric contextRef="t" name="dei:EntityCentralIndexKey">0000000001</ix:nonNumeric>
<ix:nonNumeric contextRef="t" name="dei:DocumentPeriodEndDate" format="ixt:date-monthname-day-year-en">September 28, 2024</ix:nonNumeric>
<ix:nonNumeric contextRef="t" name="dei:DocumentType">10-K</ix:nonNumeric>
</ix:hidden><ix:resources>
<xbrli:unit id="usd"><xbrli:measure>iso4217:USD</xbrli:measure></xbrli:unit>
${contexts.map(context).join('\n')}
</ix:resources></ix:header></div>
<table>${body}</table></body></html>`;
}

const SEG = 'us-gaap:StatementBusinessSegmentsAxis';
const PROD = 'srt:ProductOrServiceAxis';
const GEO = 'srt:StatementGeographicalAxis';
const CONS = 'srt:ConsolidationItemsAxis';

function read(html: string) {
  const result = revenueBreakdownsFromIxbrl(html);
  if (!result.ok) throw new Error('scan failed');
  return result.value;
}

// ── Numbers ──────────────────────────────────────────────────────────────────────────────────────

describe('readIxbrlNumber', () => {
  it('applies scale and sign to the printed number', () => {
    expect(readIxbrlNumber('391,035', { scale: '6' })).toBe(391_035_000_000);
    expect(readIxbrlNumber('1,164', { scale: '6', sign: '-' })).toBe(-1_164_000_000);
    expect(readIxbrlNumber('2.41', { scale: '0' })).toBe(2.41);
    expect(readIxbrlNumber('12.5', { scale: '-2' })).toBe(0.125);
    expect(readIxbrlNumber('1.5', { scale: '9' })).toBe(1_500_000_000);
  });

  it('reads a dash and ixt:fixed-zero as zero, and the comma-decimal format', () => {
    expect(readIxbrlNumber('—', { format: 'ixt:fixed-zero', scale: '6' })).toBe(0);
    expect(readIxbrlNumber('-', { format: 'ixt:num-dot-decimal', scale: '6' })).toBe(0);
    expect(readIxbrlNumber('1.234,5', { format: 'ixt:num-comma-decimal' })).toBe(1234.5);
  });

  it('refuses text that is not a number', () => {
    expect(readIxbrlNumber('n/a', { scale: '6' })).toBeNull();
    expect(readIxbrlNumber('1,2x', {})).toBeNull();
  });

  it('reads decimals and their rounding', () => {
    expect(readDecimals('-6')).toBe(-6);
    expect(readDecimals('INF')).toBe(Number.POSITIVE_INFINITY);
    expect(readDecimals(null)).toBeNull();
    expect(roundingBound(-6)).toBe(500_000);
    expect(roundingBound(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

// ── Scanner ──────────────────────────────────────────────────────────────────────────────────────

describe('scanIxbrl', () => {
  const html = doc([{ id: 't' }, { id: 'p', dims: [[PROD, 'x:WidgetsMember']] }], row('Widgets', fact('p', '1,000')));

  it('reads contexts, units, facts with their row caption and the cover', () => {
    const scan = scanIxbrl(html);
    expect(scan.ok).toBe(true);
    if (!scan.ok) return;
    const { document } = scan;
    expect(document.cover).toMatchObject({ cik: '0000000001', documentType: '10-K' });
    expect(document.contexts.get('p')?.dimensions).toEqual([{ axis: PROD, member: 'x:WidgetsMember' }]);
    expect(document.facts).toEqual([
      expect.objectContaining({
        concept: 'us-gaap:Revenues',
        unit: 'iso4217:USD',
        value: 1e9,
        decimals: -6,
        rowCaption: 'Widgets',
      }),
    ]);
  });

  it('gives the same result fed in small chunks, and stops past the byte limit', () => {
    const scanner = createIxbrlScanner();
    const bytes = new TextEncoder().encode(html);
    for (let i = 0; i < bytes.length; i += 7) scanner.write(bytes.subarray(i, i + 7));
    const chunked = scanner.finish();
    expect(chunked).toEqual(scanIxbrl(html));

    const limited = scanIxbrl(html, { maxBytes: 100 });
    expect(limited).toEqual({ ok: false, reason: 'too_large', bytes: bytes.length, maxBytes: 100 });
  });
});

// ── Breakdowns ───────────────────────────────────────────────────────────────────────────────────

describe('readRevenueBreakdowns', () => {
  it('builds a one-axis breakdown per period and checks it against the total', () => {
    const v = read(
      doc(
        [
          { id: 't' },
          { id: 't23', ...FY23 },
          { id: 'a', dims: [[PROD, 'x:WidgetsMember']] },
          { id: 'a23', ...FY23, dims: [[PROD, 'x:WidgetsMember']] },
          { id: 'b', dims: [[PROD, 'x:GadgetsMember']] },
          { id: 'b23', ...FY23, dims: [[PROD, 'x:GadgetsMember']] },
        ],
        [
          row('Widgets', fact('a', '600'), fact('a23', '550')),
          row('Gadgets', fact('b', '400'), fact('b23', '300')),
          row('Total net sales', fact('t', '1,000'), fact('t23', '850')),
        ].join(''),
      ),
    );
    expect(v).toMatchObject({ cik: '0000000001', documentPeriodEnd: '2024-09-28', totalConcept: 'us-gaap:Revenues' });
    expect(v.totals.map((t) => t.value)).toEqual([1e9, 850e6]);
    const [b] = v.breakdowns;
    expect(b).toMatchObject({ axisKind: 'product_or_service', status: 'adds_up', currency: 'USD' });
    expect(b?.members.map((m) => [m.label, m.labelSource, m.values.map((x) => x.value)])).toEqual([
      ['Widgets', 'document', [600e6, 550e6]],
      ['Gadgets', 'document', [400e6, 300e6]],
    ]);
    expect(b?.checks[0]).toMatchObject({ total: 1e9, membersSum: 1e9, gap: 0, tolerance: 1_500_000, isComplete: true });
  });

  it('flags a breakdown that lists only some members, with the gap', () => {
    const v = read(
      doc(
        [{ id: 't' }, { id: 'a', dims: [[PROD, 'x:WidgetsMember']] }, { id: 'b', dims: [[PROD, 'x:GadgetsMember']] }],
        [row('Widgets', fact('a', '600')), row('Gadgets', fact('b', '300')), row('Total', fact('t', '1,000'))].join(''),
      ),
    );
    expect(v.breakdowns[0]).toMatchObject({ status: 'does_not_add_up' });
    expect(v.breakdowns[0]?.checks[0]).toMatchObject({ membersSum: 900e6, gap: 100e6, isComplete: false });
  });

  it('leaves out facts with two axes, and says how many', () => {
    const v = read(
      doc(
        [
          { id: 't' },
          { id: 'us', dims: [[GEO, 'country:US']] },
          { id: 'intl', dims: [[GEO, 'x:InternationalMember']] },
          {
            id: 'us-w',
            dims: [
              [GEO, 'country:US'],
              [PROD, 'x:WidgetsMember'],
            ],
          },
        ],
        [fact('us', '700'), fact('intl', '300'), fact('us-w', '650'), fact('t', '1,000')].join(' '),
      ),
    );
    expect(v.breakdowns).toHaveLength(1);
    expect(v.breakdowns[0]?.members.map((m) => m.member)).toEqual(['country:US', 'x:InternationalMember']);
    expect(v.breakdowns[0]?.status).toBe('adds_up');
    expect(v.issues).toContainEqual({ code: 'multi_dimensional_facts_skipped', count: 1 });
  });

  it('keeps the most precise duplicate and reports copies that disagree', () => {
    const v = read(
      doc(
        [
          { id: 't' },
          { id: 't-copy' },
          { id: 'a', dims: [[SEG, 'x:EastMember']] },
          { id: 'b', dims: [[SEG, 'x:WestMember']] },
        ],
        [
          fact('t', '1.0', { scale: '9', decimals: '-8' }),
          fact('t-copy', '1,000', { decimals: '-6' }),
          fact('a', '600'),
          fact('b', '400'),
          fact('a', '605'), // a printed copy that disagrees beyond rounding
        ].join(' '),
      ),
    );
    expect(v.totals).toEqual([expect.objectContaining({ value: 1e9, decimals: -6 })]);
    expect(v.issues).toContainEqual(
      expect.objectContaining({ code: 'conflicting_duplicates', concept: 'us-gaap:Revenues', values: [600e6, 605e6] }),
    );
  });

  it('reads segments qualified by ConsolidationItemsAxis, with eliminations and corporate lines', () => {
    const v = read(
      doc(
        [
          { id: 't' },
          {
            id: 'a',
            dims: [
              [CONS, 'us-gaap:OperatingSegmentsMember'],
              [SEG, 'x:EastSegmentMember'],
            ],
          },
          {
            id: 'b',
            dims: [
              [CONS, 'us-gaap:OperatingSegmentsMember'],
              [SEG, 'x:WestSegmentMember'],
            ],
          },
          { id: 'elim', dims: [[CONS, 'us-gaap:IntersegmentEliminationMember']] },
          { id: 'corp', dims: [[CONS, 'us-gaap:CorporateNonSegmentMember']] },
        ],
        [
          fact('a', '700'),
          fact('b', '400'),
          fact('elim', '150', { sign: '-' }),
          fact('corp', '50'),
          fact('t', '1,000'),
        ].join(' '),
      ),
    );
    const [b] = v.breakdowns;
    expect(b).toMatchObject({ axisKind: 'segment', qualifier: 'us-gaap:OperatingSegmentsMember', status: 'adds_up' });
    expect(b?.members.map((m) => [m.label, m.labelSource, m.role])).toEqual([
      ['East', 'qname', 'member'],
      ['West', 'qname', 'member'],
      ['Intersegment eliminations', 'qname', 'elimination'],
      ['Corporate (non-segment)', 'qname', 'corporate'],
    ]);
    expect(b?.checks[0]).toMatchObject({ membersSum: 1100e6, reconcilingSum: -100e6, gap: 0 });
  });

  it('finds subtotals that make members overlap, and leaves them out of the sum', () => {
    const ctxs: TCtx[] = [{ id: 't' }, { id: 't23', ...FY23 }];
    const body: string[] = [fact('t', '1,000'), fact('t23', '900')];
    const members: [string, string, string][] = [
      ['x:ProductMember', '700', '650'],
      ['x:PhoneMember', '500', '470'],
      ['x:TabletMember', '200', '180'],
      ['x:ServiceMember', '300', '250'],
    ];
    for (const [m, v24, v23] of members) {
      ctxs.push({ id: m, dims: [[PROD, m]] }, { id: `${m}23`, ...FY23, dims: [[PROD, m]] });
      body.push(fact(m, v24), fact(`${m}23`, v23));
    }
    const v = read(doc(ctxs, body.join(' ')));
    const [b] = v.breakdowns;
    expect(b?.status).toBe('adds_up');
    expect(b?.members.find((m) => m.member === 'x:ProductMember')).toMatchObject({
      role: 'subtotal',
      subtotalOf: ['x:PhoneMember', 'x:TabletMember'],
    });
  });

  it('does not take a caption shared by several members (a line name) as their label', () => {
    const v = read(
      doc(
        [
          { id: 't' },
          { id: 'a', dims: [[SEG, 'x:AmericasSegmentMember']] },
          { id: 'b', dims: [[SEG, 'x:EuropeSegmentMember']] },
        ],
        [
          row('Americas'),
          row('Net sales', fact('a', '600')),
          row('Europe'),
          row('Net sales', fact('b', '400')),
          fact('t', '1,000'),
        ].join(''),
      ),
    );
    expect(v.breakdowns[0]?.members.map((m) => [m.label, m.labelSource])).toEqual([
      ['Americas', 'qname'],
      ['Europe', 'qname'],
    ]);
  });

  it('compares with the headline total when the members use a concept without a total of its own', () => {
    const v = read(
      doc(
        [{ id: 't' }, { id: 'a', dims: [[GEO, 'country:US']] }, { id: 'b', dims: [[GEO, 'country:JP']] }],
        [
          fact('t', '1,000'),
          fact('a', '900', { concept: 'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax' }),
          fact('b', '100', { concept: 'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax' }),
        ].join(' '),
      ),
    );
    expect(v.breakdowns[0]?.checks[0]).toMatchObject({ totalConcept: 'us-gaap:Revenues', isComplete: true });
  });

  it('has no breakdown and says so for a document without revenue facts', () => {
    const scan = scanIxbrl(doc([{ id: 't' }], '<tr><td>nothing</td></tr>'));
    if (!scan.ok) throw new Error('scan failed');
    const v = readRevenueBreakdowns(scan.document);
    expect(v.breakdowns).toEqual([]);
    expect(v.issues).toContainEqual(expect.objectContaining({ code: 'no_revenue_total' }));
  });
});

describe('labelFromQName', () => {
  it.each([
    ['aapl:IPhoneMember', 'iPhone'],
    ['nvda:ComputeAndNetworkingSegmentMember', 'Compute and Networking'],
    ['country:US', 'United States'],
    ['country:TW', 'Taiwan'],
    ['us-gaap:NonUsMember', 'Non-US'],
    ['goog:AmericasExcludingUnitedStatesMember', 'Americas excluding United States'],
    ['us-gaap:CorporateNonSegmentMember', 'Corporate (non-segment)'],
    ['abbv:HUMIRAMember', 'HUMIRA'],
  ])('%s → %s', (qname, label) => {
    expect(labelFromQName(qname)).toBe(label);
  });
});
