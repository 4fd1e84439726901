import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { readMarketDataConfig, type TMarketDataConfig } from '@app/market-data';
import { z } from 'zod';

const ZConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  /** Loopback unless deployed: `HOST=0.0.0.0` listens on every interface. */
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Intrinsic <no-reply@intrinsic.local>'),
  /** Where the web app is reached, for links in emails. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  EXTRACTION_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  EMBEDDING_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  /** Folders of annual reports' inline-XBRL HTMLs (colon-separated) that revenue breakdowns are read from. */
  FILINGS_DIR: z.string().optional(),
  /** 32 bytes (64 hex characters or base64) that encrypt model providers' API keys; else generated into DATA_DIR. */
  SECRET_KEY: z.string().optional(),
  /** `true` (any proxy), or the proxies' addresses, comma-separated (CIDR allowed). */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9A-Fa-f.:/]+(\s*,\s*[0-9A-Fa-f.:/]+)*)$/, 'TRUST_PROXY must be true or proxy addresses')
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  logLevel: z.infer<typeof ZConfigSchema>['LOG_LEVEL'];
  /** Documents read at once, each in its own worker thread: by default one per core but one. */
  extractionWorkers: number;
  /** Worker threads of the built-in embedding model: by default one per core, at most two (~330 MB each). */
  embeddingWorkers: number;
  /** Where market data comes from: `MARKET_DATA_DIR`, `SEC_BASE_URL`… (see packages/market-data). */
  marketData: TMarketDataConfig;
  /**
   * `FILINGS_DIR`: folders of 10-K inline-XBRL HTMLs read in place for revenue breakdowns, before
   * EDGAR's archives (which `MARKET_DATA_MODE=pack` leaves out); empty and offline: breakdowns are
   * not available.
   */
  filingsDirs: string[];
  /**
   * Which `X-Forwarded-For` hops to believe for the client's address (rate limits and sign-in
   * throttling count per address): false unless a reverse proxy in front of the server is named.
   */
  trustProxy: boolean | string;
  /** `SECRET_KEY` as given (checked when the key is loaded), or undefined to use `DATA_DIR/secret.key`. */
  secretKey: string | undefined;
};

/**
 * Reads and checks the environment once at start-up; a bad value stops the server with a message
 * naming the variable, rather than failing later.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfigSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
    logLevel: value.LOG_LEVEL,
    extractionWorkers: value.EXTRACTION_WORKERS ?? Math.max(1, availableParallelism() - 1),
    embeddingWorkers: value.EMBEDDING_WORKERS ?? Math.min(2, availableParallelism()),
    marketData: readMarketDataConfig(emptyToUndefined(env)),
    filingsDirs: parseFolders(value.FILINGS_DIR),
    trustProxy: parseTrustProxy(value.TRUST_PROXY),
    secretKey: value.SECRET_KEY,
  };
}

/** A colon-separated list of folders (as `PATH`), each resolved; empty entries are skipped. */
function parseFolders(value: string | undefined): string[] {
  return (value ?? '')
    .split(':')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => resolve(entry));
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value.replace(/\s+/g, '');
}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]));
}
