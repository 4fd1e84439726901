/**
 * The live source of revenue breakdowns: a company's annual report read from EDGAR's archives
 * through the rate-limited SEC client. The submissions name the filing (the latest annual report
 * filed by a date), the folder's `index.json` names its inline-XBRL document, and the document is
 * streamed into the same scanner as the folder source, never held whole, with a hard byte limit.
 * What was read is cached per filing (the breakdowns, a few kilobytes, not the document).
 */
import { MarketDataError } from '../errors.js';
import type { TResponseCache } from '../http/response-cache.js';
import { accessionFolder, annualReports, inlineXbrlDocument, type TArchivedFiling } from '../sec/edgar-archives.js';
import type { SecClient } from '../sec/sec-client.js';
import type { TSourced } from '../types.js';
import type { TRevenueBreakdowns } from '../xbrl/dimensional/breakdown-types.js';
import type { TIxbrlScanResult } from '../xbrl/dimensional/ixbrl-scanner.js';
import { createIxbrlScanner } from '../xbrl/dimensional/ixbrl-scanner.js';
import { readRevenueBreakdowns } from '../xbrl/dimensional/revenue-breakdowns.js';

/**
 * Default byte limit of a filed document: iXBRL 10-Ks run 1.5–4 MB for the companies of the shared
 * data and 5–20 MB for large filers (banks, insurers); the largest on EDGAR are about 30 MB. 40 MB
 * reads them all; past it the read stops (the body is streamed, so the limit bounds time and
 * bandwidth, not memory).
 * @public
 */
export const DEFAULT_EDGAR_DOCUMENT_MAX_BYTES = 40 * 1024 * 1024;

/** Per-attempt timeout of a document: 40 MB at 1 MB/s, with margin (the client's 20 s suits JSON). @public */
export const DEFAULT_EDGAR_DOCUMENT_TIMEOUT_MS = 60_000;

/**
 * The cache key's version of what is cached: bumped when the reader of breakdowns changes, so a
 * breakdown read by an older reader is read again.
 */
const READER_VERSION = 1;

/** How many overflow pages of older filings are looked through when `filings.recent` has none. */
const MAX_PAGES = 3;

/** @public */
export type TEdgarFilingArchive = {
  /**
   * The revenue breakdowns of the company's latest annual report filed on or before `filedBy` (ISO
   * date; the latest of all when omitted). Origin: the document's URL, with the time it was read.
   * @throws {MarketDataError} DATA_NOT_AVAILABLE (`series: 'fundamentals'`) when the company has no
   *   such report, the filing is not in the archives, it has no inline XBRL (`reason:
   *   'no_inline_xbrl'`), its document is not an annual report (`'not_annual_report'`) or is larger
   *   than the limit (`'document_too_large'`); PROVIDER_UNAVAILABLE, PROVIDER_TIMEOUT,
   *   PROVIDER_BAD_RESPONSE as the SEC client
   */
  revenueBreakdowns(
    cik: number | string,
    options?: { filedBy?: string | null; maxBytes?: number },
  ): Promise<TSourced<TRevenueBreakdowns>>;
};

/** @public */
export type TEdgarFilingArchiveOptions = {
  sec: Pick<SecClient, 'submissions' | 'submissionsPage' | 'filingIndex' | 'archiveDocument'>;
  /** Where the breakdowns read are kept, keyed by filing (the server's database). */
  cache?: TResponseCache | undefined;
  maxBytes?: number;
  timeoutMs?: number;
  clock?: () => Date;
};

type TCachedRead = { location: string; breakdowns: TRevenueBreakdowns };

/** @public */
export function createEdgarFilingArchive(options: TEdgarFilingArchiveOptions): TEdgarFilingArchive {
  const { sec, cache } = options;
  const clock = options.clock ?? (() => new Date());
  return {
    async revenueBreakdowns(cik, { filedBy = null, maxBytes = options.maxBytes } = {}) {
      const limit = maxBytes ?? DEFAULT_EDGAR_DOCUMENT_MAX_BYTES;
      const wanted = Number(cik);
      const filing = await latestAnnualReport(sec, wanted, filedBy);
      if (filing.isInlineXbrl === false) throw notAvailable(wanted, 'no_inline_xbrl', filing);
      const key = `sec:breakdowns:v${READER_VERSION}:${wanted}/${accessionFolder(filing.accessionNumber)}`;
      const cached = await cachedRead(cache, key);
      if (cached) return cached;

      const folder = await notFoundAsMissing(wanted, filing, () => sec.filingIndex(wanted, filing.accessionNumber));
      const document = inlineXbrlDocument(folder.value, filing.primaryDocument);
      if (!document) throw notAvailable(wanted, 'no_inline_xbrl', filing);
      if (document.size !== null && document.size > limit) {
        throw notAvailable(wanted, 'document_too_large', filing, { maxBytes: limit, bytes: document.size });
      }
      const scanned = await notFoundAsMissing(wanted, filing, () =>
        sec.archiveDocument(wanted, filing.accessionNumber, document.name, () => scanSink(limit), {
          maxBytes: limit,
          timeoutMs: options.timeoutMs ?? DEFAULT_EDGAR_DOCUMENT_TIMEOUT_MS,
        }),
      );
      const scan = scanned.value;
      if (!scan.ok) throw notAvailable(wanted, 'document_too_large', filing, { maxBytes: limit, bytes: scan.bytes });
      if (scan.document.facts.length === 0) throw notAvailable(wanted, 'no_inline_xbrl', filing);
      const breakdowns = readRevenueBreakdowns(scan.document);
      if (!/^(10-K|20-F|40-F)/.test(breakdowns.documentType ?? '')) {
        throw notAvailable(wanted, 'not_annual_report', filing, { documentType: breakdowns.documentType });
      }
      const location = scanned.origin.location;
      await cacheRead(cache, key, { location, breakdowns }, clock());
      return { value: breakdowns, origin: scanned.origin };
    },
  };
}

/** The latest annual report filed by `filedBy`: the recent filings, else the overflow pages. */
async function latestAnnualReport(
  sec: TEdgarFilingArchiveOptions['sec'],
  cik: number,
  filedBy: string | null,
): Promise<TArchivedFiling> {
  const submissions = await sec.submissions(cik).catch((error: unknown) => {
    if (error instanceof MarketDataError && error.code === 'NOT_FOUND') {
      throw new MarketDataError('DATA_NOT_AVAILABLE', `EDGAR has no submissions for CIK ${cik}`, {
        series: 'submissions',
        cik,
      });
    }
    throw error;
  });
  const { recent, files } = submissions.value.filings;
  const found = annualReports(recent, filedBy)[0];
  if (found) return found;
  const pages = files.filter((page) => filedBy === null || page.filingFrom <= filedBy).slice(0, MAX_PAGES);
  for (const page of pages) {
    // A page the SEC does not serve holds nothing to read (the rest of the answer still stands).
    const read = await sec.submissionsPage(page.name).catch((error: unknown) => {
      if (error instanceof MarketDataError && error.code === 'NOT_FOUND') return null;
      throw error;
    });
    const older = read ? annualReports(read.value, filedBy)[0] : undefined;
    if (older) return older;
  }
  throw new MarketDataError(
    'DATA_NOT_AVAILABLE',
    `No annual report of CIK ${cik} filed${filedBy ? ` by ${filedBy}` : ''} in its EDGAR submissions`,
    { series: 'fundamentals', cik, reason: 'no_annual_report', filedBy },
  );
}

function scanSink(maxBytes: number) {
  const scanner = createIxbrlScanner({ maxBytes });
  return {
    write: (chunk: Uint8Array) => {
      scanner.write(chunk);
    },
    finish: (): TIxbrlScanResult => scanner.finish(),
  };
}

/** A 404 of the archives (a filing not, or no longer, disseminated) is a document the source lacks. */
async function notFoundAsMissing<T>(cik: number, filing: TArchivedFiling, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof MarketDataError && error.code === 'NOT_FOUND') {
      throw notAvailable(cik, 'filing_not_found', filing, { url: String(error.details.url ?? '') });
    }
    if (error instanceof MarketDataError && error.details.reason === 'document_too_large') {
      throw notAvailable(cik, 'document_too_large', filing, {
        maxBytes: (error.details.maxBytes as number | undefined) ?? null,
        bytes: (error.details.bytes as number | null | undefined) ?? null,
      });
    }
    throw error;
  }
}

function notAvailable(
  cik: number,
  reason: 'no_inline_xbrl' | 'not_annual_report' | 'document_too_large' | 'filing_not_found',
  filing: TArchivedFiling,
  extra: Record<string, string | number | null> = {},
): MarketDataError {
  const what = `${filing.form} ${filing.accessionNumber} of CIK ${cik}`;
  const message = {
    no_inline_xbrl: `${what} has no inline XBRL document`,
    not_annual_report: `${what}: its document is not an annual report`,
    document_too_large: `${what}: its document is larger than ${extra.maxBytes} bytes`,
    filing_not_found: `${what} is not in EDGAR's archives`,
  }[reason];
  return new MarketDataError('DATA_NOT_AVAILABLE', message, {
    series: 'fundamentals',
    reason,
    cik,
    accessionNumber: filing.accessionNumber,
    form: filing.form,
    ...extra,
  });
}

async function cachedRead(
  cache: TResponseCache | undefined,
  key: string,
): Promise<TSourced<TRevenueBreakdowns> | null> {
  const hit = await cache?.get(key).catch(() => null);
  if (!hit) return null;
  try {
    const read = JSON.parse(hit.body) as TCachedRead;
    if (typeof read.location !== 'string' || !Array.isArray(read.breakdowns?.breakdowns)) return null;
    return {
      value: read.breakdowns,
      origin: { provider: 'sec', location: read.location, retrievedAt: hit.fetchedAt.toISOString() },
    };
  } catch {
    return null; // a body that no longer reads is read again from the archives
  }
}

async function cacheRead(cache: TResponseCache | undefined, key: string, read: TCachedRead, at: Date): Promise<void> {
  // A failing cache costs a re-read next time, never the answer.
  await cache?.set(key, JSON.stringify(read), at).catch(() => undefined);
}
