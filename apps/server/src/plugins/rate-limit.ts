import {
  apiRoutes,
  compsProposalRoutes,
  conversationRoutes,
  financialStatementRoutes,
  llmRoutes,
  modelRoutes,
  reviewNarrativeRoutes,
  userRoutes,
} from '@app/contract';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { rateLimits } from '../db/schema.js';
import { clientAddressKey } from './client-address.js';

/** At most `limit` requests per fixed window of `windowMs`. */
export type TRateLimitRule = { limit: number; windowMs: number };

const HOUR_MS = 3_600_000;

/**
 * The request limits, each per fixed hour. They are far above what a person does (a browser makes
 * one temporary user, a person registers once and builds a model in seconds), and an office or
 * school behind one address has room for many people; they stop scripts. README lists them.
 */
export const DEFAULT_RATE_LIMITS = {
  /** Temporary users made or found, per client address. */
  tempUserPerIp: { limit: 100, windowMs: HOUR_MS },
  /** Registration attempts (taken emails and weak passwords included), per address: no quick email enumeration. */
  registerPerIp: { limit: 30, windowMs: HOUR_MS },
  /** Upload requests (each up to 128 files), per user and per address. */
  uploadPerUser: { limit: 200, windowMs: HOUR_MS },
  uploadPerIp: { limit: 600, windowMs: HOUR_MS },
  /** Models started (listed and private companies together), per user and per address. */
  modelPerUser: { limit: 200, windowMs: HOUR_MS },
  modelPerIp: { limit: 600, windowMs: HOUR_MS },
  /** Connection tests (each a request from this server to an address the user typed), per user and per address. */
  llmTestPerUser: { limit: 120, windowMs: HOUR_MS },
  llmTestPerIp: { limit: 600, windowMs: HOUR_MS },
  /** Questions to a chat model (`completion`, `ask`, `related_questions`, peers' `comps_ticker/propose`, the AI review's `review/narrative` together), per user and per address. */
  chatPerUser: { limit: 600, windowMs: HOUR_MS },
  chatPerIp: { limit: 1800, windowMs: HOUR_MS },
  /** Peer searches by structured filters (`comps_ticker/search`: each may read up to 60 filings from the SEC), per user and per address. */
  peerSearchPerUser: { limit: 300, windowMs: HOUR_MS },
  peerSearchPerIp: { limit: 900, windowMs: HOUR_MS },
  /** Requests with one API token, to any route (`plugins/api-token-auth.ts`): a script valuing tickers one a second fits. */
  apiTokenPerToken: { limit: 3600, windowMs: HOUR_MS },
} as const satisfies Record<string, TRateLimitRule>;

export type TRateLimits = Record<keyof typeof DEFAULT_RATE_LIMITS, TRateLimitRule>;

/** A limited route: its counter's name (routes may share one) and the rules counted per user and per address. */
type TLimitedRoute = { bucket: string; perUser?: keyof TRateLimits; perIp: keyof TRateLimits };

/** The limited POST routes, by path. */
const LIMITED_ROUTES: ReadonlyMap<string, TLimitedRoute> = new Map([
  [userRoutes.createTempUser.path, { bucket: 'temp_user', perIp: 'tempUserPerIp' }],
  [userRoutes.register.path, { bucket: 'register', perIp: 'registerPerIp' }],
  [financialStatementRoutes.upload.path, { bucket: 'upload', perUser: 'uploadPerUser', perIp: 'uploadPerIp' }],
  [modelRoutes.base.path, { bucket: 'model', perUser: 'modelPerUser', perIp: 'modelPerIp' }],
  [modelRoutes.private.path, { bucket: 'model', perUser: 'modelPerUser', perIp: 'modelPerIp' }],
  [llmRoutes.test.path, { bucket: 'llm_test', perUser: 'llmTestPerUser', perIp: 'llmTestPerIp' }],
  [llmRoutes.local_models.path, { bucket: 'llm_test', perUser: 'llmTestPerUser', perIp: 'llmTestPerIp' }],
  [conversationRoutes.completion.path, { bucket: 'chat', perUser: 'chatPerUser', perIp: 'chatPerIp' }],
  [apiRoutes.completion.path, { bucket: 'chat', perUser: 'chatPerUser', perIp: 'chatPerIp' }],
  [conversationRoutes.ask.path, { bucket: 'chat', perUser: 'chatPerUser', perIp: 'chatPerIp' }],
  [conversationRoutes.related_questions.path, { bucket: 'chat', perUser: 'chatPerUser', perIp: 'chatPerIp' }],
  [compsProposalRoutes.comps_ticker_propose.path, { bucket: 'chat', perUser: 'chatPerUser', perIp: 'chatPerIp' }],
  [reviewNarrativeRoutes.review_narrative.path, { bucket: 'chat', perUser: 'chatPerUser', perIp: 'chatPerIp' }],
  [
    compsProposalRoutes.comps_ticker_search.path,
    { bucket: 'peer_search', perUser: 'peerSearchPerUser', perIp: 'peerSearchPerIp' },
  ],
]);

/** Counters of windows that ended are deleted at most this often, by each process. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Limits requests to the routes above, counted in the database (`rate_limits`) so that a limit
 * holds across server processes. Checked after validation and the access rule (only well-formed,
 * permitted requests count) and before the handler, so a refused upload is never read. Over a
 * limit: 429 `RATE_LIMITED` in the caller's language, with `Retry-After`.
 */
export function registerRateLimits(
  app: FastifyInstance,
  db: AppDb,
  now: () => Date,
  overrides: Partial<TRateLimits> = {},
): void {
  const limits: TRateLimits = { ...DEFAULT_RATE_LIMITS, ...overrides };
  const longestWindowMs = Math.max(...Object.values(limits).map((rule) => rule.windowMs));
  let nextSweepAt = 0;

  app.addHook('preHandler', async (request, reply) => {
    const route = request.method === 'POST' ? LIMITED_ROUTES.get(request.routeOptions.url ?? '') : undefined;
    if (!route) return;
    const at = now();
    if (at.getTime() >= nextSweepAt) {
      nextSweepAt = at.getTime() + SWEEP_EVERY_MS;
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(at.getTime() - longestWindowMs)));
    }
    const counters = [{ key: `${route.bucket}:ip:${clientAddressKey(request.ip)}`, rule: limits[route.perIp] }];
    const userId = request.session?.user.id;
    if (route.perUser && userId) counters.push({ key: `${route.bucket}:user:${userId}`, rule: limits[route.perUser] });
    for (const { key, rule } of counters) {
      const retryAfterSeconds = await countRequest(db, key, rule, at);
      if (retryAfterSeconds > 0) {
        reply.header('Retry-After', String(retryAfterSeconds));
        throw new AppError('RATE_LIMITED');
      }
    }
  });
}

/**
 * Counts one request against a key in its current fixed window, atomically (one upsert, so
 * concurrent requests in any process each get their own count). Returns 0 within the limit, else
 * the seconds until the window ends. A clock slightly behind another process's never restarts a
 * newer window.
 */
export async function countRequest(db: AppDb, key: string, rule: TRateLimitRule, at: Date): Promise<number> {
  const windowStart = new Date(Math.floor(at.getTime() / rule.windowMs) * rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStart} < excluded.window_start then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`greatest(${rateLimits.windowStart}, excluded.window_start)`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  if (!row || row.hits <= rule.limit) return 0;
  const endsAt = new Date(row.windowStart).getTime() + rule.windowMs;
  return Math.max(1, Math.ceil((endsAt - at.getTime()) / 1000));
}
