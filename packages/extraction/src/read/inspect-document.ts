/**
 * The quick look at an upload: its type and the failures that are cheap to tell, without reading
 * its tables (that is `readDocument`, seconds for a long PDF).
 */
import type { TDocumentKind } from '../types.js';
import { detectDocument } from './detect.js';
import { readLimits, type TReadLimits } from './limits.js';
import { countPdfPages } from './pdf.js';

/** What a quick look tells of a document. @public */
export type TDocumentInspection = {
  kind: TDocumentKind;
  /** Pages (PDF), worksheets (XLSX) or 1 (HTML, DOCX, CSV); null for a legacy XLS, whose sheets only a read counts. */
  pageCount: number | null;
};

/**
 * Tells a document's type from its bytes, as `readDocument` does, and refuses what is cheap to
 * refuse: anything that is not a supported document, an encrypted Office file (OLE2 with an
 * `EncryptedPackage`), a ZIP or compound file whose directory cannot be read, a PDF that
 * pdfjs cannot open (a truncated file: its cross-reference table is gone) or that needs a
 * password, and a PDF over the page limit (`READ_LIMITS.maxPdfPages`). Tens of milliseconds for a 100-page PDF. What only a read finds is left to
 * `readDocument`: a workbook or Word file whose parts are broken, a legacy XLS with a password to
 * open, a PDF whose pages are all scans.
 *
 * @param bytes - the file's bytes; not modified
 * @returns the kind and, where cheap, the number of pages (it may differ from the read's for
 *   unusual workbooks; the read's count is the one to keep)
 * @param options - `limits` replaces some of the product's limits (tests lower them)
 * @throws DocumentReadError `unsupported_type`, `corrupt`, `password_protected` or `too_many_pages`
 * @example
 * const { kind, pageCount } = await inspectDocument(bytes); // { kind: 'pdf', pageCount: 104 }
 * @public
 */
export async function inspectDocument(
  bytes: Uint8Array,
  options: { limits?: Partial<TReadLimits> } = {},
): Promise<TDocumentInspection> {
  const detected = await detectDocument(bytes);
  switch (detected.kind) {
    case 'pdf':
      return { kind: 'pdf', pageCount: await countPdfPages(bytes, readLimits(options.limits)) };
    case 'xlsx':
      return { kind: 'xlsx', pageCount: detected.sheetCount };
    case 'xls':
      return { kind: 'xls', pageCount: null };
    case 'docx':
    case 'html':
    case 'csv':
      return { kind: detected.kind, pageCount: 1 };
  }
}
