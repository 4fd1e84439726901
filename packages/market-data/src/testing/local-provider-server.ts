/**
 * A local HTTP server (node:http on 127.0.0.1, port 0) that speaks the real protocols of our providers
 * and serves the real data of a pack folder at the real URL paths:
 *
 * - SEC EDGAR: `/files/company_tickers.json`, `/files/company_tickers_exchange.json`,
 *   `/submissions/CIK##########.json` (and `-submissions-NNN` pages), `/api/xbrl/companyfacts/CIK##########.json`,
 *   `/api/xbrl/frames/{taxonomy}/{concept}/{unit}/{period}.json` (built from the pack's companyfacts)
 * - Yahoo chart API: `/v8/finance/chart/{symbol}?period1&period2&interval=1d` (`^GSPC` from `index/SP500.csv`)
 * - FRED: `/graph/fredgraph.csv?id=SP500|GS10[&cosd&coed]`
 * - EDGAR archives, when given folders of filed iXBRL documents (`filingsDirs`):
 *   `/Archives/edgar/data/{cik}/{accession without dashes}/index.json` and the document itself (see
 *   `edgar-archive-files.ts`)
 *
 * It records every request (path, User-Agent, arrival time) and can inject faults on demand
 * (429/5xx with `Retry-After`, slow answers, dropped connections, malformed bodies) for the retry,
 * timeout and rate-limit tests. Test support only: never part of the production wiring.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseCompanyFacts } from '../sec/sec-parse.js';
import type { TCompanyFacts } from '../sec/sec-schemas.js';
import { isFramePeriod } from '../sec/xbrl-frames.js';
import { indexArchiveFiles, type TArchiveFiles } from './edgar-archive-files.js';
import { readPackRows, toFredCsv, toXbrlFrame, toYahooChart, yahooNotFound } from './provider-formats.js';

/** @public */
export type TRecordedRequest = {
  path: string;
  url: string;
  userAgent: string | null;
  /** Arrival time on the server, `performance.now()` milliseconds. */
  at: number;
  /** The status answered; null while pending, 0 for a dropped connection. */
  status: number | null;
};

/** A fault applied to the next `times` (default 1) requests whose path matches. @public */
export type TInjectedFault = {
  path: string | RegExp;
  times?: number;
  /** Answer with this status (e.g. 429, 500, 503) instead of the data. */
  status?: number;
  retryAfter?: string;
  /** Wait this long before answering (a slow provider). */
  delayMs?: number;
  /** Answer 200 with this body instead of the data (a malformed payload). */
  body?: string;
  /** Destroy the socket without answering (a network error). */
  dropConnection?: boolean;
};

/** @public */
export type TLocalProviderServer = {
  /** e.g. `http://127.0.0.1:40123`, the base URL for SEC_BASE_URL, PRICES_BASE_URL and FRED_BASE_URL. */
  url: string;
  requests: TRecordedRequest[];
  inject(fault: TInjectedFault): void;
  /** Forgets recorded requests and pending faults. */
  reset(): void;
  close(): Promise<void>;
};

type TPendingFault = TInjectedFault & { remaining: number };
/** A body, or a file streamed as it is read (chunked, no `Content-Length`, as EDGAR sends large documents). */
type TAnswer = { status: number; type: string; body: string; file?: string };

/** @public */
export type TLocalProviderServerOptions = {
  packDir: string;
  /** Folders of 10-K iXBRL HTMLs served at their EDGAR archive paths (`documents/10k_html`, `documents/eval`). */
  filingsDirs?: string[];
};

/** @public */
export async function startLocalProviderServer(options: TLocalProviderServerOptions): Promise<TLocalProviderServer> {
  const root = resolve(options.packDir);
  const archives = indexArchiveFiles(root, options.filingsDirs ?? []);
  const requests: TRecordedRequest[] = [];
  let faults: TPendingFault[] = [];

  const server = createServer((req, res) => {
    const at = performance.now();
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // Recorded on arrival; a reset() while the answer is pending drops it from the list.
    const entry: TRecordedRequest = {
      path: url.pathname,
      url: url.pathname + url.search,
      userAgent: req.headers['user-agent'] ?? null,
      at,
      status: null,
    };
    requests.push(entry);
    const record = (status: number) => {
      entry.status = status;
    };
    const fault = takeFault(faults, url.pathname);
    void respond(root, archives, url, fault, req, res, record);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    inject(fault) {
      faults.push({ ...fault, remaining: fault.times ?? 1 });
    },
    reset() {
      requests.length = 0;
      faults = [];
    },
    close() {
      server.closeAllConnections();
      return new Promise((done, failed) => server.close((error) => (error ? failed(error) : done())));
    },
  };
}

function takeFault(faults: TPendingFault[], path: string): TPendingFault | null {
  const fault = faults.find(
    (f) => f.remaining > 0 && (typeof f.path === 'string' ? f.path === path : f.path.test(path)),
  );
  if (fault) fault.remaining -= 1;
  return fault ?? null;
}

async function respond(
  root: string,
  archives: TArchiveFiles,
  url: URL,
  fault: TPendingFault | null,
  req: IncomingMessage,
  res: ServerResponse,
  record: (status: number) => void,
): Promise<void> {
  if (fault?.delayMs) await new Promise((done) => setTimeout(done, fault.delayMs));
  if (fault?.dropConnection) {
    record(0);
    req.socket.destroy();
    return;
  }
  let answer: TAnswer;
  if (fault?.status) {
    answer = { status: fault.status, type: 'text/plain', body: `Injected HTTP ${fault.status}` };
  } else if (fault?.body !== undefined) {
    answer = { status: 200, type: 'application/json', body: fault.body };
  } else {
    answer = await route(root, archives, url).catch((error: unknown) => ({
      status: 500,
      type: 'text/plain',
      body: String(error),
    }));
  }
  record(answer.status);
  if (res.destroyed) return;
  const headers: Record<string, string> = { 'content-type': answer.type };
  if (fault?.retryAfter) headers['retry-after'] = fault.retryAfter;
  if (answer.file) {
    res.writeHead(answer.status, headers);
    createReadStream(answer.file, { highWaterMark: 64 * 1024 })
      .on('error', () => res.destroy())
      .pipe(res);
    return;
  }
  // A whole body goes with its length, as the providers send JSON and CSV; a file is streamed chunked.
  headers['content-length'] = String(Buffer.byteLength(answer.body));
  res.writeHead(answer.status, headers).end(answer.body);
}

async function route(root: string, archives: TArchiveFiles, url: URL): Promise<TAnswer> {
  const path = url.pathname;
  const archive = /^\/Archives\/edgar\/data\/(\d{1,10})\/(\d{18})\/([^/]+)$/.exec(path);
  if (archive) {
    const [, cik = '', folder = '', name = ''] = archive;
    const found = await archives.answer(Number(cik), folder, decodeURIComponent(name));
    if (!found) return secNotFound();
    return 'json' in found
      ? { status: 200, type: 'application/json', body: found.json }
      : { status: 200, type: 'text/html', body: '', file: found.file };
  }
  const sec =
    /^\/(?:files\/(company_tickers(?:_exchange)?\.json)|submissions\/(CIK\d{10}(?:-submissions-\d{3})?\.json)|api\/xbrl\/companyfacts\/(CIK\d{10}\.json))$/.exec(
      path,
    );
  if (sec) {
    const [, tickers, submissions, facts] = sec;
    const file = tickers ?? (submissions ? `submissions/${submissions}` : `companyfacts/${facts}`);
    const body = await readOrNull(join(root, file));
    return body === null ? secNotFound() : { status: 200, type: 'application/json', body };
  }
  const frame = /^\/api\/xbrl\/frames\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (frame) {
    const [, taxonomy = '', concept = '', unit = '', period = ''] = frame.map((part) => decodeURIComponent(part));
    return isFramePeriod(period) ? xbrlFrame(root, { taxonomy, concept, unit, period }) : secNotFound();
  }
  const chart = /^\/v8\/finance\/chart\/([^/]+)$/.exec(path);
  if (chart) return yahooChart(root, decodeURIComponent(chart[1] as string), url.searchParams);
  if (path === '/graph/fredgraph.csv') return fredCsv(root, url.searchParams);
  return { status: 404, type: 'text/plain', body: 'Not Found' };
}

async function yahooChart(root: string, symbol: string, query: URLSearchParams): Promise<TAnswer> {
  if (query.get('interval') !== '1d') {
    const error = { code: 'Bad Request', description: 'Only interval=1d is served locally' };
    return { status: 400, type: 'application/json', body: JSON.stringify({ chart: { result: null, error } }) };
  }
  const isIndex = symbol === '^GSPC';
  const file = isIndex ? 'index/SP500.csv' : /^[A-Z0-9-]{1,15}$/.test(symbol) ? `prices/${symbol}.csv` : null;
  const text = file === null ? null : await readOrNull(join(root, file));
  if (text === null) return { status: 404, type: 'application/json', body: JSON.stringify(yahooNotFound()) };
  const period1 = Number(query.get('period1') ?? 0);
  const period2 = Number(query.get('period2') ?? Math.floor(Date.now() / 1000));
  const body = toYahooChart(readPackRows(text), { symbol, period1, period2, isIndex });
  return { status: 200, type: 'application/json', body: JSON.stringify(body) };
}

/**
 * A frame from every companyfacts file of the pack, read afresh for each distinct frame and kept for
 * the process (the pack is read-only; a frame is a few kilobytes).
 */
const frameAnswers = new Map<string, Promise<TAnswer>>();

function xbrlFrame(root: string, query: Parameters<typeof toXbrlFrame>[1]): Promise<TAnswer> {
  const key = JSON.stringify([root, query]);
  let answer = frameAnswers.get(key);
  if (!answer) {
    answer = readCompanyFacts(root).then((companies) => {
      const body = toXbrlFrame(companies, query);
      return body === null ? secNotFound() : { status: 200, type: 'application/json', body: JSON.stringify(body) };
    });
    answer.catch(() => frameAnswers.delete(key));
    frameAnswers.set(key, answer);
  }
  return answer;
}

async function readCompanyFacts(root: string): Promise<TCompanyFacts[]> {
  const dir = join(root, 'companyfacts');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => /^CIK\d{10}\.json$/.test(name));
  const companies: TCompanyFacts[] = [];
  for (const name of names.sort()) {
    const path = join(dir, name);
    companies.push(parseCompanyFacts(await readFile(path, 'utf8'), path));
  }
  return companies;
}

const FRED_FILES: Record<string, string> = { SP500: 'index/SP500.csv', GS10: 'rates/GS10.csv' };

async function fredCsv(root: string, query: URLSearchParams): Promise<TAnswer> {
  const id = query.get('id') ?? '';
  const file = FRED_FILES[id];
  const text = file ? await readOrNull(join(root, file)) : null;
  if (text === null) return { status: 404, type: 'text/plain', body: `Series ${id} not found` };
  return {
    status: 200,
    type: 'text/csv',
    body: toFredCsv(id, readPackRows(text), query.get('cosd'), query.get('coed')),
  };
}

function secNotFound(): TAnswer {
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';
  return { status: 404, type: 'application/xml', body };
}

async function readOrNull(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
