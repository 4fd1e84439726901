import type { TReportLanguage } from '@app/contract';
import type { TRequirementResult } from '../collect/types.js';

/** A bar chart of our numbers, to be drawn as a picture for the report (the server draws it). */
export type TReportChart = {
  /** Names the chart in `images` (`value-KO`, `peers-KO`). */
  id: string;
  /** The picture's caption and alternative text, in the report's language. */
  title: string;
  format: 'money' | 'multiple';
  bars: { label: string; value: number; role: 'model' | 'peer' | 'market' }[];
};

const TITLES: Record<
  TReportLanguage,
  { value: (ticker: string, currency: string) => string; peers: (ticker: string, metric: string) => string }
> = {
  en: {
    value: (ticker, currency) =>
      `${ticker}: value per share (${currency}) — our DCF, the peers' multiples and the market price`,
    peers: (ticker, metric) => `${ticker}: ${metric} of the comparable companies`,
  },
  zh: {
    value: (ticker, currency) => `${ticker}：每股价值（${currency}）——我们的DCF、可比公司倍数与市场价格`,
    peers: (ticker, metric) => `${ticker}：可比公司的 ${metric}`,
  },
};

/** Bars a peer chart shows (the first peers of the set). */
const MAX_PEERS = 12;

/**
 * The charts of a report's figures: per DCF, the implied price beside the comparables' implied price
 * (when the same ticker has comps) and the current price; per comps table, its first multiple over
 * the peers. Bars are labelled with tickers and short Latin words, so the picture reads the same in
 * every language; the caption says the rest.
 */
export function reportCharts(results: readonly TRequirementResult[], language: TReportLanguage): TReportChart[] {
  const titles = TITLES[language];
  const charts: TReportChart[] = [];
  for (const result of results) {
    const valuation = result.valuation;
    if (!valuation || !Number.isFinite(valuation.implied_price)) continue;
    const comps = results.find((other) => other.comps?.ticker === valuation.ticker)?.comps;
    const bars: TReportChart['bars'] = [{ label: 'DCF', value: valuation.implied_price, role: 'model' }];
    if (comps?.implied_price && Number.isFinite(comps.implied_price))
      bars.push({ label: 'Peers (median)', value: comps.implied_price, role: 'peer' });
    if (valuation.current_price && Number.isFinite(valuation.current_price))
      bars.push({ label: 'Price', value: valuation.current_price, role: 'market' });
    charts.push({
      id: `value-${valuation.ticker}`,
      title: titles.value(valuation.ticker, valuation.currency),
      format: 'money',
      bars,
    });
  }
  for (const result of results) {
    const comps = result.comps;
    const metric = comps?.metrics.find((name) => comps.peers.filter((peer) => isNumber(peer.values[name])).length >= 2);
    if (!comps || !metric) continue;
    const bars = comps.peers
      .filter((peer) => isNumber(peer.values[metric]))
      .slice(0, MAX_PEERS)
      .map((peer) => ({ label: peer.ticker, value: peer.values[metric] as number, role: 'peer' as const }));
    charts.push({ id: `peers-${comps.ticker}`, title: titles.peers(comps.ticker, metric), format: 'multiple', bars });
  }
  return charts;
}

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A chart's picture in the report's Markdown. */
export function chartImage(chart: TReportChart, url: string): string {
  return `![${chart.title.replace(/[[\]]/g, '')}](${url})`;
}
