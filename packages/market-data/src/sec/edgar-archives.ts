/**
 * EDGAR's archives of filed documents (`https://www.sec.gov/Archives/edgar/data/{cik}/{accession
 * without dashes}/`): which annual report of a company to read, the folder's `index.json` listing
 * and the filing's inline-XBRL document in it. Pure: the client fetches, these functions decide.
 */
import { z } from 'zod';
import { parseJsonPayload } from '../http/json-payload.js';
import { formatCik } from './cik.js';
import type { TFilingIndex } from './sec-schemas.js';

/**
 * Annual reports whose inline XBRL carries the revenue breakdowns, as the folder source reads them.
 * Amendments are left out: a `10-K/A` is most often Part III alone (the executive and governance items filed late), with no
 * financial statements, and the original stays the filing of the year.
 * @public
 */
export const ANNUAL_REPORT_FORMS = ['10-K', '20-F', '40-F'] as const;

/** One filing of the submissions' columnar index. @public */
export type TArchivedFiling = {
  accessionNumber: string;
  form: string;
  filingDate: string;
  reportDate: string;
  /** The main document's name, or null when the index gives none. */
  primaryDocument: string | null;
  /** `isInlineXBRL` of the submissions (1/0), null when the index does not carry it. */
  isInlineXbrl: boolean | null;
};

/**
 * `https://www.sec.gov/Archives/edgar/data/{cik}/{folder}/index.json`: the folder's listing,
 * `{directory: {name, parent-dir, item: [{name, type, size, last-modified}]}}`; `size` is a string of
 * bytes, empty for EDGAR's generated index pages.
 * @public
 */
export const ZFilingFolderIndexSchema = z.looseObject({
  directory: z.looseObject({
    name: z.string(),
    item: z.array(
      z.looseObject({
        name: z.string(),
        type: z.string().optional(),
        size: z.union([z.string(), z.number()]).optional(),
        'last-modified': z.string().optional(),
      }),
    ),
  }),
});
/** @public */
export type TFilingFolderIndex = z.infer<typeof ZFilingFolderIndexSchema>;

/** @public */
export function parseFilingFolderIndex(text: string, where: string): TFilingFolderIndex {
  return parseJsonPayload(text, ZFilingFolderIndexSchema, 'filing index', where);
}

/**
 * `0000320193-24-000123` → `000032019324000123`, the folder name of the filing in the archives.
 * @throws {RangeError} for a string that is not an accession number
 * @public
 */
export function accessionFolder(accessionNumber: string): string {
  if (!/^\d{10}-\d{2}-\d{6}$/.test(accessionNumber))
    throw new RangeError(`Not an accession number: ${accessionNumber}`);
  return accessionNumber.replace(/-/g, '');
}

/** `/Archives/edgar/data/320193/000032019324000123/` (the CIK without its leading zeros, as EDGAR links it). @public */
export function archiveFolderPath(cik: number | string, accessionNumber: string): string {
  return `/Archives/edgar/data/${Number(formatCik(cik))}/${accessionFolder(accessionNumber)}/`;
}

/**
 * The company's annual reports (forms {@link ANNUAL_REPORT_FORMS}) filed on or before `filedBy`
 * (ISO date; all when null), newest filing first. Rows without a well-formed accession number are
 * left out: they cannot be found in the archives.
 * @public
 */
export function annualReports(index: TFilingIndex, filedBy: string | null = null): TArchivedFiling[] {
  const inline = (index as { isInlineXBRL?: unknown }).isInlineXBRL;
  const flags = Array.isArray(inline) ? inline : null;
  const found: TArchivedFiling[] = [];
  for (const [i, form] of index.form.entries()) {
    const accessionNumber = index.accessionNumber[i] ?? '';
    const filingDate = index.filingDate[i] ?? '';
    if (!(ANNUAL_REPORT_FORMS as readonly string[]).includes(form)) continue;
    if (!/^\d{10}-\d{2}-\d{6}$/.test(accessionNumber)) continue;
    if (filedBy !== null && filingDate > filedBy) continue;
    const flag = flags?.[i];
    found.push({
      accessionNumber,
      form,
      filingDate,
      reportDate: index.reportDate[i] ?? '',
      primaryDocument: index.primaryDocument[i] || null,
      isInlineXbrl: flag === 1 || flag === true ? true : flag === 0 || flag === false ? false : null,
    });
  }
  return found.sort((a, b) => b.filingDate.localeCompare(a.filingDate));
}

/** A file name of a filing folder as EDGAR names documents: no path, no spaces. @public */
export function isArchiveDocumentName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name);
}

/** A document of the folder: its name and size in bytes (null when the listing gives none). @public */
export type TArchivedDocument = { name: string; size: number | null };

/**
 * The filing's inline-XBRL document in its folder listing: the submissions' `primaryDocument` when
 * the folder holds it; else the `.htm` document EDGAR extracted an XBRL instance from (`x.htm` next to
 * `x_htm.xml`, EDGAR's name for the instance of an inline filing). Null when neither is there (a
 * filing without inline XBRL).
 * @public
 */
export function inlineXbrlDocument(
  folder: TFilingFolderIndex,
  primaryDocument: string | null,
): TArchivedDocument | null {
  // Only names that can be asked for as they are: nothing outside the folder is ever requested.
  const items = folder.directory.item.filter((item) => isArchiveDocumentName(item.name));
  const byName = new Map(items.map((item) => [item.name, item]));
  const primary = primaryDocument ? byName.get(primaryDocument) : undefined;
  const withInstance = items.find(
    (item) => /\.html?$/i.test(item.name) && byName.has(`${item.name.replace(/\.html?$/i, '')}_htm.xml`),
  );
  const chosen = primary ?? withInstance;
  if (!chosen) return null;
  const size = Number(chosen.size);
  return { name: chosen.name, size: chosen.size !== '' && Number.isFinite(size) ? size : null };
}
