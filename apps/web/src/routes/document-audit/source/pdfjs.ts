import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js set up for the browser. This module and pdf.js itself are a chunk of their own, loaded
 * only when a PDF's page is shown. The worker is a separate file (Vite `?url`); the packed CJK
 * character maps, the standard fonts and the image decoders ship as files of the build, each
 * fetched only when a page needs it.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

const ASSET_URLS: Record<string, string> = {
  ...import.meta.glob('../../../../../../node_modules/pdfjs-dist/cmaps/*.bcmap', {
    query: '?url',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob('../../../../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', {
    query: '?url',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob('../../../../../../node_modules/pdfjs-dist/wasm/*.wasm', {
    query: '?url',
    import: 'default',
    eager: true,
  }),
};

/** A file of pdf.js's data folders (`cmaps/UniGB-UCS2-H.bcmap`) by its folder and name. */
function assetUrl(folder: string, fileName: string): string | undefined {
  const suffix = `/pdfjs-dist/${folder}/${fileName}`;
  const key = Object.keys(ASSET_URLS).find((path) => path.endsWith(suffix));
  return key ? ASSET_URLS[key] : undefined;
}

const FOLDERS = { cMapUrl: 'cmaps', standardFontDataUrl: 'standard_fonts', wasmUrl: 'wasm' } as const;

/**
 * pdf.js asks its `BinaryDataFactory` for a data file by kind and name; the build has renamed
 * every file (content hashes), so names are looked up instead of joined to a base URL.
 */
class BundledDataFactory {
  async fetch({ kind, filename }: { kind: keyof typeof FOLDERS; filename: string }): Promise<Uint8Array> {
    const url = assetUrl(FOLDERS[kind], filename);
    if (!url) throw new Error(`pdf.js data file not bundled: ${kind} ${filename}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`pdf.js data file ${url}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

/** Opens a PDF from its bytes (copied: pdf.js hands its buffer to the worker). */
export function openPdf(bytes: Uint8Array): { promise: Promise<PDFDocumentProxy>; destroy: () => Promise<void> } {
  const task = getDocument({
    data: bytes.slice(),
    // Any non-empty value: the factory below resolves names itself.
    cMapUrl: 'bundled/',
    cMapPacked: true,
    standardFontDataUrl: 'bundled/',
    wasmUrl: 'bundled/',
    useWorkerFetch: false,
    BinaryDataFactory: BundledDataFactory,
    isEvalSupported: false,
  });
  return { promise: task.promise, destroy: () => task.destroy() };
}

export type { PDFDocumentProxy };
