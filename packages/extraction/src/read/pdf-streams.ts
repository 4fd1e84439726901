/**
 * Decompression limit of a PDF's streams, checked before pdfjs opens the file: pdfjs decodes a
 * stream into one growing buffer outside the JavaScript heap (the worker's memory limit does not
 * see it), so a content stream of a few megabytes that inflates to gigabytes must be refused before.
 *
 * Every `<< … >> stream` of the file is found in its bytes and measured by what its filters expand
 * it to: `FlateDecode` stages by a counting inflater (each stage counted; data after a stream's end
 * is ignored, so a misleading `/Length` or a false `endstream` does not matter), a first
 * `LZWDecode` or `RunLengthDecode` by the length its codes produce. Other filters expand little or
 * are images, which pdfjs bounds by their pixels (`maxPdfImagePixels`). An encrypted PDF's streams
 * cannot be measured before decryption and are left to the worker's memory and time limits.
 */
import { DocumentReadError } from '../types.js';
import { countInflated } from './inflate-count.js';
import type { TReadLimits } from './limits.js';

/** `stream` after a dictionary, then its end-of-line (PDF 32000-1, 7.3.8.1). */
const STREAM_KEYWORD = />>\s*stream(?:\r\n|\n|\r)/g;
/** How far before `stream` its object's `obj` keyword is looked for (stream dictionaries are short). */
const MAX_DICTIONARY_CHARS = 4096;
/** Real PDFs have hundreds of streams (a 10-K: 130–220); more than this is not a document. */
const MAX_STREAMS = 100_000;

/**
 * Refuses a PDF whose streams decode to more than `maxPdfStreamBytes` together.
 * @throws DocumentReadError `content_too_large`
 * @internal
 */
export async function checkPdfStreams(bytes: Uint8Array, limits: TReadLimits): Promise<void> {
  // Latin-1 keeps one character per byte, so string positions are byte offsets.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let total = 0;
  let streams = 0;
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    streams += 1;
    if (streams > MAX_STREAMS)
      throw new DocumentReadError('content_too_large', `The PDF has over ${MAX_STREAMS} streams.`);
    const dictionary = streamText(text, match.index);
    const filters = streamFilters(dictionary);
    if (filters.length === 0) continue;
    const data = bytes.subarray(match.index + match[0].length);
    total += await decodedSize(data, filters, dictionary, limits.maxPdfStreamBytes - total);
    if (total > limits.maxPdfStreamBytes)
      throw new DocumentReadError(
        'content_too_large',
        `The PDF's streams decode to more than ${Math.round(limits.maxPdfStreamBytes / 1024 / 1024)} MB.`,
      );
  }
}

/** The dictionary text of the object whose stream starts at `at` (empty when none is found). */
function streamText(text: string, at: number): string {
  const from = Math.max(0, at - MAX_DICTIONARY_CHARS);
  const before = text.slice(from, at + 2);
  const object = before.lastIndexOf('obj');
  if (object < 0 || before.slice(object - 3, object) === 'end') return '';
  return before.slice(object + 3);
}

/** The names in the stream dictionary's `/Filter` (a name or an array of names), abbreviations expanded. */
function streamFilters(dictionary: string): string[] {
  const match = /\/Filter\s*(\/[A-Za-z0-9]+|\[[^\]]*\])/.exec(dictionary);
  if (!match?.[1]) return [];
  const names = [...match[1].matchAll(/\/([A-Za-z0-9]+)/g)].map((name) => name[1] ?? '');
  return names.map((name) => ({ Fl: 'FlateDecode', LZW: 'LZWDecode', RL: 'RunLengthDecode' })[name] ?? name);
}

/** What the leading expanding filters make of `data`, or `limit + 1` once past `limit`. */
async function decodedSize(data: Uint8Array, filters: string[], dictionary: string, limit: number): Promise<number> {
  if (filters[0] === 'LZWDecode') return lzwDecodedLength(data, /\/EarlyChange\s+0\b/.test(dictionary) ? 0 : 1, limit);
  if (filters[0] === 'RunLengthDecode') return runLengthDecodedLength(data, limit);
  const stages = filters.findIndex((name) => name !== 'FlateDecode');
  const flateStages = stages < 0 ? filters.length : stages;
  if (flateStages === 0) return 0;
  return countInflated(data, { format: 'zlib', stages: flateStages, limit });
}

/**
 * The length of LZW-decoded data (PDF 32000-1, 7.4.4): each code's string is one longer than the
 * string of the code before it was added, so lengths alone are enough; 9- to 12-bit codes, 256
 * clears the table, 257 ends the data.
 */
export function lzwDecodedLength(data: Uint8Array, earlyChange: 0 | 1, limit: number): number {
  const lengths = new Uint16Array(4096).fill(1, 0, 256);
  let next = 258;
  let codeBits = 9;
  let previous = -1;
  let total = 0;
  let buffer = 0;
  let buffered = 0;
  for (const byte of data) {
    buffer = ((buffer << 8) | byte) & 0xffffff;
    buffered += 8;
    while (buffered >= codeBits) {
      buffered -= codeBits;
      const code = (buffer >>> buffered) & ((1 << codeBits) - 1);
      if (code === 257) return total;
      if (code === 256) {
        next = 258;
        codeBits = 9;
        previous = -1;
        continue;
      }
      let length: number;
      if (code < next && (code < 256 || code > 257)) length = lengths[code] ?? 1;
      else if (code === next && previous >= 0) length = previous + 1;
      else return total;
      if (previous >= 0 && next < 4096) lengths[next++] = previous + 1;
      if (next + earlyChange >= 1 << codeBits && codeBits < 12) codeBits++;
      previous = length;
      total += length;
      if (total > limit) return limit + 1;
    }
  }
  return total;
}

/** The length of RunLength-decoded data (PDF 32000-1, 7.4.5). */
export function runLengthDecodedLength(data: Uint8Array, limit: number): number {
  let total = 0;
  for (let at = 0; at < data.length; ) {
    const length = data[at] ?? 128;
    if (length === 128) break;
    if (length < 128) {
      total += length + 1;
      at += length + 2;
    } else {
      total += 257 - length;
      at += 2;
    }
    if (total > limit) return limit + 1;
  }
  return total;
}
