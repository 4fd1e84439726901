/**
 * Runtime configuration from environment variables, and the source it selects. Reading `env` is the
 * caller's job (the server passes `process.env`); this module only validates it.
 */
import { z } from 'zod';
import { createEdgarFilingArchive, type TEdgarFilingArchive } from './filings/edgar-filing-archive.js';
import { DEFAULT_FAILURE_MEMORY_POLICY, FailureMemory, type TFailureMemoryPolicy } from './http/failure-memory.js';
import type { TResponseCache } from './http/response-cache.js';
import type { TRateLimiter } from './http/token-bucket.js';
import { createPackSource } from './pack/pack-source.js';
import { FredClient } from './prices/fred-client.js';
import { YahooChartClient } from './prices/yahoo-client.js';
import { SecClient } from './sec/sec-client.js';
import { createLiveSource } from './source/live-source.js';
import type { TMarketDataSource } from './source/market-data-source.js';
import { createPackThenLiveSource } from './source/pack-then-live-source.js';

const ZOptionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Whole seconds, 0 (off) to a day. */
const ZOptionalSeconds = ZOptionalText.pipe(
  z.string().regex(/^\d+$/, 'whole seconds').transform(Number).pipe(z.number().max(86_400)).optional(),
);

const ZEnvSchema = z.object({
  MARKET_DATA_DIR: ZOptionalText,
  MARKET_DATA_MODE: z.enum(['pack', 'live', 'pack-then-live']).optional(),
  SEC_BASE_URL: ZOptionalText.pipe(z.url().optional()),
  SEC_USER_AGENT: ZOptionalText,
  PRICES_BASE_URL: ZOptionalText.pipe(z.url().optional()),
  FRED_BASE_URL: ZOptionalText.pipe(z.url().optional()),
  PROVIDER_UNREACHABLE_MEMORY_SECONDS: ZOptionalSeconds,
  PROVIDER_RATE_LIMIT_MEMORY_SECONDS: ZOptionalSeconds,
  PROVIDER_NOT_FOUND_MEMORY_SECONDS: ZOptionalSeconds,
});

/** @public */
export type TMarketDataConfig = {
  mode: 'pack' | 'live' | 'pack-then-live';
  packDir: string | undefined;
  secBaseUrl: string | undefined;
  secUserAgent: string | undefined;
  pricesBaseUrl: string | undefined;
  fredBaseUrl: string | undefined;
  /** How long failed provider calls are remembered (see `FailureMemory`). */
  failureMemory: TFailureMemoryPolicy;
};

/** What the live clients of one process may share: the response cache, the SEC's rate limit, the memory of failed calls. @public */
export type TSharedProviderOptions = {
  cache?: TResponseCache;
  clock?: () => Date;
  secRateLimiter?: TRateLimiter;
  failureMemory?: FailureMemory;
};

/**
 * Mode: `MARKET_DATA_MODE` when set; otherwise `pack-then-live` with `MARKET_DATA_DIR`, else `live`.
 * @throws {Error} on an invalid variable, or `pack`/`pack-then-live` mode without `MARKET_DATA_DIR`
 * @public
 */
export function readMarketDataConfig(env: Record<string, string | undefined>): TMarketDataConfig {
  const parsed = ZEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid market-data configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = parsed.data;
  const mode = e.MARKET_DATA_MODE ?? (e.MARKET_DATA_DIR ? 'pack-then-live' : 'live');
  if (mode !== 'live' && !e.MARKET_DATA_DIR) throw new Error(`MARKET_DATA_MODE=${mode} needs MARKET_DATA_DIR`);
  return {
    mode,
    packDir: e.MARKET_DATA_DIR,
    secBaseUrl: e.SEC_BASE_URL,
    secUserAgent: e.SEC_USER_AGENT,
    pricesBaseUrl: e.PRICES_BASE_URL,
    fredBaseUrl: e.FRED_BASE_URL,
    failureMemory: {
      ...DEFAULT_FAILURE_MEMORY_POLICY,
      ...msFrom('unreachableMs', e.PROVIDER_UNREACHABLE_MEMORY_SECONDS),
      ...msFrom('rateLimitedMs', e.PROVIDER_RATE_LIMIT_MEMORY_SECONDS),
      ...msFrom('notFoundMs', e.PROVIDER_NOT_FOUND_MEMORY_SECONDS),
    },
  };
}

function msFrom(key: keyof TFailureMemoryPolicy, seconds: number | undefined): Partial<TFailureMemoryPolicy> {
  return seconds === undefined ? {} : { [key]: seconds * 1000 };
}

/**
 * Builds the source the configuration selects; `cache` and one memory of failed calls are shared by
 * the three live clients, and the source reports that memory's reachability. `secRateLimiter` and
 * `failureMemory` share the SEC's rate limit and the memory of failed calls with the process's other
 * SEC client (the EDGAR filing archive); by default the source makes its own.
 * @public
 */
export function createMarketDataSource(
  config: TMarketDataConfig,
  options: TSharedProviderOptions = {},
): TMarketDataSource {
  const live = () => {
    const { cache, clock } = options;
    const failureMemory = options.failureMemory ?? new FailureMemory(config.failureMemory, clock);
    const shared = { cache, failureMemory, ...(clock && { clock }) };
    const secLimit = options.secRateLimiter ? { rateLimiter: options.secRateLimiter } : {};
    return createLiveSource({
      sec: new SecClient({ baseUrl: config.secBaseUrl, userAgent: config.secUserAgent, ...shared, ...secLimit }),
      prices: new YahooChartClient({ baseUrl: config.pricesBaseUrl, ...shared }),
      fred: new FredClient({ baseUrl: config.fredBaseUrl, ...shared }),
      failureMemory,
    });
  };
  if (config.mode === 'live') return live();
  const pack = createPackSource(config.packDir as string);
  return config.mode === 'pack' ? pack : createPackThenLiveSource(pack, live());
}

/**
 * The live source of revenue breakdowns the configuration allows: EDGAR's archives through an SEC
 * client with the configured base URL, User-Agent and failure windows; null in `pack` mode (offline:
 * filings come from folders only). Pass the market-data source's `secRateLimiter` and
 * `failureMemory` to keep one SEC rate limit per process and to have the source's reachability count
 * the archive's calls.
 * @public
 */
export function createEdgarFilingArchiveFor(
  config: TMarketDataConfig,
  options: TSharedProviderOptions = {},
): TEdgarFilingArchive | null {
  if (config.mode === 'pack') return null;
  const { cache, clock } = options;
  const sec = new SecClient({
    baseUrl: config.secBaseUrl,
    userAgent: config.secUserAgent,
    cache,
    failureMemory: options.failureMemory ?? new FailureMemory(config.failureMemory, clock),
    ...(clock && { clock }),
    ...(options.secRateLimiter && { rateLimiter: options.secRateLimiter }),
  });
  return createEdgarFilingArchive({ sec, cache, ...(clock && { clock }) });
}
