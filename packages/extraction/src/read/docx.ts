/**
 * DOCX reader: mammoth turns the document into HTML (tables stay tables, Word headings become
 * `<h1>`…), then the HTML reader takes over. Images are dropped (kept as `<img>` with their alt
 * text, no data), not inlined as data URIs.
 */
import mammoth from 'mammoth';
import type { TParsedDocument } from '../types.js';
import { readHtmlTables } from './html.js';

const dropImages = mammoth.images.imgElement(async () => ({ src: '' }));

/**
 * Reads every table of a DOCX document.
 * @throws Error when mammoth cannot read the file (the caller reports it as corrupt).
 * @internal
 */
export async function readDocx(bytes: Uint8Array): Promise<TParsedDocument> {
  return { kind: 'docx', pageCount: 1, tables: readHtmlTables(await docxToHtml(bytes)), pagesWithoutText: [] };
}

/** The class of the `<hr>` that {@link docxToHtml} puts where Word breaks the page. @internal */
export const DOCX_PAGE_BREAK_CLASS = 'page-break';

/**
 * A DOCX document as HTML (mammoth); with `markPageBreaks`, each page break Word stores becomes an
 * `<hr class="page-break">`.
 * @throws Error when mammoth cannot read the file.
 * @internal
 */
export async function docxToHtml(bytes: Uint8Array, options: { markPageBreaks?: boolean } = {}): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const styleMap = options.markPageBreaks ? [`br[type='page'] => hr.${DOCX_PAGE_BREAK_CLASS}:fresh`] : [];
  const { value } = await mammoth.convertToHtml({ buffer }, { convertImage: dropImages, styleMap });
  return value;
}
