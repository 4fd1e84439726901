import type { TCompsPeer, TDataSheetText, TReviewExchange, TStatementType } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Accounts. A temporary user (`is_temp`) has a device fingerprint and no email or password;
 * registering from its session turns that same row into the account, so everything it made stays.
 * A fingerprint is public (anyone can compute a browser's), so it finds a temporary user only
 * together with the device's secret (`device_secret_hash`, SHA-256 of a random 256-bit value the
 * device keeps); identical devices with their own secrets are different users.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; unique; immutable once set. */
    email: text('email'),
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull().default(''),
    isTemp: boolean('is_temp').notNull(),
    fingerprint: text('fingerprint'),
    deviceSecretHash: text('device_secret_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    language: text('language').notNull().default('en'),
    timezone: text('timezone').notNull().default('UTC'),
    colorScheme: text('color_scheme').notNull().default('system'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_device_key').on(table.fingerprint, table.deviceSecretHash),
  ],
);

/** Session tokens, stored as SHA-256 hashes: a database leak does not leak usable tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

/** Single-use, expiring tokens sent by email (email verification, password reset), stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().$type<'verify_email' | 'reset_password'>(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('one_time_tokens_token_hash_key').on(table.tokenHash),
    index('one_time_tokens_user_id_idx').on(table.userId, table.purpose),
  ],
);

/** Failed sign-ins, counted per (email, client address) pair and per address to throttle guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_failures_email_ip_idx').on(table.email, table.ip, table.createdAt),
    index('login_failures_ip_idx').on(table.ip, table.createdAt),
  ],
);

/**
 * Request counters of the rate limits (`plugins/rate-limit.ts`), one row per limited key (e.g.
 * `register:ip:203.0.113.7`) in fixed windows: kept in the database so a limit holds across server
 * processes. `window_start` is the start of the counted window; a hit in a later window restarts it.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [index('rate_limits_window_idx').on(table.windowStart)],
);

/** Mail that was not sent through SMTP (no `SMTP_URL`): kept here, and logged, for people and tests to read. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    purpose: text('purpose').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_to_idx').on(sql`lower(${table.toAddress})`, table.createdAt)],
);

/**
 * Responses of outside data providers (SEC EDGAR and others) with the time they were fetched, so a
 * restart does not refetch and the SEC's rate limit is respected. Keyed by the request URL path.
 */
export const providerCache = pgTable('provider_cache', {
  key: text('key').primaryKey(),
  body: text('body').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});

/**
 * Background jobs (model creation, document pipelines): persisted so that progress is visible to
 * any server process, a failed job can be retried, and a job whose server died is taken up again
 * once its lease runs out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().$type<'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled'>(),
    payload: jsonb('payload').notNull(),
    progress: jsonb('progress'),
    result: jsonb('result'),
    error: jsonb('error').$type<{ code: string; message: string }>(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_claim_idx').on(table.status, table.runAfter),
    index('jobs_owner_idx').on(table.ownerId, table.kind, table.createdAt),
  ],
);

/** A model's default peers as found for its valuation date `as_of`: each peer's ticker and the rule that picked it. */
export type TStoredDefaultPeers = {
  as_of: string;
  peers: { ticker: string; rule: Exclude<TCompsPeer['rule'], 'user'> }[];
};

/**
 * A model's revenue breakdown: the filing's breakdown id (`concept|axis|qualifier`) and, per line
 * (member QName), the user's growth per forecast year (null: the model's revenue growth).
 */
export type TStoredBreakdown = {
  breakdown_id: string;
  growth: { member: string; values: (number | null)[] }[];
};

/**
 * DCF models of listed companies and of private ones (from uploaded statements). The row is made
 * when creation starts (its job fills the rest); the snapshots and `model_input` keep the data as
 * of creation, so a model does not move when filings or prices do. `assumptions` null means the defaults; `results` are the engine's headline figures.
 */
export const dcfModels = pgTable(
  'dcf_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticker: text('ticker').notNull(),
    cik: integer('cik'),
    name: text('name').notNull(),
    options: jsonb('options').notNull(),
    /** The company profile view as of creation. */
    company: jsonb('company'),
    /** The market inputs view at the valuation date. */
    market: jsonb('market'),
    /** The engine's input with the assumptions in force (history, valuation date, assumptions). */
    modelInput: jsonb('model_input'),
    /** The default assumptions and where each came from. */
    defaults: jsonb('defaults'),
    /** The user's saved assumptions, or null for the defaults. */
    assumptions: jsonb('assumptions'),
    /** How the user reads the model (`TModelSettings`: report unit, sensitivity grid…), or null for the defaults. */
    settings: jsonb('settings'),
    results: jsonb('results'),
    /** The user's peer tickers for the Comparables tab, or null for the default peers. */
    compsTickers: jsonb('comps_tickers').$type<string[]>(),
    /**
     * The default peers as first found for the model's valuation date (finding them scans the data
     * source's companies), or null until the Comparables tab is first opened.
     */
    compsDefaultPeers: jsonb('comps_default_peers').$type<TStoredDefaultPeers>(),
    /**
     * The revenue breakdown the model uses (issue 19): the filing's breakdown id and the user's
     * growth per line and forecast year (`TStoredBreakdown`), or null until one is chosen.
     */
    revenueBreakdown: jsonb('revenue_breakdown').$type<TStoredBreakdown>(),
    /** The user's notes on the data sheet (`Texts` of the data-sheet document), or null for none. */
    dataSheetTexts: jsonb('data_sheet_texts').$type<TDataSheetText[]>(),
    /**
     * A private company's model: the uploaded document whose confirmed statements it was valued
     * from (the history is copied into `model_input`, so the model stands if the document goes).
     */
    documentId: uuid('document_id').references((): AnyPgColumn => financialDocuments.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dcf_models_owner_idx').on(table.ownerId, table.createdAt)],
);

/**
 * A model's AI review conversation (issue 19), one row per model, deleted with it; its owner is the
 * model's. `exchanges` holds each exchange as the API answers it (`TReviewExchange`, oldest first;
 * the disclaimer is replaced by the reader's language when read), bounded by
 * `REVIEW_NARRATIVE_LIMITS.storedExchanges` and `storedChars`.
 */
export const dcfModelReviews = pgTable('dcf_model_reviews', {
  modelId: uuid('model_id')
    .primaryKey()
    .references(() => dcfModels.id, { onDelete: 'cascade' }),
  exchanges: jsonb('exchanges').notNull().$type<TReviewExchange[]>().default([]),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Raw bytes; PGlite answers a `Uint8Array`, node-postgres a `Buffer` (a `Uint8Array` too). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** The status a document reaches once its statements are extracted (before that, its task's job tells). */
export type TReviewStatus = 'awaiting_audit' | 'auditing' | 'confirmed' | 'completed';

/**
 * Uploaded statements of private companies, one row per file. The record fields are the user's
 * (or filled from the statements when left empty). `review_status` is null until the current
 * task has stored statements; until then the status comes from the task's job.
 */
export const financialDocuments = pgTable(
  'financial_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** The media type of the detected kind (never the one the browser claimed). */
    contentType: text('content_type').notNull(),
    kind: text('kind').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Pages, sheets or 1: from the quick look at upload where it is cheap, else (and then exactly) from the task's read. */
    pageCount: integer('page_count'),
    companyName: text('company_name'),
    stockCode: text('stock_code'),
    fiscalYear: integer('fiscal_year'),
    reportType: text('report_type').$type<'annual' | 'quarterly'>(),
    periodEndDate: date('period_end_date', { mode: 'string' }),
    currentTaskId: uuid('current_task_id'),
    reviewStatus: text('review_status').$type<TReviewStatus>(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    gapsAcknowledged: boolean('gaps_acknowledged').notNull().default(false),
    /**
     * Set while the upload that brings the document is still in progress (renewed with each file
     * stored), null once the whole upload is recorded. A document whose upload never finished (its
     * server died mid-request) is never listed, and is deleted by the next server that starts or
     * sweeps (`deleteAbandonedUploads`), or once this has passed.
     */
    uploadExpiresAt: timestamp('upload_expires_at', { withTimezone: true }),
    /** The server process (`Database.liveness` id) storing that upload: once it has died, the upload never will finish. */
    uploadOwner: integer('upload_owner'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('financial_documents_owner_idx').on(table.ownerId, table.createdAt),
    index('financial_documents_upload_idx').on(table.uploadExpiresAt).where(sql`${table.uploadExpiresAt} is not null`),
  ],
);

/**
 * The document as read (`@app/extraction` `TParsedDocument`: its tables), apart from the record so
 * that lists never load it. `parsed` is null until a task's parsing step has read the bytes (an
 * upload only looks at them).
 */
export const financialDocumentFiles = pgTable('financial_document_files', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => financialDocuments.id, { onDelete: 'cascade' }),
  parsed: jsonb('parsed'),
});

/**
 * The uploaded bytes, in pieces of at most 512 kB in order (`financial/file-bytes.ts`). Bytes live
 * in the database (at most 10 MB a file) so that every server process sees them and a delete
 * removes them with the record; in pieces so that no statement holds PGlite (which runs on the
 * server's thread) for long: a 10 MB file in one statement held it ~0.6 s.
 */
export const financialDocumentChunks = pgTable(
  'financial_document_chunks',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => financialDocuments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.position] })],
);

/**
 * One extraction run of a document (`financial_task` job). A document keeps its runs; the newest
 * is its `current_task_id`.
 */
export const financialTasks = pgTable(
  'financial_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => financialDocuments.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('financial_tasks_document_idx').on(table.documentId, table.createdAt)],
);

/** A reason a statement needs an audit, as stored: a catalogue code and its parameters. */
export type TStoredReason = { code: string; params?: Record<string, string | number> };

/**
 * One extracted statement (type × period) of a document. Values of its lines are as printed, in
 * `unit`. `reasons` are extraction's findings that no edit recomputes (a guessed period or unit);
 * formula gaps are recomputed from the lines on every edit.
 */
export const financialStatements = pgTable(
  'financial_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => financialDocuments.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => financialTasks.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    /**
     * `income_statement`, `balance_sheet` or `cash_flow_statement`; migration 0009 renamed the rows
     * stored before as `income`, `balance`, `cash_flow`.
     */
    statementType: text('statement_type').notNull().$type<TStatementType>(),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    periodLength: text('period_length').$type<'3M' | '6M' | '9M' | '1Y'>(),
    currency: text('currency').notNull(),
    unit: text('unit').notNull().$type<'1' | 'K' | 'M' | 'B' | '10K' | '100M'>(),
    page: integer('page').notNull(),
    lastPage: integer('last_page').notNull(),
    reasons: jsonb('reasons').notNull().$type<TStoredReason[]>(),
    isEdited: boolean('is_edited').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('financial_statements_document_idx').on(table.documentId, table.position)],
);

/** A line of a statement, in presentation order, with the outcome of its formula check. */
export const financialStatementLines = pgTable(
  'financial_statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => financialStatements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    accountName: text('account_name').notNull(),
    standardAccount: text('standard_account'),
    /** As printed, in `unit` or the statement's unit. */
    value: doublePrecision('value').notNull(),
    /** The line's own unit (share counts, per-share amounts), or null for the statement's. */
    unit: text('unit').$type<'1' | 'K' | 'M' | 'B' | '10K' | '100M'>(),
    /** −1 when printed with the opposite of the chart's sign convention. */
    sign: integer('sign').notNull().default(1).$type<1 | -1>(),
    formula: text('formula'),
    calculatedValue: doublePrecision('calculated_value'),
    gap: doublePrecision('gap'),
    isVerified: boolean('is_verified').notNull().default(false),
    hasGap: boolean('has_gap').notNull().default(false),
    origin: text('origin').notNull().$type<'extracted' | 'edited' | 'added'>(),
    extractedValue: doublePrecision('extracted_value'),
  },
  (table) => [index('financial_statement_lines_statement_idx').on(table.statementId, table.position)],
);

/**
 * The models a user added under Settings → Model providers, one row per factory, name and type,
 * each with its own connection. The secrets (`api_key`, `secret_key`, `service_account_key`) are
 * one JSON object encrypted with AES-256-GCM under the server's secret key (`llm/secret-box.ts`),
 * bound to the owner; only a masked hint of the API key is ever shown.
 */
export const llmModels = pgTable(
  'llm_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    factory: text('factory').notNull(),
    name: text('name').notNull(),
    modelType: text('model_type').notNull(),
    baseUrl: text('base_url'),
    apiVersion: text('api_version'),
    region: text('region'),
    projectId: text('project_id'),
    maxTokens: integer('max_tokens'),
    secretsEncrypted: text('secrets_encrypted'),
    apiKeyHint: text('api_key_hint'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('llm_models_owner_model_key').on(table.ownerId, table.factory, table.name, table.modelType)],
);

/** A user's default models (`user/tenant_info`), as `name@factory` ids; null where none is chosen. */
export const llmTenantDefaults = pgTable('llm_tenant_defaults', {
  ownerId: uuid('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  llmId: text('llm_id'),
  embdId: text('embd_id'),
  rerankId: text('rerank_id'),
  img2txtId: text('img2txt_id'),
  ttsId: text('tts_id'),
  /** The user's default web-search provider (deep research), a `web_search` model. */
  webSearchId: text('web_search_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Tokens sent to and received from each model, per user and day (for the plans that come later):
 * one row per owner, factory, model, type and day, added to after every call that used tokens.
 */
export const llmUsage = pgTable(
  'llm_usage',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    factory: text('factory').notNull(),
    modelName: text('model_name').notNull(),
    modelType: text('model_type').notNull(),
    day: date('day').notNull(),
    tokensIn: bigint('tokens_in', { mode: 'number' }).notNull().default(0),
    tokensOut: bigint('tokens_out', { mode: 'number' }).notNull().default(0),
    requests: integer('requests').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.factory, table.modelName, table.modelType, table.day] })],
);

/**
 * The chat assistant's conversations. `streaming_since` is set while a reply streams (one at a
 * time per conversation, across server processes) and cleared when it ends; a value older than
 * `STREAM_LEASE_MS` is a reply whose server died, and no longer blocks the conversation.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The chat assistant (over knowledge bases) the conversation talks to; none for the general assistant. */
    dialogId: uuid('dialog_id').references((): AnyPgColumn => dialogs.id, { onDelete: 'cascade' }),
    /** The API token that opened it (`api/new_conversation`); none for the web app's conversations. */
    apiTokenId: uuid('api_token_id').references((): AnyPgColumn => apiTokens.id, { onDelete: 'set null' }),
    streamingSince: timestamp('streaming_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('conversations_owner_idx').on(table.ownerId, table.updatedAt)],
);

/**
 * A question or a reply. A reply keeps the tool calls it made (input, output, sources), the
 * sources it may cite, its usage and how it ended (`complete`, `aborted`, `error` with its code).
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Order within the conversation (a question, then its reply). */
    position: integer('position').notNull(),
    role: text('role').notNull().$type<'user' | 'assistant'>(),
    content: text('content').notNull(),
    /** Media types of the attached images, in order (their bytes are in `conversation_images`). */
    imageTypes: jsonb('image_types').notNull().$type<string[]>().default([]),
    toolCalls: jsonb('tool_calls').notNull().$type<unknown[]>().default([]),
    sources: jsonb('sources').notNull().$type<unknown[]>().default([]),
    thumbup: boolean('thumbup'),
    feedback: text('feedback'),
    usage: jsonb('usage').$type<{ input_tokens: number; output_tokens: number }>(),
    /** `name@factory` of the model that answered. */
    model: text('model'),
    status: text('status').notNull().$type<'complete' | 'aborted' | 'error'>().default('complete'),
    errorCode: text('error_code'),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('conversation_messages_position_key').on(table.conversationId, table.position)],
);

/**
 * The images a question carried (at most 4 of 5 MB), checked by their bytes: image `position` of
 * the message, in pieces of at most 512 kB (`piece`), as uploads are (`financial/file-bytes.ts`),
 * so that no statement holds PGlite on the server's thread for long.
 */
export const conversationImages = pgTable(
  'conversation_images',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    piece: integer('piece').notNull(),
    mediaType: text('media_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.position, table.piece] })],
);

/**
 * A PostgreSQL `tsvector`, written by the server from the keyword text of a chunk (`@app/retrieval`
 * segments Chinese before PostgreSQL's `simple` configuration sees it).
 */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/** A knowledge base's run states of a document (RAGFlow's codes). */
export type TKbRunStatus = 0 | 1 | 2 | 3 | 4;

/**
 * The file manager: folders and files of a user (`parent_id` null is the user's root). Every
 * knowledge-base document's bytes are a file here (an upload to a knowledge base lands in the
 * user's `.knowledgebase` folder), so that linking a file to several knowledge bases copies nothing.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => files.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `folder`, or the kind detected from the bytes (`pdf`, `html`, `docx`, `text`, …). */
    type: text('type').notNull(),
    sizeBytes: integer('size_bytes').notNull().default(0),
    sha256: text('sha256'),
    sourceType: text('source_type').notNull().$type<'local' | 'knowledgebase' | 'web'>().default('local'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('files_name_key').on(
      table.ownerId,
      sql`coalesce(${table.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      table.name,
    ),
    index('files_parent_idx').on(table.ownerId, table.parentId),
  ],
);

/** A file's bytes in pieces of at most 512 kB (as `financial/file-bytes.ts` stores uploads). */
export const fileBytes = pgTable(
  'file_bytes',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.position] })],
);

/**
 * A knowledge base: its documents are parsed by `parser_id` with `parser_config`, embedded by
 * `embd_id` (fixed once it has chunks), and searched with its threshold and vector weight.
 */
export const knowledgeBases = pgTable(
  'knowledge_bases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A small image as a data URL. */
    avatar: text('avatar'),
    description: text('description').notNull().default(''),
    language: text('language').notNull(),
    permission: text('permission').notNull().$type<'me' | 'team'>().default('me'),
    /** `name@factory`. */
    embdId: text('embd_id').notNull(),
    parserId: text('parser_id').notNull(),
    parserConfig: jsonb('parser_config').notNull().$type<Record<string, unknown>>(),
    similarityThreshold: doublePrecision('similarity_threshold').notNull().default(0.2),
    vectorSimilarityWeight: doublePrecision('vector_similarity_weight').notNull().default(0.3),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('knowledge_bases_name_key').on(table.ownerId, table.name)],
);

/** A document of a knowledge base: a file, how it is parsed, and how its last parse went. */
export const kbDocuments = pgTable(
  'kb_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kbId: uuid('kb_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a document created empty (`document/create`), whose chunks the user writes. */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    sizeBytes: integer('size_bytes').notNull().default(0),
    pageCount: integer('page_count'),
    sourceUrl: text('source_url'),
    /** A small picture of the first page (a PNG data URL), drawn while parsing where the kind allows. */
    thumbnail: text('thumbnail'),
    parserId: text('parser_id').notNull(),
    parserConfig: jsonb('parser_config').notNull().$type<Record<string, unknown>>(),
    /** `change_status`: a disabled document's chunks are not retrieved. */
    enabled: boolean('enabled').notNull().default(true),
    /** 0 UNSTART, 1 RUNNING, 2 CANCEL, 3 DONE, 4 FAIL. */
    run: integer('run').notNull().$type<TKbRunStatus>().default(0),
    progress: doublePrecision('progress').notNull().default(0),
    progressMsg: text('progress_msg').notNull().default(''),
    processBeginAt: timestamp('process_begin_at', { withTimezone: true }),
    /** Seconds the last parse took (or has taken so far). */
    processDuration: doublePrecision('process_duration').notNull().default(0),
    chunkCount: integer('chunk_count').notNull().default(0),
    tokenCount: integer('token_count').notNull().default(0),
    jobId: uuid('job_id'),
    errorCode: text('error_code'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('kb_documents_kb_idx').on(table.kbId, table.createdAt),
    index('kb_documents_file_idx').on(table.fileId),
  ],
);

/**
 * A passage of a document: what retrieval finds and chat cites. `embedding` is L2-normalised
 * (cosine = dot product) as `real[]` on both databases; on PGlite an HNSW index over
 * `embedding::vector(N)` per dimension in use serves vector search, on PostgreSQL without pgvector
 * exact cosine does (same ranking).
 */
export const kbChunks = pgTable(
  'kb_chunks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kbId: uuid('kb_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => kbDocuments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    content: text('content').notNull(),
    contentType: text('content_type').notNull().$type<'text' | 'table' | 'image' | 'summary' | 'graph'>(),
    pageFrom: integer('page_from').notNull(),
    pageTo: integer('page_to').notNull(),
    headings: text('headings').array().notNull().default(sql`'{}'::text[]`),
    tokenCount: integer('token_count').notNull(),
    /** Important keywords (weighted in keyword search), editable. */
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    questions: text('questions').array().notNull().default(sql`'{}'::text[]`),
    available: boolean('available').notNull().default(true),
    searchText: tsvector('search_text').notNull(),
    embedding: real('embedding').array(),
    embeddingDims: integer('embedding_dims'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('kb_chunks_document_idx').on(table.documentId, table.position),
    index('kb_chunks_kb_idx').on(table.kbId),
    index('kb_chunks_search_idx').using('gin', table.searchText),
  ],
);

/** The knowledge graph built from a document's chunks (entities and relations by the chat model). */
export const kbGraphs = pgTable('kb_graphs', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => kbDocuments.id, { onDelete: 'cascade' }),
  kbId: uuid('kb_id')
    .notNull()
    .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
  graph: jsonb('graph').notNull(),
  createdAt: createdAt(),
});

/**
 * A chat assistant over knowledge bases (RAGFlow's dialog): who it is, what it may read, how it
 * retrieves and which model answers. `prompt_config` holds the system prompt, opener, empty response,
 * variables and switches (quote, self-RAG, TTS, multi-turn); `llm_setting` the sampling parameters.
 */
export const dialogs = pgTable(
  'dialogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** A small image as a data URL. */
    icon: text('icon'),
    language: text('language').notNull(),
    kbIds: uuid('kb_ids').array().notNull(),
    /** `name@factory` of the chat model; none: the user's default chat model, or extractive answers. */
    llmId: text('llm_id'),
    llmSetting: jsonb('llm_setting').notNull().$type<Record<string, unknown>>(),
    promptConfig: jsonb('prompt_config').notNull().$type<Record<string, unknown>>(),
    topN: integer('top_n').notNull(),
    topK: integer('top_k').notNull(),
    similarityThreshold: doublePrecision('similarity_threshold').notNull(),
    vectorSimilarityWeight: doublePrecision('vector_similarity_weight').notNull(),
    /** `name@factory` of the rerank model, if any. */
    rerankId: text('rerank_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dialogs_owner_idx').on(table.ownerId, table.updatedAt)],
);

/**
 * API tokens: a random secret shown once, kept as its SHA-256 hash, revocable. A token made for an
 * assistant (`api/new_token`) names its dialog; a system token (`system/new_token`) names none.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dialogId: uuid('dialog_id').references((): AnyPgColumn => dialogs.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The first characters of the token, shown in lists so a user can tell tokens apart. */
    prefix: text('prefix').notNull(),
    name: text('name').notNull().default(''),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_tokens_token_hash_key').on(table.tokenHash),
    index('api_tokens_owner_idx').on(table.ownerId),
  ],
);

/** What each API token did per day: calls, model tokens, and the answers' thumbs. */
export const apiTokenUsage = pgTable(
  'api_token_usage',
  {
    tokenId: uuid('token_id')
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    calls: integer('calls').notNull().default(0),
    tokens: bigint('tokens', { mode: 'number' }).notNull().default(0),
    conversations: integer('conversations').notNull().default(0),
    thumbUps: integer('thumb_ups').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tokenId, table.day] })],
);

/**
 * Deep research sessions (issue 18): the state machine's JSON state (`@app/research`), the
 * collection's checkpoint (its events, sources and budget, written after every event so a restart
 * resumes from it), the knowledge bases its `knowledge_base` requirements retrieve from, and the
 * job of the work it waits for, if any.
 */
export const researchSessions = pgTable(
  'research_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The UI language of the user who started it, for the messages of its failures. */
    language: text('language').notNull(),
    state: jsonb('state').notNull().$type<Record<string, unknown>>(),
    checkpoint: jsonb('checkpoint').$type<Record<string, unknown>>(),
    kbIds: uuid('kb_ids').array().notNull().default([]),
    /** The job running the work the session waits for; null while it waits for the user. */
    jobId: uuid('job_id'),
    /** The catalogue code of the last failure, with `state.failure`'s message. */
    failureCode: text('failure_code'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('research_sessions_owner_idx').on(table.ownerId, table.updatedAt)],
);
