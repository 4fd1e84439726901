/** A PDF that is only a picture of a page (as a scanner makes it), for the OCR tests. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Renders one page of a PDF to JPEG with `pdftoppm` and wraps the picture in a PDF of the same size. */
export function scanOf(pdfPath: string, page: number, dpi = 200): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'scan-'));
  try {
    const base = join(dir, 'page');
    const n = String(page);
    execFileSync('pdftoppm', ['-r', String(dpi), '-f', n, '-l', n, '-jpeg', '-singlefile', pdfPath, base]);
    const jpeg = new Uint8Array(readFileSync(`${base}.jpg`));
    const { width, height } = jpegSize(jpeg);
    return imagePdf(jpeg, width, height, (width * 72) / dpi, (height * 72) / dpi);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function jpegSize(jpeg: Uint8Array): { width: number; height: number } {
  let at = 2;
  while (at < jpeg.length) {
    const marker = jpeg[at + 1]!;
    const length = (jpeg[at + 2]! << 8) | jpeg[at + 3]!;
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: (jpeg[at + 5]! << 8) | jpeg[at + 6]!, width: (jpeg[at + 7]! << 8) | jpeg[at + 8]! };
    }
    at += 2 + length;
  }
  throw new Error('no JPEG frame header');
}

function imagePdf(jpeg: Uint8Array, pxWidth: number, pxHeight: number, width: number, height: number): Uint8Array {
  const encoder = new TextEncoder();
  const content = `q ${width.toFixed(2)} 0 0 ${height.toFixed(2)} 0 0 cm /Im0 Do Q`;
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: Uint8Array | string) => {
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (body: (string | Uint8Array)[]) => {
    offsets.push(length);
    push(`${offsets.length} 0 obj\n`);
    for (const piece of body) push(piece);
    push('\nendobj\n');
  };
  push('%PDF-1.4\n');
  object(['<< /Type /Catalog /Pages 2 0 R >>']);
  object(['<< /Type /Pages /Kids [3 0 R] /Count 1 >>']);
  object([
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width.toFixed(2)} ${height.toFixed(2)}] `,
    '/Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>',
  ]);
  object([
    `<< /Type /XObject /Subtype /Image /Width ${pxWidth} /Height ${pxHeight} /ColorSpace /DeviceRGB `,
    `/BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
    jpeg,
    '\nendstream',
  ]);
  object([`<< /Length ${content.length} >>\nstream\n${content}\nendstream`]);
  const xref = length;
  push(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
