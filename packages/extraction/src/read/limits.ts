/**
 * How much a read may unpack and do. An upload is at most 10 MB, but compression lets a few
 * hundred kilobytes stand for gigabytes (a DOCX of 0.9 MB whose `word/document.xml` inflates to
 * 300 MB), and a PDF may ask for thousands of pages or millions of text items: past these limits a
 * read stops with `content_too_large` or `too_many_pages` before the parsers spend the memory.
 */

/** The limits of one read. @public */
export type TReadLimits = {
  /** Bytes the parts of a ZIP container (XLSX, DOCX) may unpack to, together. */
  maxUnpackedBytes: number;
  /** Parts of a ZIP container. */
  maxZipEntries: number;
  /** Unpacked over packed size of one ZIP part, checked for parts larger than `ratioCheckedFromBytes`. */
  maxZipRatio: number;
  /** Small parts (styles, relationships) may compress very well without holding much. */
  ratioCheckedFromBytes: number;
  /** Pages of a PDF. */
  maxPdfPages: number;
  /** Bytes a PDF's compressed streams may decode to, together (each stage of a filter chain counted). */
  maxPdfStreamBytes: number;
  /** Text items pdfjs may give over all the pages of a PDF (the work its text layer takes). */
  maxPdfTextItems: number;
  /** Pixels of one image in a PDF; pdfjs leaves larger ones out (a scan at 300 dpi is ~9 million). */
  maxPdfImagePixels: number;
  /**
   * Characters of text a document read as pages may hold (its blocks' text and table cells
   * together), and a plain-text, Markdown or CSV file read as pages may be.
   */
  maxTextChars: number;
  /** Blocks (headings, paragraphs, tables, images) a document read as pages may hold. */
  maxPageBlocks: number;
};

/**
 * The product's limits. The real documents we test are far below them: a 42-sheet SEC workbook
 * unpacks to 0.24 MB (at most 16:1 a part), a 10-K PDF's streams decode to 4–16 MB and its
 * 100–200 pages give ~0.1–0.3 million text items. 500 pages covers the longest annual reports.
 * A 10-K read as pages holds 0.2–0.6 million characters in 700–1,600 blocks (HTML or PDF alike).
 * @public
 */
export const READ_LIMITS: TReadLimits = {
  maxUnpackedBytes: 256 * 1024 * 1024,
  maxZipEntries: 10_000,
  maxZipRatio: 100,
  ratioCheckedFromBytes: 1024 * 1024,
  maxPdfPages: 500,
  maxPdfStreamBytes: 512 * 1024 * 1024,
  maxPdfTextItems: 2_000_000,
  maxPdfImagePixels: 100_000_000,
  maxTextChars: 2_000_000,
  maxPageBlocks: 100_000,
};

/** The product's limits with some replaced (tests lower them). @internal */
export function readLimits(overrides: Partial<TReadLimits> | undefined): TReadLimits {
  return { ...READ_LIMITS, ...overrides };
}
