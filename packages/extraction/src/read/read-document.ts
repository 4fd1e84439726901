/**
 * The entry point of the readers: detect the type from the bytes, then read the document's tables.
 */
import { DocumentReadError, type TParsedDocument } from '../types.js';
import { readCsv } from './csv.js';
import { detectDocument } from './detect.js';
import { readDocx } from './docx.js';
import { readHtml } from './html.js';
import { readLimits, type TReadLimits } from './limits.js';
import { readPdf } from './pdf.js';
import { readXls } from './xls.js';
import { readXlsx } from './xlsx.js';
import { checkZipLimits } from './zip-limits.js';

/** Options of {@link readDocument}. @public */
export type TReadOptions = {
  /**
   * Called after each PDF page is read and after each page OCR recognises (`done` of `total` page
   * steps; `total` grows by the scanned pages once they are known): reading scans takes seconds a
   * page, and a caller may need to show it is alive.
   */
  onPage?: (done: number, total: number) => void | Promise<void>;
  /** Replaces some of the product's limits (`READ_LIMITS`); tests lower them. */
  limits?: Partial<TReadLimits>;
};

/**
 * Reads an uploaded financial document into tables. The type is detected from the content, never
 * from the file name: PDF, XLSX, XLS, DOCX, HTML (including SEC inline-XBRL 10-K/10-Q `.htm`) and
 * CSV (`,` `;` or tab; UTF-8 with or without BOM, UTF-16 with BOM, GB18030/GBK).
 *
 * @param bytes - The file's bytes; not modified.
 * @returns The document's tables in reading order, with the text lines above each as context.
 * @throws DocumentReadError with reason `unsupported_type` (any other file), `corrupt` (a file of a
 *   supported type that cannot be parsed), `password_protected` (an encrypted PDF or Office file),
 *   `no_text` (a PDF that is all scans, when OCR is unavailable or finds nothing), `too_many_pages`
 *   (a PDF over the page limit) or `content_too_large` (a workbook or Word file whose parts unpack,
 *   or a PDF whose streams decode, to more than the limits; a PDF with too much text), each found
 *   before the parser spends the memory.
 * @example
 * ```ts
 * const doc = await readDocument(new Uint8Array(await readFile('aapl-10-k.htm')));
 * const sales = doc.tables.find((t) => t.rows.some((r) => r[0] === 'Total net sales'));
 * ```
 * @public
 */
export async function readDocument(bytes: Uint8Array, options: TReadOptions = {}): Promise<TParsedDocument> {
  const detected = await detectDocument(bytes);
  const limits = readLimits(options.limits);
  if (detected.kind === 'xlsx' || detected.kind === 'docx') await checkZipLimits(bytes, limits);
  try {
    switch (detected.kind) {
      case 'pdf':
        return await readPdf(bytes, limits, options.onPage);
      case 'xlsx':
        return await readXlsx(bytes);
      case 'docx':
        return await readDocx(bytes);
      case 'xls':
        return readXls(bytes);
      case 'html':
        return readHtml(detected.text);
      case 'csv':
        return readCsv(detected.text, detected.delimiter);
    }
  } catch (error) {
    if (error instanceof DocumentReadError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new DocumentReadError('corrupt', `The ${detected.kind.toUpperCase()} file cannot be read: ${message}`);
  }
}
