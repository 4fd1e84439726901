/**
 * The text of a real document of the shared data set, page by page, read in place (never copied
 * into the repository): what the evaluation's evidence strings are checked against.
 *
 * A plain reading — every text node of the HTML, every text item of each PDF page — rather than
 * `@app/extraction`'s page reader, so that the set is checked against the documents themselves and
 * not against the reader whose output the evaluation measures.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Parser } from 'htmlparser2';

/** `<repo>/../shared/data/documents/`. */
export const DOCUMENTS = fileURLToPath(new URL('../../../../../shared/data/documents/', import.meta.url));

const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
// pdfjs runs its "worker" on the main thread once this module is loaded: no worker file to locate.
const PDFJS_WORKER = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
const SKIPPED = new Set(['head', 'script', 'style', 'title', 'ix:header']);
const BLOCK = new Set('br div h1 h2 h3 h4 h5 h6 li p section table td th tr'.split(' '));

/** The pages' text of a document under {@link DOCUMENTS} (an HTML file is one page). */
export async function readDocumentText(path: string): Promise<string[]> {
  const bytes = readFileSync(join(DOCUMENTS, path));
  return path.endsWith('.pdf') ? readPdfText(new Uint8Array(bytes)) : [readHtmlText(bytes.toString('utf8'))];
}

function readHtmlText(html: string): string {
  const parts: string[] = [];
  // Names of the open elements that hide their content (skipped tags, `display:none`), innermost last.
  const hidden: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      const isHidden = SKIPPED.has(name) || /display:\s*none/i.test(attributes.style ?? '');
      if (isHidden || hidden.length > 0) hidden.push(name);
      if (BLOCK.has(name)) parts.push('\n');
    },
    onclosetag(name) {
      if (hidden.length > 0 && hidden.at(-1) === name) hidden.pop();
      if (BLOCK.has(name)) parts.push('\n');
    },
    ontext(text) {
      if (hidden.length === 0) parts.push(text);
    },
  });
  parser.write(html);
  parser.end();
  return parts.join('');
}

async function readPdfText(bytes: Uint8Array): Promise<string[]> {
  await import(PDFJS_WORKER);
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: bytes,
    cMapUrl: join(PDFJS_DIR, 'cmaps/'),
    cMapPacked: true,
    standardFontDataUrl: join(PDFJS_DIR, 'standard_fonts/'),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
