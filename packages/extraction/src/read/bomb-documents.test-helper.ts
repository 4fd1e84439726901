/**
 * Hostile documents, made at test time (never committed): ZIP containers whose parts inflate to
 * far more than they weigh, PDFs with thousands of pages or a stream that decodes to hundreds of
 * megabytes.
 */
import { constants, crc32, createDeflate, createDeflateRaw, deflateRawSync, deflateSync } from 'node:zlib';

const MB = 1024 * 1024;

/** One part of a ZIP: stored as given, or deflated with its real size and CRC. */
type TZipPart = { name: string; packed: Uint8Array; size: number; crc: number; method: 0 | 8; declaredSize?: number };

/** A part deflated from text. */
export function deflatedPart(name: string, text: string): TZipPart {
  const data = new TextEncoder().encode(text);
  return { name, packed: deflateRawSync(data), size: data.length, crc: crc32(data), method: 8 };
}

/**
 * A part of `size` bytes: `head`, then `fill` repeated, then `tail`, deflated as a stream (the
 * unpacked bytes never exist at once). `declaredSize` makes the directory lie about it.
 */
export async function hugePart(
  name: string,
  options: {
    size: number;
    head?: string;
    fill?: string;
    tail?: string;
    format?: 'raw' | 'zlib';
    declaredSize?: number;
  },
): Promise<TZipPart> {
  const encode = (text: string) => new TextEncoder().encode(text);
  const head = encode(options.head ?? '');
  const tail = encode(options.tail ?? '');
  const unit = encode(options.fill ?? ' ');
  const block = new Uint8Array(MB - (MB % unit.length));
  for (let at = 0; at < block.length; at += unit.length) block.set(unit, at);
  const deflater = (options.format === 'zlib' ? createDeflate : createDeflateRaw)({
    level: constants.Z_BEST_COMPRESSION,
    memLevel: 9,
  });
  const chunks: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflater.on('end', resolve).on('error', reject));
  let crc = crc32(head);
  deflater.write(head);
  let left = options.size - head.length - tail.length;
  while (left > 0) {
    const piece = block.subarray(0, Math.min(left, block.length));
    crc = crc32(piece, crc);
    left -= piece.length;
    if (!deflater.write(piece)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  crc = crc32(tail, crc);
  deflater.end(tail);
  await done;
  return {
    name,
    packed: new Uint8Array(Buffer.concat(chunks)),
    size: options.size,
    crc,
    method: 8,
    ...(options.declaredSize !== undefined && { declaredSize: options.declaredSize }),
  };
}

/** A ZIP file of the parts: local headers and data, the central directory, its end record. */
export function zipOf(parts: TZipPart[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = new TextEncoder().encode(part.name);
    const size = part.declaredSize ?? part.size;
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(8, part.method, true);
    local.setUint32(14, part.crc, true);
    local.setUint32(18, part.packed.length, true);
    local.setUint32(22, size, true);
    local.setUint16(26, name.length, true);
    locals.push(new Uint8Array(local.buffer), name, part.packed);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(10, part.method, true);
    central.setUint32(16, part.crc, true);
    central.setUint32(20, part.packed.length, true);
    central.setUint32(24, size, true);
    central.setUint16(28, name.length, true);
    central.setUint32(42, offset, true);
    centrals.push(new Uint8Array(central.buffer), name);
    offset += 30 + name.length + part.packed.length;
  }
  const directorySize = centrals.reduce((sum, piece) => sum + piece.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, parts.length, true);
  end.setUint16(10, parts.length, true);
  end.setUint32(12, directorySize, true);
  end.setUint32(16, offset, true);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, new Uint8Array(end.buffer)]));
}

const WORD_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/**
 * A Word document whose `word/document.xml` unpacks to `size` bytes (300 MB by default: the
 * review's 0.9 MB DOCX); `declaredSize` makes the directory say less.
 */
export async function inflatingDocx(options: { size?: number; declaredSize?: number } = {}): Promise<Uint8Array> {
  const body = await hugePart('word/document.xml', {
    size: options.size ?? 300 * MB,
    head: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${WORD_NS}"><w:body>`,
    fill: '<w:p><w:r><w:t>0</w:t></w:r></w:p>',
    tail: '</w:body></w:document>',
    ...(options.declaredSize !== undefined && { declaredSize: options.declaredSize }),
  });
  return zipOf([
    deflatedPart(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    deflatedPart(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    body,
  ]);
}

/** A workbook whose one sheet unpacks to `size` bytes. */
export async function inflatingXlsx(size: number): Promise<Uint8Array> {
  const sheet = await hugePart('xl/worksheets/sheet1.xml', {
    size,
    head: '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    fill: '<row><c t="n"><v>0</v></c></row>',
    tail: '</sheetData></worksheet>',
  });
  return zipOf([
    deflatedPart('[Content_Types].xml', '<Types/>'),
    deflatedPart('xl/workbook.xml', '<workbook/>'),
    sheet,
  ]);
}

/** A PDF of the given objects (1 is the catalog), with its cross-reference table. */
export function pdfOf(objects: (string | Uint8Array)[]): Uint8Array {
  const pieces: Uint8Array[] = [];
  let length = 0;
  const push = (piece: string | Uint8Array) => {
    const bytes = typeof piece === 'string' ? new TextEncoder().encode(piece) : piece;
    pieces.push(bytes);
    length += bytes.length;
  };
  push('%PDF-1.7\n');
  const offsets = objects.map((object, index) => {
    const offset = length;
    push(`${index + 1} 0 obj\n`);
    push(object);
    push('\nendobj\n');
    return offset;
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(pieces));
}

/** A PDF of `pages` blank pages (the review's 2,000-page file). */
export function blankPdf(pages: number): Uint8Array {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`).join(' ');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'),
  ]);
}

/**
 * A one-page PDF whose content stream decodes to `size` bytes of blank text-drawing operators,
 * deflated `stages` times (`[/FlateDecode /FlateDecode]` for two).
 */
export async function inflatingPdf(size: number, stages: 1 | 2 = 1): Promise<Uint8Array> {
  const part = await hugePart('content', { size, fill: 'BT ET\n', format: 'zlib' });
  const packed = stages === 2 ? new Uint8Array(deflateSync(part.packed)) : part.packed;
  const filter = stages === 2 ? '[/FlateDecode /FlateDecode]' : '/FlateDecode';
  const stream = new Uint8Array(
    Buffer.concat([
      Buffer.from(`<< /Length ${packed.length} /Filter ${filter} >>\nstream\n`),
      packed,
      Buffer.from('\nendstream'),
    ]),
  );
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    stream,
  ]);
}
