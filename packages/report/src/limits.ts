/**
 * What one report may hold. Reports arrive from a model and, later, from users' edits, so every size
 * is bounded before the document is built; images are counted in decoded bytes because base64 data
 * URLs are a third larger than what lands in the .docx.
 */
export interface ReportLimits {
  /**
   * Characters of Markdown, images' base64 data left out (the image limits bound those): half a million
   * characters, some 80,000 words, convert in about two seconds.
   */
  markdownCharacters: number;
  tables: number;
  /** Rows of one table, header row included. */
  tableRows: number;
  /** Columns of one table. */
  tableColumns: number;
  images: number;
  /** Decoded bytes of one embedded image. */
  imageBytes: number;
  /** Decoded bytes of all embedded images together. */
  totalImageBytes: number;
  /** Footnote references (each one becomes its own Word footnote). */
  citations: number;
  /** Lists and block quotes inside one another; Word numbers nine list levels. */
  nestingDepth: number;
}

export const REPORT_LIMITS: Readonly<ReportLimits> = Object.freeze({
  markdownCharacters: 500_000,
  tables: 200,
  tableRows: 2_000,
  tableColumns: 30,
  images: 50,
  imageBytes: 5 * 1024 * 1024,
  totalImageBytes: 20 * 1024 * 1024,
  citations: 2_000,
  nestingDepth: 9,
});

export type ReportLimitName = keyof ReportLimits;

/** A report over one of its limits; `limit` names it so callers can map it to a catalogue message. */
export class ReportLimitError extends Error {
  readonly code = 'REPORT_LIMIT_EXCEEDED';
  constructor(
    readonly limit: ReportLimitName,
    readonly max: number,
    readonly actual: number,
  ) {
    super(`report over its ${limit} limit: ${actual} > ${max}`);
    this.name = 'ReportLimitError';
  }
}

export function checkLimit(limits: ReportLimits, limit: ReportLimitName, actual: number): void {
  if (actual > limits[limit]) throw new ReportLimitError(limit, limits[limit], actual);
}
