import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type AppServer, startAppServer } from '../apps/server/src/test/spawn-server.js';
import {
  MODEL_LIMITS,
  type TEnvelope,
  type TModelStatus,
  type TTaskStatusView,
  type TUploadResult,
} from '../packages/contract/src/index.js';
import { caller, latencySummary, statusLatencies, type TCall, tempUser } from './status-latency.js';

const EVAL_DIR = fileURLToPath(new URL('../../shared/data/documents/eval/', import.meta.url));
const PACK_DIR = fileURLToPath(new URL('../../shared/data/pack/', import.meta.url));
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const UPLOADS = 20;
/** Each of the three exports is repeated this many times while the status is measured. */
const EXPORT_ROUNDS = 4;
/** Companies of the data pack with a profile and filings within a year of its last prices (a company may come twice). */
const TICKERS = ['NVDA', 'AAPL', 'NVDA'];
const MAX_MS = 10 * 60_000;

/**
 * The server's responsiveness under the review's loads (issue 12), on PGlite and on PostgreSQL:
 * the real server as `npm start` runs it (the data pack offline), `GET /v1/system/status` called
 * back to back over loopback while (a) 20 uploads of one 10-K each (the 10 PDFs and 10 HTML files
 * of the eval set) are sent at once and each extracted, and (b) three models of the product's
 * largest size (`MODEL_LIMITS`: forecast and history years) are downloaded as workbooks at once,
 * four times over. The goal: p99 < 100 ms on both.
 */
export async function benchServerLoad(
  kinds: readonly ('pglite' | 'postgres')[] = ['pglite', 'postgres'],
  loads: readonly ('uploads' | 'workbooks')[] = ['uploads', 'workbooks'],
): Promise<void> {
  for (const kind of kinds) {
    const database = kind === 'postgres' ? await createPostgresDatabase() : undefined;
    const server = await startAppServer({
      ...(database && { databaseUrl: database.url }),
      env: { MARKET_DATA_DIR: PACK_DIR, MARKET_DATA_MODE: 'pack' },
    });
    try {
      const call = caller(server.baseUrl);
      await statusLatencies(server.baseUrl, () => false, 100); // warm-up
      const idle = await statusLatencies(server.baseUrl, () => false, 200);
      console.info(`server under load on ${kind}:`);
      console.info(`  GET /v1/system/status idle:                   ${latencySummary(idle)}`);
      if (loads.includes('uploads')) await uploadsExtracting(server, call);
      if (loads.includes('workbooks')) await workbooksExporting(server, call);
    } finally {
      await server.stop();
      await database?.drop();
    }
  }
}

async function uploadsExtracting(server: AppServer, call: TCall): Promise<void> {
  const token = await tempUser(server.baseUrl);
  const files = readdirSync(EVAL_DIR)
    .filter((name) => name.endsWith('.pdf') || name.endsWith('.html'))
    .sort()
    .slice(0, UPLOADS);
  const started = performance.now();
  const tasks: Promise<{ name: string; status: string; ms: number }>[] = files.map(async (name) => {
    const form = new FormData();
    form.append('file', new Blob([readFileSync(`${EVAL_DIR}${name}`)]), name);
    const response = await fetch(`${server.baseUrl}/v1/financial_statements/document`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    });
    const uploaded = (await response.json()) as TEnvelope<TUploadResult>;
    if (uploaded.code !== 0) throw new Error(`upload ${name}: ${uploaded.message}`);
    const run = await call<{ task_id: string }>('POST', '/v1/financial_tasks/run', {
      token,
      body: { document_id: uploaded.data.document_id },
    });
    for (;;) {
      const status = await call<TTaskStatusView>('GET', `/v1/financial_tasks/status?task_id=${run.task_id}`, { token });
      if (status.status !== 'pending' && status.status !== 'processing')
        return { name, status: status.status, ms: performance.now() - started };
      if (performance.now() - started > MAX_MS) return { name, status: 'not finished', ms: MAX_MS };
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
  let isDone = false;
  const all = Promise.all(tasks).finally(() => {
    isDone = true;
  });
  const busy = await statusLatencies(server.baseUrl, () => isDone, Number.POSITIVE_INFINITY, started + MAX_MS);
  const finished = await all;
  const awaiting = finished.filter((task) => task.status === 'awaiting_audit').length;
  const last = Math.max(...finished.map((task) => task.ms));
  console.info(
    `  ${files.length} uploads (one 10-K each) extracting: ${awaiting} awaiting_audit, ` +
      `${finished.length - awaiting} other, all done after ${(last / 1000).toFixed(1)} s`,
  );
  console.info(`  GET /v1/system/status meanwhile:              ${latencySummary(busy)} (goal: p99 < 100 ms)`);
}

async function workbooksExporting(server: AppServer, call: TCall): Promise<void> {
  const token = await fullAccount(server);
  const options = {
    forecast_years: MODEL_LIMITS.maxForecastYears,
    historical_years: MODEL_LIMITS.maxHistoricalYears,
    quarterly_breakdown: true,
    quarterly_periods: MODEL_LIMITS.maxQuarterlyPeriods,
  };
  const models = await Promise.all(
    TICKERS.map(async (ticker) => {
      const { model_id: modelId } = await call<{ model_id: string }>('POST', '/v1/model/dcf/base', {
        token,
        body: { ticker, options },
      });
      for (;;) {
        const status = await call<TModelStatus>('GET', `/v1/model/dcf/status?model_id=${modelId}`, { token });
        if (status.status === 'success') return modelId;
        if (status.status !== 'starting' && status.status !== 'processing')
          throw new Error(`${ticker}: ${status.status} ${status.error?.message ?? ''}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  const started = performance.now();
  const bytes: number[] = [];
  let isDone = false;
  const exports = Promise.all(
    models.map(async (modelId) => {
      for (let round = 0; round < EXPORT_ROUNDS; round++) {
        const response = await fetch(`${server.baseUrl}/v1/model/dcf/download?model_id=${modelId}`, {
          headers: { authorization: token },
        });
        if (!response.ok) throw new Error(`download: ${response.status} ${await response.text()}`);
        bytes.push((await response.arrayBuffer()).byteLength);
      }
    }),
  ).finally(() => {
    isDone = true;
  });
  const busy = await statusLatencies(server.baseUrl, () => isDone, Number.POSITIVE_INFINITY, started + MAX_MS);
  await exports;
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `  3 workbooks of ${options.forecast_years} forecast and ${options.historical_years} history years exported ` +
      `${EXPORT_ROUNDS} times each at once: ${bytes.length} files (${Math.round(Math.max(...bytes) / 1024)} kB) ` +
      `in ${seconds.toFixed(1)} s`,
  );
  console.info(`  GET /v1/system/status meanwhile:              ${latencySummary(busy)} (goal: p99 < 100 ms)`);
}

/** A registered account (models of more than the default years need one). */
async function fullAccount(server: AppServer): Promise<string> {
  const temp = await tempUser(server.baseUrl);
  const response = await fetch(`${server.baseUrl}/v1/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: temp },
    body: JSON.stringify({
      email: `bench-${randomBytes(4).toString('hex')}@intrinsic.test`,
      password: 'Valuation#2026 bench',
      nickname: 'Bench',
      terms_accepted: true,
    }),
  });
  const token = response.headers.get('authorization');
  if (!token) throw new Error(`register: ${response.status} ${await response.text()}`);
  return token;
}

/** A new database on the PostgreSQL server, dropped after the run. */
async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `intrinsic_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
