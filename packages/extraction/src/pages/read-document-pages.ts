/**
 * The entry point of the page reader: detect the type from the bytes as `readDocument` does, with
 * its limits, then read the document as pages of blocks in reading order.
 */
import { csvRows } from '../read/csv.js';
import { detectAnyDocument, type TDetected, type TDetectedText } from '../read/detect.js';
import { DOCX_PAGE_BREAK_CLASS, docxToHtml } from '../read/docx.js';
import { readLimits, type TReadLimits } from '../read/limits.js';
import { readPdfText } from '../read/pdf.js';
import { readXlsSheets } from '../read/xls.js';
import { readXlsxSheets } from '../read/xlsx.js';
import { checkZipLimits } from '../read/zip-limits.js';
import { DocumentReadError } from '../types.js';
import { addHtmlPages } from './html-pages.js';
import { addMarkdownPages, isMarkdown } from './markdown-pages.js';
import { createPagesBuilder, type TPagesBuilder } from './pages-builder.js';
import { addPdfPages } from './pdf-pages.js';
import { addSheetPages } from './sheet-pages.js';
import { addTextPages } from './text-pages.js';
import type { TDocumentPage, TDocumentPages, TPageBlock, TPageDocumentKind } from './types.js';

/** Options of {@link readDocumentPages}. @public */
export type TReadPagesOptions = {
  /**
   * Called after each PDF page is read and after each page OCR recognises (`done` of `total` page
   * steps; `total` grows by the scanned pages once they are known), as `readDocument` does.
   */
  onPage?: (done: number, total: number) => void | Promise<void>;
  /** Replaces some of the product's limits (`READ_LIMITS`); tests lower them. */
  limits?: Partial<TReadLimits>;
};

/**
 * Reads a document as pages of headings, paragraphs, tables and images, in reading order: what a
 * knowledge base chunks. The type is detected from the content, never from the file name: PDF,
 * XLSX, XLS, DOCX, HTML (including SEC inline-XBRL 10-K `.htm`), CSV, Markdown and plain text
 * (UTF-8 with or without BOM, UTF-16 with BOM, GB18030/GBK).
 *
 * Pages are the PDF's pages, a workbook's sheets, the pages an HTML or Word file prints (split at
 * its page breaks: a 10-K's pages as it numbers them), and the form-feed-separated pages of a
 * text file.
 *
 * @param bytes - The file's bytes; not modified.
 * @throws DocumentReadError with the reasons of `readDocument` (`unsupported_type`, `corrupt`,
 *   `password_protected`, `no_text`, `too_many_pages`, `content_too_large`); `content_too_large`
 *   also for a document holding more than `READ_LIMITS.maxTextChars` characters or
 *   `maxPageBlocks` blocks (a text file longer than that is refused before it is split).
 * @example
 * ```ts
 * const doc = await readDocumentPages(new Uint8Array(await readFile('nke-10-k.pdf')));
 * const income = doc.pages.flatMap((p) => p.blocks).find((b) => b.type === 'table' && b.title === 'CONSOLIDATED STATEMENTS OF INCOME');
 * ```
 * @public
 */
export async function readDocumentPages(bytes: Uint8Array, options: TReadPagesOptions = {}): Promise<TDocumentPages> {
  const detected = await detectAnyDocument(bytes);
  const limits = readLimits(options.limits);
  const builder = createPagesBuilder(limits);
  if (detected.kind === 'xlsx' || detected.kind === 'docx') await checkZipLimits(bytes, limits);
  // HTML is markup: only the text it holds counts (in the builder).
  if ((detected.kind === 'text' || detected.kind === 'csv') && detected.text.length > limits.maxTextChars) {
    throw new DocumentReadError(
      'content_too_large',
      `The text has ${detected.text.length} characters; at most ${limits.maxTextChars} are read.`,
    );
  }
  try {
    const kind = detected.kind === 'text' ? (isMarkdown(detected.text) ? 'markdown' : 'text') : detected.kind;
    const { title, ocrPages = [] } = await readInto(detected, kind, bytes, limits, builder, options.onPage);
    const pages = builder.pages();
    return { kind, title: title ?? firstHeading(pages), pages, ocrPages };
  } catch (error) {
    if (error instanceof DocumentReadError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new DocumentReadError('corrupt', `The ${detected.kind.toUpperCase()} file cannot be read: ${message}`);
  }
}

async function readInto(
  detected: TDetected | TDetectedText,
  kind: TPageDocumentKind,
  bytes: Uint8Array,
  limits: TReadLimits,
  builder: TPagesBuilder,
  onPage: TReadPagesOptions['onPage'],
): Promise<{ title: string | null; ocrPages?: number[] }> {
  switch (detected.kind) {
    case 'pdf': {
      const text = await readPdfText(bytes, limits, onPage);
      addPdfPages(text, builder);
      return { title: text.title, ocrPages: text.ocrPages };
    }
    case 'xlsx':
      addSheetPages(await readXlsxSheets(bytes), builder);
      return { title: null };
    case 'xls':
      addSheetPages(readXlsSheets(bytes), builder);
      return { title: null };
    case 'csv':
      addSheetPages([{ name: null, rows: csvRows(detected.text, detected.delimiter) }], builder);
      return { title: null };
    case 'docx':
      return { title: addHtmlPages(await docxToHtml(bytes, { markPageBreaks: true }), builder, DOCX_PAGE_BREAK_CLASS) };
    case 'html':
      return { title: addHtmlPages(detected.text, builder) };
    case 'text':
      if (kind === 'markdown') addMarkdownPages(detected.text, builder);
      else addTextPages(detected.text, builder);
      return { title: null };
  }
}

function firstHeading(pages: TDocumentPage[]): string | null {
  for (const page of pages) {
    const heading = page.blocks.find(
      (block): block is Extract<TPageBlock, { type: 'heading' }> => block.type === 'heading',
    );
    if (heading) return heading.text;
  }
  return null;
}
