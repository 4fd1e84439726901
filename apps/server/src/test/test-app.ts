import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { TEnvelope, TLanguage } from '@app/contract';
import { readMarketDataConfig, type TMarketDataSource } from '@app/market-data';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app.js';
import type { Database } from '../db/database.js';
import { mailOutbox } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { openTestDatabase } from './test-database.js';

/** The real data pack in ../shared/data, read in place. */
export const PACK_DIR = fileURLToPath(new URL('../../../../../shared/data/pack', import.meta.url));

export type ApiResponse<T = unknown> = TEnvelope<T> & { status: number; headers: Headers };

/** A clock the test can move forward (to expire links and throttling windows). */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  baseUrl: string;
  /** Calls the running server over HTTP, like the web client: JSON in, envelope out. */
  call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    options?: {
      body?: unknown;
      rawBody?: string;
      token?: string;
      language?: TLanguage | string;
      headers?: Record<string, string>;
    },
  ): Promise<ApiResponse<T>>;
  /** The newest mail kept in the outbox for an address. */
  lastMail(to: string): Promise<{ subject: string; textBody: string; purpose: string } | undefined>;
  close(): Promise<void>;
};

/** Starts the real server on a free loopback port over a fresh database. */
export async function startTestApp(
  options: {
    mailer?: Mailer;
    webDist?: string;
    marketData?: TMarketDataSource;
    database?: Database;
    extraction?: AppOptions['extraction'];
    extractionPool?: AppOptions['extractionPool'];
    inspectionPool?: AppOptions['inspectionPool'];
    parsePool?: AppOptions['parsePool'];
    webCrawl?: AppOptions['webCrawl'];
    computePool?: AppOptions['computePool'];
    jobLeaseMs?: number;
    rateLimits?: AppOptions['rateLimits'];
    /** Trust `X-Forwarded-For`, so a test can call from several client addresses. */
    trustProxy?: boolean;
    /** The log's level (silent unless given) and where it goes. */
    logLevel?: AppOptions['config']['logLevel'];
    logStream?: AppOptions['logStream'];
    /** The key of the model providers' secrets (a random one unless given). */
    secretKey?: Buffer;
    llmTestTimeoutMs?: number;
    allowPrivatePages?: boolean;
    /** Folders of 10-K inline-XBRL HTMLs for revenue breakdowns (`FILINGS_DIR`); none unless given. */
    filingsDirs?: string[];
    /**
     * The market-data environment (`MARKET_DATA_MODE`, `SEC_BASE_URL`, …) instead of the offline pack,
     * e.g. live against the local provider server.
     */
    marketDataEnv?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const clock = new TestClock();
  const app = await buildApp({
    config: {
      publicUrl: 'http://intrinsic.test',
      smtpUrl: undefined,
      mailFrom: 'test@intrinsic.test',
      logLevel: options.logLevel ?? 'silent',
      marketData: readMarketDataConfig(
        options.marketDataEnv ?? { MARKET_DATA_DIR: PACK_DIR, MARKET_DATA_MODE: 'pack' },
      ),
      ...(options.filingsDirs ? { filingsDirs: options.filingsDirs } : {}),
    },
    database,
    now: clock.now,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.webDist ? { webDist: options.webDist } : {}),
    ...(options.marketData ? { marketData: options.marketData } : {}),
    ...(options.extraction ? { extraction: options.extraction } : {}),
    // One worker unless a test says otherwise: test files run side by side on few cores.
    extractionPool: { size: 1, ...options.extractionPool },
    inspectionPool: { size: 1, ...options.inspectionPool },
    parsePool: { size: 1, ...options.parsePool },
    ...(options.webCrawl ? { webCrawl: options.webCrawl } : {}),
    computePool: { size: 1, ...options.computePool },
    ...(options.jobLeaseMs ? { jobLeaseMs: options.jobLeaseMs } : {}),
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    ...(options.trustProxy ? { trustProxy: true } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    secretKey: options.secretKey ?? randomBytes(32),
    ...(options.llmTestTimeoutMs ? { llmTestTimeoutMs: options.llmTestTimeoutMs } : {}),
    ...(options.allowPrivatePages ? { allowPrivatePages: true } : {}),
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  return {
    app,
    database,
    clock,
    baseUrl,
    async call(method, path, { body, rawBody, token, language, headers: extraHeaders } = {}) {
      const headers: Record<string, string> = { ...extraHeaders };
      if (body !== undefined || rawBody !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = token;
      if (language) headers['accept-language'] = language;
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      const envelope = (await response.json()) as TEnvelope<never>;
      return { ...envelope, status: response.status, headers: response.headers };
    },
    async lastMail(to) {
      const [mail] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, to))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      return mail;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The token in a link from an email body. */
export function tokenFromMail(textBody: string): string {
  const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(textBody);
  if (!match?.[1]) throw new Error(`no token link in mail: ${textBody}`);
  return match[1];
}

export const STRONG_PASSWORD = 'Valuation#2026';

let fingerprintCounter = 0;
/** A fingerprint no other test uses. */
export function uniqueFingerprint(): string {
  fingerprintCounter += 1;
  return `fp${process.pid}x${Date.now()}x${fingerprintCounter}`.padEnd(24, '0');
}

/** Creates a temporary user and returns its token and id. */
export async function signInAsTemp(t: TestApp, language = 'en'): Promise<{ token: string; id: string }> {
  const response = await t.call<{ id: string }>('POST', '/v1/temp_user/create', {
    body: { fingerprint: uniqueFingerprint(), language, timezone: 'Europe/London' },
  });
  const token = response.headers.get('authorization');
  if (response.code !== 0 || !token) throw new Error(`temp user not created: ${response.message}`);
  return { token, id: response.data.id };
}

/** Registers a full account (from a fresh temp session) and returns its token and id. */
export async function signUp(
  t: TestApp,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<{ token: string; id: string }> {
  const temp = await signInAsTemp(t);
  const response = await t.call<{ id: string }>('POST', '/v1/user/register', {
    token: temp.token,
    body: { email, password: STRONG_PASSWORD, nickname: 'Ana', terms_accepted: true, ...extra },
  });
  const token = response.headers.get('authorization');
  if (response.code !== 0 || !token) throw new Error(`not registered: ${response.message}`);
  return { token, id: response.data.id };
}
