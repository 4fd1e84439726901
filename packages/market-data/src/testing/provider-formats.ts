/**
 * Pure conversions used by the local protocol server: the pack's CSV rows rendered in the real wire
 * formats of the Yahoo chart API and FRED's CSV download, and the pack's companyfacts gathered into
 * the SEC's XBRL frames. Only values present in the pack are served:
 * the pack has adjusted closes only, so Yahoo's unadjusted `close` (and open/high/low/volume) is null.
 * For the S&P 500 (`^GSPC`) `close` and `adjclose` are both the index level, as Yahoo reports for an
 * index, which has no splits or dividends to adjust for.
 */
import type { TYahooChart } from '../prices/yahoo-chart.js';
import type { TCompanyFacts, TXbrlFrame } from '../sec/sec-schemas.js';
import { frameFact, type TFrameQuery } from '../sec/xbrl-frames.js';

/** A row of the pack's two-column CSV, values kept as the pack's text. @internal */
export type TPackRow = { date: string; value: string };

const NEW_YORK_OFFSET = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'shortOffset' });

/** UTC seconds of 09:30 New York time on `date` (the session open Yahoo stamps daily bars with). @internal */
export function sessionOpenSeconds(date: string): number {
  const noonUtc = new Date(`${date}T12:00:00Z`);
  const offsetName = NEW_YORK_OFFSET.formatToParts(noonUtc).find((part) => part.type === 'timeZoneName')?.value;
  const offsetHours = Number(/GMT([+-]\d+)/.exec(offsetName ?? '')?.[1] ?? '-5');
  return Date.parse(`${date}T09:30:00Z`) / 1000 - offsetHours * 3600;
}

/** @internal */
export type TChartRequest = { symbol: string; period1: number; period2: number; isIndex: boolean };

/** Renders pack rows as a Yahoo chart API body for `[period1, period2)`. @internal */
export function toYahooChart(rows: readonly TPackRow[], request: TChartRequest): TYahooChart {
  const selected = rows
    .map((row) => ({ row, seconds: sessionOpenSeconds(row.date) }))
    .filter(({ seconds }) => seconds >= request.period1 && seconds < request.period2);
  const values = selected.map(({ row }) => (row.value === '' ? null : Number(row.value)));
  const nulls = selected.map(() => null);
  const meta = {
    currency: 'USD',
    symbol: request.symbol,
    instrumentType: request.isIndex ? 'INDEX' : 'EQUITY',
    gmtoffset: -18000,
    timezone: 'EST',
    exchangeTimezoneName: 'America/New_York',
    dataGranularity: '1d',
  };
  if (selected.length === 0) {
    return { chart: { result: [{ meta, indicators: { quote: [{}], adjclose: [{}] } }], error: null } };
  }
  return {
    chart: {
      result: [
        {
          meta,
          timestamp: selected.map(({ seconds }) => seconds),
          indicators: {
            quote: [{ open: nulls, high: nulls, low: nulls, close: request.isIndex ? values : nulls, volume: nulls }],
            adjclose: [{ adjclose: values }],
          },
        },
      ],
      error: null,
    },
  };
}

/** Yahoo's answer for an unknown symbol (HTTP 404). @internal */
export function yahooNotFound(): TYahooChart {
  return {
    chart: { result: null, error: { code: 'Not Found', description: 'No data found, symbol may be delisted' } },
  };
}

/** Renders pack rows as FRED's `fredgraph.csv`, limited to `[cosd, coed]` when given. @internal */
export function toFredCsv(
  seriesId: string,
  rows: readonly TPackRow[],
  cosd: string | null,
  coed: string | null,
): string {
  const lines = rows
    .filter((row) => (!cosd || row.date >= cosd) && (!coed || row.date <= coed))
    .map((row) => `${row.date},${row.value}`);
  return `observation_date,${seriesId}\n${lines.join('\n')}${lines.length ? '\n' : ''}`;
}

/** Splits the pack's `date,value` CSV into rows, keeping the value text (empty cells stay empty). @internal */
export function readPackRows(text: string): TPackRow[] {
  return text
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [date = '', value = ''] = line.split(',');
      return { date, value };
    });
}

/**
 * The SEC's frame of one concept, unit and period built from companyfacts documents: per filer, the
 * fact SEC's rules place in the period (its own `frame` label where the SEC set one; the pack's
 * constructed files have none, so the placement is computed by the same rules: `frameFact`, the
 * best fitting, then the last filed). Null when no filer has such a fact (the SEC answers 404). `accn` is null for facts the pack
 * has without an accession number; `loc` is left out (companyfacts does not carry it).
 * @internal
 */
export function toXbrlFrame(companies: readonly TCompanyFacts[], query: TFrameQuery): TXbrlFrame | null {
  let concept: { label: string | null; description: string | null } | null = null;
  const data: TXbrlFrame['data'] = [];
  for (const company of companies) {
    const found = company.facts[query.taxonomy]?.[query.concept];
    const facts = found?.units[query.unit];
    if (!found || !facts) continue;
    concept ??= found;
    // A real API file labels exactly the facts of the SEC's frames; a constructed one labels none.
    const isLabelled = facts.some((fact) => fact.frame);
    const fact = isLabelled
      ? (facts.findLast((candidate) => candidate.frame === query.period) ?? null)
      : frameFact(facts, query.period);
    if (!fact) continue;
    data.push({
      accn: fact.accn ?? null,
      cik: Number(company.cik),
      entityName: company.entityName,
      end: fact.end,
      val: fact.val,
    });
  }
  if (!concept || data.length === 0) return null;
  return {
    taxonomy: query.taxonomy,
    tag: query.concept,
    ccp: query.period,
    uom: query.unit,
    label: concept.label,
    description: concept.description,
    pts: data.length,
    data,
  };
}
