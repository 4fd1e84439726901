/**
 * The local server's EDGAR archives: filed iXBRL documents of folders (the shared data's
 * `documents/10k_html` and `documents/eval`) at the archive paths of their filings. A document is
 * placed by its own cover (`dei:EntityCentralIndexKey`, `DocumentType`, `DocumentPeriodEndDate`)
 * matched to the filing of the pack's submissions with that form and report date, which gives the
 * accession number and, in the SEC's own submissions files, the primary document's name (the
 * pack's constructed ones have none: the file keeps its own name there). A document no submissions
 * row names with an accession number is not served. The folder's `index.json` lists only what the
 * server holds: the document, with its real size (no XBRL instance, exhibits or index pages).
 */
import { readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { createIxbrlFilingFolder } from '../filings/ixbrl-filing-folder.js';
import { formatCik } from '../sec/cik.js';
import { accessionFolder } from '../sec/edgar-archives.js';
import { parseSubmissions, parseSubmissionsPage } from '../sec/sec-parse.js';
import type { TFilingIndex } from '../sec/sec-schemas.js';

type TServedFiling = { name: string; file: string; size: number };

/** @internal */
export type TArchiveFiles = {
  /** The listing (`index.json`) or the document of a filing folder; null for anything else. */
  answer(cik: number, folder: string, name: string): Promise<{ json: string } | { file: string } | null>;
};

/** @internal */
export function indexArchiveFiles(packDir: string, dirs: string[]): TArchiveFiles {
  let filings: Promise<Map<string, TServedFiling>> | null = null;
  return {
    async answer(cik, folder, name) {
      filings ??= placeFilings(packDir, dirs);
      const filing = (await filings).get(`${cik}/${folder}`);
      if (!filing) return null;
      if (name === filing.name) return { file: filing.file };
      if (name !== 'index.json') return null;
      const directory = {
        item: [{ name: filing.name, type: 'text.gif', size: String(filing.size) }],
        name: `/Archives/edgar/data/${cik}/${folder}`,
        'parent-dir': `/Archives/edgar/data/${cik}`,
      };
      return { json: JSON.stringify({ directory }) };
    },
  };
}

async function placeFilings(packDir: string, dirs: string[]): Promise<Map<string, TServedFiling>> {
  const placed = new Map<string, TServedFiling>();
  if (dirs.length === 0) return placed;
  for (const ref of await createIxbrlFilingFolder(dirs).filings()) {
    if (!ref.documentType || !ref.periodEnd) continue;
    for (const index of await submissionsIndexes(packDir, ref.cik)) {
      const row = index.form.findIndex(
        (form, i) =>
          form === ref.documentType &&
          index.reportDate[i] === ref.periodEnd &&
          /^\d{10}-\d{2}-\d{6}$/.test(index.accessionNumber[i] ?? ''),
      );
      if (row < 0) continue;
      const name = index.primaryDocument[row] || basename(ref.path);
      const folder = accessionFolder(index.accessionNumber[row] as string);
      placed.set(`${ref.cik}/${folder}`, { name, file: ref.path, size: (await stat(ref.path)).size });
      break;
    }
  }
  return placed;
}

/** The filing indexes of the pack's submissions of a CIK: `filings.recent`, then its overflow pages. */
async function submissionsIndexes(packDir: string, cik: number): Promise<TFilingIndex[]> {
  const path = join(packDir, 'submissions', `CIK${formatCik(cik)}.json`);
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null) return [];
  const submissions = parseSubmissions(text, path);
  const indexes: TFilingIndex[] = [submissions.filings.recent];
  for (const page of submissions.filings.files) {
    const pagePath = join(packDir, 'submissions', page.name);
    const pageText = await readFile(pagePath, 'utf8').catch(() => null);
    if (pageText !== null) indexes.push(parseSubmissionsPage(pageText, pagePath));
  }
  return indexes;
}
