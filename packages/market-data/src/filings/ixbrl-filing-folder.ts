/**
 * The offline source of revenue breakdowns: folders of inline-XBRL 10-K HTMLs as filed on EDGAR (the
 * shared data's `documents/10k_html` and `documents/eval`), read in place. Each file is identified by
 * its own cover page (`dei:EntityCentralIndexKey`, `dei:DocumentType`, `dei:DocumentPeriodEndDate`,
 * read from the start of the file) and streamed through the scanner with a byte limit when asked for, so a
 * document is never held whole in memory.
 */
import { createReadStream } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { MarketDataError } from '../errors.js';
import type { TSourced } from '../types.js';
import type { TRevenueBreakdowns } from '../xbrl/dimensional/breakdown-types.js';
import { createIxbrlScanner, DEFAULT_IXBRL_MAX_BYTES } from '../xbrl/dimensional/ixbrl-scanner.js';
import { readCoverDate, readRevenueBreakdowns } from '../xbrl/dimensional/revenue-breakdowns.js';

const HEAD_BYTES = 64 * 1024;
const MAX_HEAD_BYTES = 2 * 1024 * 1024;

/** One filing of the folder, as its cover page identifies it. @public */
export type TIxbrlFilingRef = {
  path: string;
  cik: number;
  documentType: string | null;
  /** ISO date, or null when the cover's date does not read as one. */
  periodEnd: string | null;
};

/** @public */
export type TIxbrlFilingFolder = {
  /** Every `.html`/`.htm` file of the folders whose cover names a CIK. */
  filings(): Promise<TIxbrlFilingRef[]>;
  /**
   * The revenue breakdowns of the company's latest annual report in the folders (10-K, 10-K/A,
   * 20-F, 40-F; latest period end).
   * @throws {MarketDataError} DATA_NOT_AVAILABLE when the folders hold no annual report of the CIK, or
   *   the document is larger than `maxBytes` (`details.reason: 'document_too_large'`)
   */
  revenueBreakdowns(cik: number | string, options?: { maxBytes?: number }): Promise<TSourced<TRevenueBreakdowns>>;
};

/**
 * A reader over folders of iXBRL filings; the index is built once, on first use.
 * @public
 */
export function createIxbrlFilingFolder(dirs: string[]): TIxbrlFilingFolder {
  let index: Promise<TIxbrlFilingRef[]> | null = null;
  const filings = () => {
    index ??= buildIndex(dirs.map((d) => resolve(d)));
    return index;
  };
  return {
    filings,
    async revenueBreakdowns(cik, options = {}) {
      const wanted = Number(cik);
      const annual = (await filings())
        .filter((f) => f.cik === wanted && /^(10-K|20-F|40-F)/.test(f.documentType ?? ''))
        .sort((a, b) => (b.periodEnd ?? '').localeCompare(a.periodEnd ?? ''));
      const filing = annual[0];
      if (!filing) {
        throw new MarketDataError('DATA_NOT_AVAILABLE', `No annual report with inline XBRL for CIK ${wanted}`, {
          series: 'fundamentals',
          cik: wanted,
        });
      }
      const value = await readBreakdownsFile(filing.path, options.maxBytes ?? DEFAULT_IXBRL_MAX_BYTES);
      return { value, origin: { provider: 'pack', location: filing.path, retrievedAt: null } };
    },
  };
}

/**
 * Streams one iXBRL file through the scanner and reads its breakdowns.
 * @throws {MarketDataError} DATA_NOT_AVAILABLE past `maxBytes` (`details.reason: 'document_too_large'`)
 * @public
 */
export async function readBreakdownsFile(
  path: string,
  maxBytes = DEFAULT_IXBRL_MAX_BYTES,
): Promise<TRevenueBreakdowns> {
  const scanner = createIxbrlScanner({ maxBytes });
  const stream = createReadStream(path, { highWaterMark: 256 * 1024 });
  for await (const chunk of stream) {
    if (!scanner.write(chunk as Buffer)) {
      stream.destroy();
      break;
    }
  }
  const scan = scanner.finish();
  if (!scan.ok) {
    throw new MarketDataError('DATA_NOT_AVAILABLE', `${path} is larger than ${scan.maxBytes} bytes`, {
      series: 'fundamentals',
      reason: 'document_too_large',
      path,
      maxBytes: scan.maxBytes,
    });
  }
  return readRevenueBreakdowns(scan.document);
}

async function buildIndex(dirs: string[]): Promise<TIxbrlFilingRef[]> {
  const refs: TIxbrlFilingRef[] = [];
  for (const dir of dirs) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => /\.html?$/i.test(n)).sort()) {
      const path = join(dir, name);
      const head = await readHead(path);
      const cik = coverText(head, 'EntityCentralIndexKey');
      if (!cik || !/^\d+$/.test(cik)) continue;
      refs.push({
        path,
        cik: Number(cik),
        documentType: coverText(head, 'DocumentType'),
        periodEnd: readCoverDate(coverText(head, 'DocumentPeriodEndDate')),
      });
    }
  }
  return refs;
}

/**
 * The start of the file, up to the cover page's period end: the CIK is in the hidden header's first
 * KB, the document type and period end on the cover just after the header (91 to 587 KB into the
 * 10-Ks of the shared data). Read in 64 KB steps, at most `MAX_HEAD_BYTES`.
 */
async function readHead(path: string): Promise<string> {
  const file = await open(path, 'r');
  try {
    const chunks: Buffer[] = [];
    for (let position = 0; position < MAX_HEAD_BYTES; position += HEAD_BYTES) {
      const buffer = Buffer.alloc(HEAD_BYTES);
      const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, position);
      chunks.push(buffer.subarray(0, bytesRead));
      if (bytesRead < HEAD_BYTES || buffer.includes('dei:DocumentPeriodEndDate')) break;
    }
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    await file.close();
  }
}

/**
 * The text of the first `ix:nonNumeric` of a `dei` concept in the document's head, nested facts
 * included (a period end may hold the fiscal-year-end fact: `<…>September 28</…>, 2024`).
 */
function coverText(head: string, concept: string): string | null {
  const open = new RegExp(`<ix:nonNumeric[^>]*name="dei:${concept}"[^>]*>`).exec(head);
  if (!open) return null;
  const tags = /<(\/?)ix:nonNumeric\b[^>]*>/g;
  tags.lastIndex = open.index + open[0].length;
  let depth = 1;
  for (let tag = tags.exec(head); tag; tag = tags.exec(head)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) {
      const text = head
        .slice(open.index + open[0].length, tag.index)
        .replace(/<[^>]*>/g, '')
        .replace(/&#160;|&nbsp;/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return text === '' ? null : text.slice(0, 300);
    }
  }
  return null;
}
