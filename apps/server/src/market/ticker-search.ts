import { TickerIndex, type TMarketDataSource, type TSearchHit } from '@app/market-data';

/** How long a built index serves before the ticker list is read again (the SEC updates it daily). */
const REBUILD_AFTER_MS = 6 * 3_600_000;

export type TickerSearch = { search(keyword: string, limit: number): Promise<TSearchHit[]> };

/**
 * Ticker search over the source's SEC list. The index is built on first use (about 0.1 s for ten
 * thousand tickers) and kept: a search then costs a few milliseconds. Concurrent first searches
 * share one build; a failed build is not kept, so the next search tries again.
 */
export function createTickerSearch(source: TMarketDataSource, now: () => Date): TickerSearch {
  let built: { index: Promise<TickerIndex>; at: number } | undefined;

  function index(): Promise<TickerIndex> {
    const time = now().getTime();
    if (!built || time - built.at > REBUILD_AFTER_MS) {
      const building = source.tickers().then((list) => new TickerIndex(list.entries));
      const attempt = { index: building, at: time };
      built = attempt;
      building.catch(() => {
        if (built === attempt) built = undefined;
      });
    }
    return built.index;
  }

  return {
    async search(keyword, limit) {
      return (await index()).search(keyword, limit);
    },
  };
}
