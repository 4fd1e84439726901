import { existsSync, readFileSync } from 'node:fs';
import { closeBuiltinEmbeddings } from '@app/llm';
import {
  createEdgarFilingArchiveFor,
  createMarketDataSource,
  FailureMemory,
  type TMarketDataSource,
  TokenBucket,
} from '@app/market-data';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AccountDeps } from './accounts/account-deps.js';
import { AppError } from './app-error.js';
import type { Config } from './config.js';
import type { ConversationDeps } from './conversations/conversation-deps.js';
import type { Database } from './db/database.js';
import { inspectFileIn } from './files/file-deps.js';
import { deleteAbandonedUploads } from './financial/delete-abandoned-uploads.js';
import { extractDocumentJob, FINANCIAL_TASK_JOB } from './financial/extract-document-job.js';
import { type TExtraction, workerExtraction } from './financial/extraction.js';
import { ExtractionPool, INSPECTION_POOL_DEFAULTS, type TExtractionPoolOptions } from './financial/extraction-pool.js';
import type { FinancialDeps } from './financial/financial-deps.js';
import { JobQueue } from './jobs/job-queue.js';
import type { KnowledgeDeps } from './knowledge/knowledge-deps.js';
import { workerKnowledgeWork } from './knowledge/knowledge-work.js';
import { KB_PARSE_JOB, parseDocumentJob } from './knowledge/parse-document-job.js';
import { ParsePool } from './knowledge/parse-pool.js';
import type { LlmDeps } from './llm/llm-deps.js';
import { SecretBox } from './llm/secret-box.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer.js';
import { createDatabaseResponseCache } from './market/database-response-cache.js';
import { createTickerSearch } from './market/ticker-search.js';
import { createBreakdownFilings } from './models/breakdown/breakdown-filings.js';
import { buildModelJob, DCF_MODEL_JOB } from './models/build-model.js';
import { buildPrivateModelJob, PRIVATE_DCF_MODEL_JOB } from './models/build-private-model.js';
import { ComputePool, workerCompute } from './models/model-compute.js';
import { registerApiTokenAuth } from './plugins/api-token-auth.js';
import { registerErrorHandler, sendError } from './plugins/error-handler.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { loggerOptions, type TLogStream } from './plugins/log-options.js';
import { DEFAULT_RATE_LIMITS, registerRateLimits, type TRateLimits } from './plugins/rate-limit.js';
import { registerRequestContext } from './plugins/request-context.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import type { ResearchDeps } from './research/research-deps.js';
import { researchJob } from './research/research-job.js';
import { RESEARCH_JOB } from './research/research-store.js';
import { registerApiConversationRoutes } from './routes/api/conversations.js';
import { registerApiRoutes } from './routes/api/index.js';
import { registerChunkRoutes } from './routes/chunk/index.js';
import { registerConversationRoutes } from './routes/conversation/index.js';
import { registerDialogRoutes } from './routes/dialog/index.js';
import { registerDocumentRoutes } from './routes/document/index.js';
import { registerFileRoutes } from './routes/file/index.js';
import { registerFinancialStatementRoutes } from './routes/financial-statements/index.js';
import { registerFinancialTaskRoutes } from './routes/financial-tasks/index.js';
import { registerKbRoutes } from './routes/kb/index.js';
import { registerLlmRoutes } from './routes/llm/index.js';
import { registerMarketRoutes } from './routes/market/index.js';
import { registerBreakdownRoutes } from './routes/model/breakdown.js';
import { registerCompsRoutes } from './routes/model/comps.js';
import { registerDataSheetRoutes } from './routes/model/data-sheet.js';
import { registerDownloadRoute } from './routes/model/download.js';
import { registerModelRoutes } from './routes/model/index.js';
import { registerReviewRoutes } from './routes/model/review.js';
import { registerQueryRoutes } from './routes/query/index.js';
import { registerResearchRoutes } from './routes/research/index.js';
import { registerSystemRoutes } from './routes/system/index.js';
import { registerSystemTokenRoutes } from './routes/system/tokens.js';
import { registerUserRoutes } from './routes/user/index.js';
import type { TWorkerPoolOptions } from './workers/worker-pool.js';

export type AppOptions = {
  config: Pick<Config, 'publicUrl' | 'smtpUrl' | 'mailFrom' | 'logLevel' | 'marketData'> &
    Partial<Pick<Config, 'filingsDirs'>>;
  database: Database;
  /** The built web app to serve; omitted in API tests. */
  webDist?: string;
  /** Replaces the configured market-data source (tests). */
  marketData?: TMarketDataSource;
  /** Replaces the configured mailer (tests). */
  mailer?: Mailer;
  /** Replaces `@app/extraction` (tests that need to hold a run at a step). */
  extraction?: () => Promise<TExtraction>;
  /** The extraction workers: how many (`EXTRACTION_WORKERS`), and their limits (tests lower them). */
  extractionPool?: Partial<TExtractionPoolOptions>;
  /** The workers that look at uploads (`inspectDocument`); tests lower their limits. */
  inspectionPool?: Partial<TExtractionPoolOptions>;
  /** The workers that read and chunk knowledge-base documents; tests lower their limits. */
  parsePool?: Partial<TWorkerPoolOptions>;
  /** How `document/web_crawl` fetches pages (tests fetch from a local server). */
  webCrawl?: KnowledgeDeps['web'];
  /** The workers of the model routes' heavy work (workbooks, sensitivity grids); tests lower their limits. */
  computePool?: Partial<TWorkerPoolOptions>;
  /** The job queue's lease: a running job not heard from for this long is taken over (tests shorten it). */
  jobLeaseMs?: number;
  /** The clock (tests move it to expire tokens). */
  now?: () => Date;
  /** Trust X-Forwarded-For from a reverse proxy in front of the server (`TRUST_PROXY`). */
  trustProxy?: boolean | string;
  /** Replaces some of the request limits (tests lower them); see `plugins/rate-limit.ts`. */
  rateLimits?: Partial<TRateLimits>;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: TLogStream;
  /** The 32-byte key that encrypts model providers' API keys at rest (`SECRET_KEY`, or `DATA_DIR/secret.key`). */
  secretKey: Buffer;
  /** How long a provider may take to answer a connection test (tests shorten it). */
  llmTestTimeoutMs?: number;
  /** Deep research may read web pages on loopback and private addresses (tests serve pages from 127.0.0.1). */
  allowPrivatePages?: boolean;
};

/** How often a server deletes the documents of uploads another server left when it died. */
const UPLOAD_SWEEP_MS = 5 * 60_000;

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Builds the HTTP server over an open database: API under /v1 and, when given, the web app. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: 1_048_576,
    trustProxy: options.trustProxy ?? false,
  });
  const now = options.now ?? (() => new Date());
  const mailer =
    options.mailer ??
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(database.db, app.log));
  const deps: AccountDeps = { db: database.db, mailer, publicUrl: config.publicUrl, now, log: app.log };

  app.setValidatorCompiler(({ schema }) => (data) => {
    // reportInput keeps each issue's input so zod's locales can say what was received.
    const result = (schema as z.ZodType).safeParse(data ?? {}, { reportInput: true });
    return result.success ? { value: result.data } : { error: result.error };
  });
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerRequestContext(app, database.db, now);
  registerInputGuard(app);
  registerRateLimits(app, database.db, now, options.rateLimits);
  registerApiTokenAuth(app, database.db, now, { ...DEFAULT_RATE_LIMITS, ...options.rateLimits }.apiTokenPerToken);
  // The market data and the EDGAR filing archive share one SEC rate limit (10 requests per second)
  // and one memory of failed calls (what the system status reports as reachability).
  const providers = {
    cache: createDatabaseResponseCache(database.db),
    secRateLimiter: new TokenBucket({ ratePerSecond: 10 }),
    failureMemory: new FailureMemory(config.marketData.failureMemory),
  };
  const marketData = options.marketData ?? createMarketDataSource(config.marketData, providers);
  registerSystemRoutes(app, database, version, marketData);
  registerUserRoutes(app, deps);
  const tickerSearch = createTickerSearch(marketData, now);
  registerQueryRoutes(app, tickerSearch);
  registerMarketRoutes(app, marketData, now);
  const llmDeps: LlmDeps = {
    db: database.db,
    secretBox: new SecretBox(options.secretKey),
    now,
    log: app.log,
    ...(options.llmTestTimeoutMs ? { testTimeoutMs: options.llmTestTimeoutMs } : {}),
  };
  registerLlmRoutes(app, llmDeps);
  // Documents are read in worker threads, at most `size` at once: financial tasks beyond that stay
  // queued, and one more job slot keeps models building meanwhile.
  const pool = new ExtractionPool(options.extractionPool, app.log);
  const inspectionPool = new ExtractionPool(options.inspectionPool, app.log, INSPECTION_POOL_DEFAULTS);
  const extraction = workerExtraction(pool, inspectionPool);
  const parsePool = new ParsePool(options.parsePool, app.log);
  // Workbooks and sensitivity grids too: the main thread only answers requests.
  const computePool = new ComputePool(options.computePool, app.log);
  const compute = workerCompute(computePool);
  // Background jobs run in every server process; the queue stops claiming before the database closes.
  const queue = new JobQueue(database.db, {
    now,
    log: app.log,
    concurrency: Math.max(2, pool.size + 1) + parsePool.size,
    ...(options.jobLeaseMs ? { leaseMs: options.jobLeaseMs } : {}),
  });
  queue.register(DCF_MODEL_JOB, buildModelJob({ db: database.db, source: marketData, now }));
  const financial: FinancialDeps = {
    db: database.db,
    queue,
    now,
    instanceId: database.liveness.instanceId,
    extraction: options.extraction ?? (async () => extraction),
  };
  queue.register(FINANCIAL_TASK_JOB, extractDocumentJob(financial, { concurrency: pool.size }));
  registerFinancialStatementRoutes(app, financial);
  registerFinancialTaskRoutes(app, financial);
  registerFileRoutes(app, { db: database.db, now, inspectFile: inspectFileIn(inspectionPool) });
  const knowledge: KnowledgeDeps = {
    database,
    queue,
    now,
    llm: llmDeps,
    work: workerKnowledgeWork(parsePool, inspectionPool),
    financial,
    ...(options.webCrawl ? { web: options.webCrawl } : {}),
    log: app.log,
  };
  queue.register(KB_PARSE_JOB, parseDocumentJob(knowledge, { concurrency: parsePool.size }));
  registerKbRoutes(app, knowledge);
  registerDocumentRoutes(app, knowledge);
  registerApiRoutes(app, knowledge);
  registerSystemTokenRoutes(app, { db: database.db, now });
  registerChunkRoutes(app, knowledge);
  registerDialogRoutes(app, { db: database.db, now });
  queue.register(PRIVATE_DCF_MODEL_JOB, buildPrivateModelJob({ db: database.db, source: marketData, now }));
  const modelDeps = { db: database.db, queue, now, compute };
  registerModelRoutes(app, modelDeps);
  // Breakdowns: the FILINGS_DIR folders first, then EDGAR's archives unless the market data is offline.
  const edgarFilings = createEdgarFilingArchiveFor(config.marketData, providers);
  const breakdownDeps = {
    db: database.db,
    now,
    filings: createBreakdownFilings(config.filingsDirs ?? [], edgarFilings),
  };
  registerBreakdownRoutes(app, breakdownDeps);
  registerDataSheetRoutes(app, breakdownDeps);
  const conversationDeps: ConversationDeps = {
    db: database.db,
    database,
    llm: llmDeps,
    source: marketData,
    tickerSearch,
    models: modelDeps,
    filings: breakdownDeps.filings,
    now,
    log: app.log,
  };
  registerConversationRoutes(app, conversationDeps);
  registerApiConversationRoutes(app, conversationDeps);
  registerCompsRoutes(app, { db: database.db, source: marketData, now, llm: llmDeps });
  registerReviewRoutes(app, { ...breakdownDeps, source: marketData, llm: llmDeps });
  const research: ResearchDeps = {
    database,
    queue,
    llm: llmDeps,
    models: modelDeps,
    source: marketData,
    now,
    log: app.log,
    ...(options.allowPrivatePages ? { allowPrivatePages: true } : {}),
  };
  queue.register(RESEARCH_JOB, researchJob(research));
  registerResearchRoutes(app, { ...research, compute });
  registerDownloadRoute(app, { db: database.db, source: marketData, now, compute, filings: breakdownDeps.filings });
  // Uploads a dead server left unfinished are deleted on start, and by each server now and then.
  const sweepUploads = async () => {
    const deleted = await deleteAbandonedUploads(database.db, database.liveness, now());
    if (deleted > 0) app.log.warn({ documents: deleted }, 'deleted the documents of unfinished uploads');
  };
  let uploadSweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweepUploads();
    uploadSweep = setInterval(() => void sweepUploads().catch(() => {}), UPLOAD_SWEEP_MS).unref();
    queue.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(uploadSweep);
    await queue.stop();
    await Promise.all([
      pool.close(),
      inspectionPool.close(),
      parsePool.close(),
      computePool.close(),
      closeBuiltinEmbeddings(),
    ]);
  });
  const hasWebApp = options.webDist !== undefined && serveWebApp(app, options.webDist);
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/v1/') && !request.url.startsWith('/assets/');
    if (!hasWebApp || !isPage) return sendError(request, reply, new AppError('NOT_FOUND'));
    // Client-side routes: any other page path gets the app, which shows its own 404 when needed.
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
  return app;
}

/** Serves the built web app's files: hashed assets cached for a year, index.html never cached. */
function serveWebApp(app: FastifyInstance, webDist: string): boolean {
  if (!existsSync(`${webDist}/index.html`)) {
    app.log.warn({ webDist }, 'web app not built: serving the API only (run npm run build)');
    return false;
  }
  app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
