/**
 * The AWS event-stream binary framing (`application/vnd.amazon.eventstream`) that Bedrock's
 * `converse-stream` answers in. Each message: a prelude (total length and headers length, 4 bytes
 * each, big-endian, then the prelude's CRC32), the headers, the payload, and the CRC32 of all that
 * came before. A header: name length (1 byte), name, value type (1 byte), value. A message whose
 * CRC does not match is refused: a broken stream is a bad response, never read as text.
 */

export type TEventHeaderValue = string | number | boolean | Uint8Array | bigint;
export type TEventMessage = { headers: Record<string, TEventHeaderValue>; payload: Uint8Array };

const PRELUDE = 12;
const TRAILER = 4;
/** AWS's limit for one message (16 MB): a larger stated length is a broken stream. */
const MAX_MESSAGE = 16 * 1024 * 1024;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3, the zlib one). */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0xffffffff;
  for (let i = start; i < end; i++) crc = (CRC_TABLE[(crc ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export class EventStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventStreamError';
  }
}

function decodeHeaders(bytes: Uint8Array, view: DataView): Record<string, TEventHeaderValue> {
  const headers: Record<string, TEventHeaderValue> = {};
  const text = new TextDecoder();
  let at = 0;
  const need = (n: number) => {
    if (at + n > bytes.length) throw new EventStreamError('event-stream header runs past its block');
  };
  while (at < bytes.length) {
    need(1);
    const nameLength = bytes[at] ?? 0;
    at += 1;
    need(nameLength + 1);
    const name = text.decode(bytes.subarray(at, at + nameLength));
    at += nameLength;
    const type = bytes[at];
    at += 1;
    switch (type) {
      case 0:
        headers[name] = true;
        break;
      case 1:
        headers[name] = false;
        break;
      case 2:
        need(1);
        headers[name] = view.getInt8(at);
        at += 1;
        break;
      case 3:
        need(2);
        headers[name] = view.getInt16(at);
        at += 2;
        break;
      case 4:
        need(4);
        headers[name] = view.getInt32(at);
        at += 4;
        break;
      case 5:
      case 8: // int64, timestamp (ms)
        need(8);
        headers[name] = view.getBigInt64(at);
        at += 8;
        break;
      case 6:
      case 7: {
        need(2);
        const length = view.getUint16(at);
        at += 2;
        need(length);
        const value = bytes.subarray(at, at + length);
        headers[name] = type === 7 ? text.decode(value) : value.slice();
        at += length;
        break;
      }
      case 9: // uuid
        need(16);
        headers[name] = bytes.slice(at, at + 16);
        at += 16;
        break;
      default:
        throw new EventStreamError(`unknown event-stream header type ${String(type)}`);
    }
  }
  return headers;
}

/** Reads one whole message (its CRCs checked). */
export function decodeMessage(message: Uint8Array): TEventMessage {
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  const total = view.getUint32(0);
  const headersLength = view.getUint32(4);
  if (total !== message.byteLength || headersLength > total - PRELUDE - TRAILER) {
    throw new EventStreamError('event-stream message lengths do not add up');
  }
  if (view.getUint32(8) !== crc32(message, 0, 8)) throw new EventStreamError('event-stream prelude CRC mismatch');
  if (view.getUint32(total - TRAILER) !== crc32(message, 0, total - TRAILER)) {
    throw new EventStreamError('event-stream message CRC mismatch');
  }
  const headerBytes = message.subarray(PRELUDE, PRELUDE + headersLength);
  const headers = decodeHeaders(
    headerBytes,
    new DataView(headerBytes.buffer, headerBytes.byteOffset, headerBytes.byteLength),
  );
  return { headers, payload: message.slice(PRELUDE + headersLength, total - TRAILER) };
}

/**
 * Splits a byte stream into messages as they arrive, however the network cuts it. Throws
 * `EventStreamError` on a corrupt message and when the stream ends inside one.
 */
export async function* decodeEventStream(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<TEventMessage> {
  let buffer = new Uint8Array(0);
  for await (const chunk of chunks) {
    const joined = new Uint8Array(buffer.length + chunk.length);
    joined.set(buffer);
    joined.set(chunk, buffer.length);
    buffer = joined;
    while (buffer.length >= PRELUDE) {
      const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      const total = view.getUint32(0);
      // The prelude's own CRC is checked before its length is trusted.
      if (view.getUint32(8) !== crc32(buffer, 0, 8)) throw new EventStreamError('event-stream prelude CRC mismatch');
      if (total < PRELUDE + TRAILER || total > MAX_MESSAGE) {
        throw new EventStreamError('event-stream message length out of range');
      }
      if (buffer.length < total) break;
      yield decodeMessage(buffer.subarray(0, total));
      buffer = buffer.slice(total);
    }
  }
  if (buffer.length > 0) throw new EventStreamError('event-stream ended inside a message');
}

/** Writes one message with string headers (what Bedrock sends; the local test server uses it). */
export function encodeMessage(headers: Record<string, string>, payload: Uint8Array): Uint8Array {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of Object.entries(headers)) {
    const nameBytes = encoder.encode(name);
    const valueBytes = encoder.encode(value);
    const part = new Uint8Array(1 + nameBytes.length + 1 + 2 + valueBytes.length);
    part[0] = nameBytes.length;
    part.set(nameBytes, 1);
    part[1 + nameBytes.length] = 7;
    new DataView(part.buffer).setUint16(2 + nameBytes.length, valueBytes.length);
    part.set(valueBytes, 4 + nameBytes.length);
    parts.push(part);
  }
  const headersLength = parts.reduce((sum, part) => sum + part.length, 0);
  const total = PRELUDE + headersLength + payload.length + TRAILER;
  const message = new Uint8Array(total);
  const view = new DataView(message.buffer);
  view.setUint32(0, total);
  view.setUint32(4, headersLength);
  view.setUint32(8, crc32(message, 0, 8));
  let at = PRELUDE;
  for (const part of parts) {
    message.set(part, at);
    at += part.length;
  }
  message.set(payload, at);
  view.setUint32(total - TRAILER, crc32(message, 0, total - TRAILER));
  return message;
}
