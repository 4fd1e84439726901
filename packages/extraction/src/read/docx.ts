/**
 * DOCX reader: mammoth turns the document into HTML (tables stay tables, Word headings become
 * `<h1>`…), then the HTML reader takes over. Images are dropped, not inlined as data URIs.
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
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { value: html } = await mammoth.convertToHtml({ buffer }, { convertImage: dropImages });
  return { kind: 'docx', pageCount: 1, tables: readHtmlTables(html), pagesWithoutText: [] };
}
