/**
 * The file type, from the bytes alone (never the name): PDF header, ZIP parts (`xl/` or `word/`),
 * OLE2 streams (`Workbook`, or `EncryptedPackage` for a password-encrypted OOXML file), then HTML
 * markup or delimited text.
 */
import JSZip from 'jszip';
import { DocumentReadError } from '../types.js';
import { detectDelimiter } from './csv.js';
import { listOle2Entries, OLE2_MAGIC } from './ole2.js';
import { byteOrderMark, declaredCharset, decodeText } from './text-decode.js';

/** What the detector learned: the kind, and for text formats the decoded text. @internal */
export type TDetected =
  | { kind: 'pdf' | 'docx' | 'xls' }
  | { kind: 'xlsx'; sheetCount: number }
  | { kind: 'html'; text: string }
  | { kind: 'csv'; text: string; delimiter: string };

/** The PDF header may follow up to 1 KB of junk (PDF 32000-1, annex H). */
const PDF_HEADER_WINDOW = 1024;
/** Bytes looked at for markup and for binary content. */
const SNIFF_WINDOW = 64 * 1024;

const unsupported = (what: string) => new DocumentReadError('unsupported_type', `Not a supported document: ${what}.`);

/** Text that is neither HTML nor delimited values (prose, Markdown), decoded. @internal */
export type TDetectedText = { kind: 'text'; text: string };

/**
 * Detects the type of a financial document: other text is not one.
 * @throws DocumentReadError `unsupported_type`, `corrupt` (a ZIP or OLE2 file that cannot be read)
 *   or `password_protected` (an encrypted Office file).
 * @internal
 */
export async function detectDocument(bytes: Uint8Array): Promise<TDetected> {
  const detected = await detectAnyDocument(bytes);
  if (detected.kind === 'text') throw unsupported('text that is neither HTML nor delimited values');
  return detected;
}

/**
 * Detects the type of a document, taking any other text as text.
 * @throws DocumentReadError as {@link detectDocument}, and `unsupported_type` for binary data.
 * @internal
 */
export async function detectAnyDocument(bytes: Uint8Array): Promise<TDetected | TDetectedText> {
  if (bytes.length === 0) throw unsupported('the file is empty');
  if (indexOfAscii(bytes.subarray(0, PDF_HEADER_WINDOW), '%PDF-') >= 0) return { kind: 'pdf' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return zipKind(bytes);
  }
  if (startsWith(bytes, OLE2_MAGIC)) return { kind: ole2Kind(bytes) };
  return textKind(bytes);
}

async function zipKind(bytes: Uint8Array): Promise<TDetected> {
  let names: string[];
  try {
    names = Object.keys((await JSZip.loadAsync(bytes, { checkCRC32: false })).files);
  } catch (error) {
    throw new DocumentReadError('corrupt', `The ZIP container cannot be read: ${(error as Error).message}`);
  }
  if (names.some((name) => name.startsWith('xl/'))) {
    return { kind: 'xlsx', sheetCount: names.filter((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name)).length };
  }
  if (names.some((name) => name.startsWith('word/'))) return { kind: 'docx' };
  throw unsupported('a ZIP file that is neither a workbook nor a Word document');
}

function ole2Kind(bytes: Uint8Array): 'xls' {
  let names: string[];
  try {
    names = listOle2Entries(bytes);
  } catch (error) {
    throw new DocumentReadError('corrupt', `The compound file cannot be read: ${(error as Error).message}`);
  }
  if (names.includes('EncryptedPackage')) {
    throw new DocumentReadError('password_protected', 'The Office file is encrypted with a password.');
  }
  if (names.includes('Workbook') || names.includes('Book')) return 'xls';
  throw unsupported('an OLE2 file that is not an Excel workbook (for example a .doc)');
}

function textKind(bytes: Uint8Array): TDetected | TDetectedText {
  const head = bytes.subarray(0, SNIFF_WINDOW);
  const bom = byteOrderMark(head);
  // UTF-16 text has NULs; anything else with NULs, or with many control bytes, is binary.
  if (bom?.label !== 'utf-16le' && bom?.label !== 'utf-16be' && looksBinary(head)) throw unsupported('binary data');
  const ascii = new TextDecoder('latin1').decode(head.subarray(0, 4096));
  const text = decodeText(bytes, bom ? null : declaredCharset(ascii));
  const start = text.slice(0, SNIFF_WINDOW).trimStart();
  if (start.startsWith('<') && /<(?:!doctype\s+html|html|body|table)[\s>]/i.test(start)) return { kind: 'html', text };
  const delimiter = detectDelimiter(text.slice(0, SNIFF_WINDOW));
  if (delimiter) return { kind: 'csv', text, delimiter };
  return { kind: 'text', text };
}

function looksBinary(head: Uint8Array): boolean {
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return true;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control++;
  }
  return control > head.length * 0.01;
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

function indexOfAscii(bytes: Uint8Array, needle: string): number {
  const first = needle.charCodeAt(0);
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    if (bytes[i] !== first) continue;
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}
