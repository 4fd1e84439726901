/**
 * A document read as pages of text and tables, in reading order: what a knowledge base chunks.
 * (`TParsedDocument` keeps the tables only, for statement extraction.)
 */

/** The file types a knowledge base reads: the extraction readers' types, plus plain text and Markdown. @public */
export const PAGE_DOCUMENT_KINDS = ['pdf', 'xlsx', 'xls', 'csv', 'docx', 'html', 'text', 'markdown'] as const;
/** @public */
export type TPageDocumentKind = (typeof PAGE_DOCUMENT_KINDS)[number];

/** One block of a page, in reading order. @public */
export type TPageBlock =
  /** A heading; `level` 1 is the largest (an HTML `h1`, a Markdown `#`, a PDF line in a large or bold font). */
  | { type: 'heading'; text: string; level: number }
  /** A paragraph (or list item): its lines joined with spaces, hyphenation undone where certain. */
  | { type: 'paragraph'; text: string }
  /**
   * A table as printed: rows of cell texts, the header row(s) first (`headerRows` of them, 0 when
   * none is known). `title` is the nearest heading or caption above it, when there is one.
   */
  | { type: 'table'; rows: string[][]; headerRows: number; title: string | null }
  /** An image with no text layer (a figure, a scanned page that OCR did not read); `alt` when the file gives one. */
  | { type: 'image'; alt: string | null };

/** One page: a PDF page, a sheet, or a page of an HTML/DOCX file (split where it prints a page break). @public */
export type TDocumentPage = {
  /** 1-based. */
  number: number;
  blocks: TPageBlock[];
};

/** A document as pages of blocks. @public */
export type TDocumentPages = {
  kind: TPageDocumentKind;
  /** The document's title when it states one (HTML `<title>`, PDF metadata, the first heading). */
  title: string | null;
  pages: TDocumentPage[];
  /** PDF pages that OCR read (their text may hold recognition errors). */
  ocrPages: number[];
};
