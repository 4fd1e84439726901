/**
 * PDF reader: pdfjs-dist (legacy build, which runs in Node without a worker thread) gives each
 * page's positioned text; `pdf-layout` rebuilds tables from it and `pdf-continuation` joins tables
 * that run over a page break. Pages without a text layer (that paint an image) are listed in
 * `pagesWithoutText` and, when `tesseract` and `pdftoppm` are installed, read by OCR (`ocr.ts`).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DocumentReadError, type TParsedDocument } from '../types.js';
import type { TReadLimits } from './limits.js';
import { ocrPages } from './ocr.js';
import { documentTables, type TPdfPage, type TPdfToken } from './pdf-layout.js';
import { checkPdfStreams } from './pdf-streams.js';

const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
// pdfjs runs its "worker" on the main thread when this global is set: no worker file to locate.
const WORKER = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
]);

/**
 * Reads the tables of a PDF, within the limits: its streams' decoded size (checked before pdfjs
 * opens it), its pages, and the text items of all its pages (the work of its text layer).
 * @throws DocumentReadError `password_protected`, `corrupt`, `no_text` when no page has text
 *   (a scanned PDF) and OCR is not installed or finds nothing, `too_many_pages` or
 *   `content_too_large`.
 * @internal
 */
export async function readPdf(
  bytes: Uint8Array,
  limits: TReadLimits,
  onPage?: (done: number, total: number) => void | Promise<void>,
): Promise<TParsedDocument> {
  const text = await readPdfText(bytes, limits, onPage);
  return {
    kind: 'pdf',
    pageCount: text.pages.length,
    tables: documentTables(text.pages),
    pagesWithoutText: text.pagesWithoutText,
    ...(text.ocrPages.length > 0 ? { ocrPages: text.ocrPages } : {}),
  };
}

/** A PDF's positioned words, page by page. @internal */
export type TPdfText = {
  pages: TPdfPage[];
  /** Pages without a text layer that paint an image (scans). */
  pagesWithoutText: number[];
  /** Those of them whose words OCR read. */
  ocrPages: number[];
  /** The title in the document's metadata, when it has one. */
  title: string | null;
};

/**
 * Reads the words of every page of a PDF, OCR-ing the scanned pages when OCR is installed, within
 * the limits (see {@link readPdf}); `onPage` is told of each page read and each page recognised.
 * @throws DocumentReadError as {@link readPdf}.
 * @internal
 */
export async function readPdfText(
  bytes: Uint8Array,
  limits: TReadLimits,
  onPage?: (done: number, total: number) => void | Promise<void>,
): Promise<TPdfText> {
  await checkPdfStreams(bytes, limits);
  const document = await openPdf(bytes, limits);
  try {
    checkPageCount(document.numPages, limits);
    const pages: TPdfPage[] = [];
    const pagesWithoutText: number[] = [];
    let textItems = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const { items, ...textPage } = await readPage(page, number);
      textItems += items;
      if (textItems > limits.maxPdfTextItems)
        throw new DocumentReadError(
          'content_too_large',
          `The PDF has more than ${limits.maxPdfTextItems} text items (page ${number}).`,
        );
      if (textPage.tokens.length === 0 && (await hasImages(page))) pagesWithoutText.push(number);
      pages.push(textPage);
      page.cleanup();
      await onPage?.(number, document.numPages);
    }
    const total = document.numPages + pagesWithoutText.length;
    const recognised = await ocrPages(
      bytes,
      pagesWithoutText.map((number) => pages[number - 1]!),
      async (done) => onPage?.(document.numPages + done, total),
    );
    for (const page of recognised) pages[page.number - 1] = page;
    if (pagesWithoutText.length > 0 && !pages.some((page) => page.tokens.length > 0)) {
      throw new DocumentReadError('no_text', 'The PDF has no text layer (a scan) and OCR found no text.');
    }
    const ocr = recognised.filter((page) => page.tokens.length > 0).map((page) => page.number);
    return { pages, pagesWithoutText, ocrPages: ocr, title: await metadataTitle(document) };
  } finally {
    await document.destroy();
  }
}

async function metadataTitle(document: PDFDocumentProxy): Promise<string | null> {
  try {
    const { info } = await document.getMetadata();
    const title = (info as { Title?: unknown } | null)?.Title;
    return typeof title === 'string' && title.trim() !== '' ? title.trim() : null;
  } catch {
    return null;
  }
}

/**
 * The number of pages of a PDF, from its cross-reference table and page tree only (no page's
 * content is parsed): milliseconds where reading the text takes seconds.
 * @throws DocumentReadError `password_protected`, `corrupt` when pdfjs cannot open it (a
 *   truncated file, a broken cross-reference table it cannot rebuild), or `too_many_pages`.
 * @internal
 */
export async function countPdfPages(bytes: Uint8Array, limits: TReadLimits): Promise<number> {
  const document = await openPdf(bytes, limits);
  try {
    checkPageCount(document.numPages, limits);
    return document.numPages;
  } finally {
    await document.destroy();
  }
}

function checkPageCount(pages: number, limits: TReadLimits): void {
  if (pages > limits.maxPdfPages)
    throw new DocumentReadError(
      'too_many_pages',
      `The PDF has ${pages} pages; at most ${limits.maxPdfPages} are read.`,
    );
}

/** Opens a PDF with pdfjs: its trailer, cross-reference table and catalog are read and checked. */
async function openPdf(bytes: Uint8Array, limits: TReadLimits): Promise<PDFDocumentProxy> {
  await import(WORKER);
  try {
    return await getDocument({
      // pdfjs takes ownership of the buffer it is given; the caller keeps theirs.
      data: new Uint8Array(bytes),
      cMapUrl: join(PDFJS_DIR, 'cmaps/'),
      cMapPacked: true,
      standardFontDataUrl: join(PDFJS_DIR, 'standard_fonts/'),
      isEvalSupported: false,
      // Larger images are left out of the page (and of the scanned-page check) rather than decoded.
      maxImageSize: limits.maxPdfImagePixels,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new DocumentReadError('password_protected', 'The PDF is protected with a password.');
    }
    throw new DocumentReadError('corrupt', `The PDF cannot be read: ${(error as Error).message}`);
  }
}

/** A page's words, and how many text items pdfjs gave for it (the work it took). */
async function readPage(page: PDFPageProxy, number: number): Promise<TPdfPage & { items: number }> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const tokens: TPdfToken[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const [a, b, c, d, e, f] = item.transform as number[];
    // Rotated text (margins, stamps) is not part of a table.
    if (Math.abs(b!) > 0.01 * Math.abs(a!)) continue;
    const [x, y] = viewport.convertToViewportPoint(e!, f!) as [number, number];
    const height = item.height || Math.hypot(c!, d!);
    tokens.push(...splitWords(item.str, x, y, item.width, height, item.fontName));
  }
  return { number, width: viewport.width, height: viewport.height, tokens, items: content.items.length };
}

/** One token per word, placed by its share of the item's characters (items carry one width). */
function splitWords(text: string, x: number, y: number, width: number, height: number, font: string): TPdfToken[] {
  const tokens: TPdfToken[] = [];
  const perChar = width / Math.max(text.length, 1);
  for (const match of text.matchAll(/\S+/g)) {
    tokens.push({ x: x + match.index * perChar, y, width: match[0].length * perChar, height, text: match[0], font });
  }
  return tokens;
}

async function hasImages(page: PDFPageProxy): Promise<boolean> {
  const operators = await page.getOperatorList();
  return operators.fnArray.some((fn) => IMAGE_OPS.has(fn));
}
