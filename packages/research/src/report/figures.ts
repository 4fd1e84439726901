import type { TReportLanguage } from '@app/contract';
import type { TCompsFinding, TRequirementResult, TValuationFinding } from '../collect/types.js';
import { chartImage, reportCharts } from './charts.js';

const LABELS: Record<TReportLanguage, Record<string, string>> = {
  en: {
    heading: 'Valuation figures',
    ticker: 'Ticker',
    implied_price: 'Implied price',
    current_price: 'Current price',
    upside: 'Upside',
    wacc: 'WACC',
    terminal_growth: 'Terminal growth',
    source: 'Source',
    peers: 'Comparable companies of',
    implied_from_peers: 'Implied price from peers',
  },
  zh: {
    heading: '估值数据',
    ticker: '股票代码',
    implied_price: '隐含股价',
    current_price: '当前股价',
    upside: '上涨空间',
    wacc: '加权平均资本成本（WACC）',
    terminal_growth: '永续增长率',
    source: '来源',
    peers: '可比公司：',
    implied_from_peers: '可比公司法隐含股价',
  },
};

const money = (value: number | null | undefined, currency: string) =>
  value === null || value === undefined || !Number.isFinite(value) ? '—' : `${value.toFixed(2)} ${currency}`;
const percent = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? '—' : `${(value * 100).toFixed(2)}%`;
const multiple = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? '—' : `${value.toFixed(1)}x`;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const cite = (result: TRequirementResult) => result.source_ids.map((id) => `[^${id}]`).join('');

/** The upside of the implied price over the current one, as a fraction; null without a current price. */
export function upside(valuation: TValuationFinding): number | null {
  const current = valuation.current_price;
  return current && current > 0 ? valuation.implied_price / current - 1 : null;
}

/** One line per model result, cited, for the section prompts: the writer quotes these numbers as they are. */
export function figureFacts(results: TRequirementResult[]): string[] {
  const facts: string[] = [];
  for (const result of results) {
    if (result.valuation) {
      const valuation = result.valuation;
      facts.push(
        `${valuation.ticker} DCF ${cite(result)}: implied price ${money(valuation.implied_price, valuation.currency)}, current price ${money(valuation.current_price, valuation.currency)}, upside ${percent(upside(valuation))}, WACC ${percent(valuation.wacc)}, terminal growth ${percent(valuation.terminal_growth)}`,
      );
    }
    if (result.comps) {
      const comps = result.comps;
      const peers = comps.peers.map(
        (peer) =>
          `${peer.ticker} (${comps.metrics.map((metric) => `${metric} ${multiple(peer.values[metric])}`).join(', ')})`,
      );
      const implied = comps.implied_price ? `; implied price ${money(comps.implied_price, comps.currency)}` : '';
      facts.push(`${comps.ticker} comparables ${cite(result)}: ${peers.join('; ')}${implied}`);
    }
  }
  return facts;
}

function valuationTable(
  results: { result: TRequirementResult; valuation: TValuationFinding }[],
  labels: Record<string, string>,
) {
  const header = ['ticker', 'implied_price', 'current_price', 'upside', 'wacc', 'terminal_growth', 'source'].map(
    (key) => labels[key] ?? key,
  );
  const rows = results.map(({ result, valuation }) => [
    valuation.ticker,
    money(valuation.implied_price, valuation.currency),
    money(valuation.current_price, valuation.currency),
    percent(upside(valuation)),
    percent(valuation.wacc),
    percent(valuation.terminal_growth),
    `${cell(valuation.model_title)} ${cite(result)}`,
  ]);
  return table(header, rows);
}

function compsTable(result: TRequirementResult, comps: TCompsFinding, labels: Record<string, string>) {
  const header = [labels.ticker ?? 'Ticker', ...comps.metrics];
  const rows = comps.peers.map((peer) => [
    cell(peer.name ? `${peer.ticker} (${peer.name})` : peer.ticker),
    ...comps.metrics.map((metric) => multiple(peer.values[metric])),
  ]);
  const lines = [`${labels.peers} ${comps.ticker} ${cite(result)}`, '', table(header, rows)];
  if (comps.implied_price)
    lines.push('', `${labels.implied_from_peers}: ${money(comps.implied_price, comps.currency)} ${cite(result)}`);
  return lines.join('\n');
}

const table = (header: string[], rows: string[][]) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => ' --- ').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/**
 * The section of the report with our DCF and comparables numbers as tables, each cited to its model,
 * and their charts where `images` has a picture for them (`reportCharts` ids → image URLs); null
 * without any figures.
 */
export function figuresSection(
  results: TRequirementResult[],
  language: TReportLanguage,
  images: Readonly<Record<string, string>> = {},
): string | null {
  const labels = LABELS[language];
  const valuations = results.flatMap((result) => (result.valuation ? [{ result, valuation: result.valuation }] : []));
  const comps = results.flatMap((result) => (result.comps ? [{ result, comps: result.comps }] : []));
  if (valuations.length === 0 && comps.length === 0) return null;
  const charts = new Map(reportCharts(results, language).map((chart) => [chart.id, chart]));
  const picture = (id: string) => {
    const chart = charts.get(id);
    const url = images[id];
    return chart && url ? [chartImage(chart, url)] : [];
  };
  const parts = [`## ${labels.heading}`];
  if (valuations.length) {
    parts.push(valuationTable(valuations, labels));
    for (const { valuation } of valuations) parts.push(...picture(`value-${valuation.ticker}`));
  }
  for (const entry of comps)
    parts.push(compsTable(entry.result, entry.comps, labels), ...picture(`peers-${entry.comps.ticker}`));
  return parts.join('\n\n');
}
