/**
 * Decompression limits of ZIP containers (XLSX, DOCX), checked before exceljs or mammoth inflate
 * anything: the sizes the central directory declares (parts, total, ratio of each part), then the
 * real ones, each part inflated by a counting inflater that stops past what the part declared,
 * since a declared size can lie. The parts are the ones JSZip reads (both parsers use it): every
 * central-directory entry, its data found through its local header, its packed size from the
 * directory.
 */
import { DocumentReadError } from '../types.js';
import { countInflated } from './inflate-count.js';
import type { TReadLimits } from './limits.js';

/** One part as the central directory declares it. @internal */
export type TZipEntry = {
  name: string;
  /** 0 stored, 8 deflated (the two JSZip reads). */
  method: number;
  packedSize: number;
  unpackedSize: number;
  localHeaderOffset: number;
};

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;
const MB = 1024 * 1024;

const corrupt = (what: string) => new DocumentReadError('corrupt', `The ZIP container cannot be read: ${what}.`);
const tooLarge = (what: string) =>
  new DocumentReadError('content_too_large', `The ZIP container unpacks to too much data: ${what}.`);

/**
 * Refuses a ZIP container that unpacks to more than the limits allow.
 * @throws DocumentReadError `content_too_large` (too many parts, too many bytes in all, a part
 *   packed more tightly than documents are) or `corrupt` (a directory that cannot be read, a part
 *   that unpacks to more than it declares)
 * @internal
 */
export async function checkZipLimits(bytes: Uint8Array, limits: TReadLimits): Promise<void> {
  const entries = listZipEntries(bytes);
  if (entries.length > limits.maxZipEntries) throw tooLarge(`${entries.length} parts`);
  let declared = 0;
  for (const entry of entries) {
    declared += entry.unpackedSize;
    const isDense = entry.unpackedSize > limits.ratioCheckedFromBytes;
    if (isDense && entry.unpackedSize > Math.max(entry.packedSize, 1) * limits.maxZipRatio)
      throw tooLarge(`${entry.name} unpacks ${entry.packedSize} bytes to ${entry.unpackedSize}`);
  }
  if (declared > limits.maxUnpackedBytes) throw tooLarge(`${Math.round(declared / MB)} MB declared`);
  // What was declared passed: now inflate each part, stopping at what it declared.
  for (const entry of entries) {
    if (entry.method !== 8) continue;
    const size = await countInflated(partData(bytes, entry), { format: 'raw', limit: entry.unpackedSize });
    if (size > entry.unpackedSize) throw corrupt(`${entry.name} unpacks to more than its declared size`);
  }
}

/**
 * The central directory's entries (ZIP64 sizes and offsets included).
 * @throws DocumentReadError `corrupt` when the directory cannot be found or read
 * @internal
 */
export function listZipEntries(bytes: Uint8Array): TZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, true) : fail(at));
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : fail(at));
  const u64 = (at: number) => (at + 8 <= bytes.length ? Number(view.getBigUint64(at, true)) : fail(at));

  const eocd = findEndOfDirectory(bytes, view);
  let count = u16(eocd + 10);
  let offset = u32(eocd + 16);
  if ((count === MAX_16 || offset === MAX_32) && eocd >= 20 && u32(eocd - 20) === ZIP64_LOCATOR) {
    const zip64 = u64(eocd - 20 + 8);
    if (u32(zip64) !== ZIP64_EOCD) throw corrupt('no ZIP64 end of central directory');
    count = u64(zip64 + 32);
    offset = u64(zip64 + 48);
  }
  const entries: TZipEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index++) {
    if (u32(at) !== CENTRAL_ENTRY) throw corrupt(`central directory entry ${index} is missing`);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const entry: TZipEntry = {
      name,
      method: u16(at + 10),
      packedSize: u32(at + 20),
      unpackedSize: u32(at + 24),
      localHeaderOffset: u32(at + 42),
    };
    readZip64Extra(entry, at + 46 + nameLength, extraLength, u16, u64);
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The end-of-central-directory record: the last one, within the comment's reach of the end. */
function findEndOfDirectory(bytes: Uint8Array, view: DataView): number {
  const earliest = Math.max(0, bytes.length - 22 - MAX_16);
  for (let at = bytes.length - 22; at >= earliest; at--) if (view.getUint32(at, true) === EOCD) return at;
  throw corrupt('no end of central directory');
}

/** Sizes and offset of 0xFFFFFFFF are in the ZIP64 extra field, in this order, when present. */
function readZip64Extra(
  entry: TZipEntry,
  start: number,
  length: number,
  u16: (at: number) => number,
  u64: (at: number) => number,
): void {
  for (let at = start; at + 4 <= start + length; ) {
    const id = u16(at);
    const size = u16(at + 2);
    if (id === ZIP64_EXTRA) {
      let field = at + 4;
      if (entry.unpackedSize === MAX_32) {
        entry.unpackedSize = u64(field);
        field += 8;
      }
      if (entry.packedSize === MAX_32) {
        entry.packedSize = u64(field);
        field += 8;
      }
      if (entry.localHeaderOffset === MAX_32) entry.localHeaderOffset = u64(field);
      return;
    }
    at += 4 + size;
  }
}

/** A part's packed bytes: after its local header (whose name and extra lengths may differ from the directory's). */
function partData(bytes: Uint8Array, entry: TZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || view.getUint32(header, true) !== LOCAL_HEADER)
    throw corrupt(`${entry.name} has no local header`);
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  if (start + entry.packedSize > bytes.length) throw corrupt(`${entry.name} is cut short`);
  return bytes.subarray(start, start + entry.packedSize);
}

function fail(at: number): never {
  throw corrupt(`it ends before byte ${at}`);
}
