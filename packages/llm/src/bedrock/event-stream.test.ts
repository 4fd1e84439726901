import { describe, expect, it } from 'vitest';
import { crc32, decodeEventStream, decodeMessage, EventStreamError, encodeMessage } from './event-stream.js';

async function* pieces(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.slice(at, at + size);
}

async function collect(stream: AsyncIterable<Uint8Array>) {
  const out = [];
  for await (const message of decodeEventStream(stream)) out.push(message);
  return out;
}

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const event = (type: string, body: unknown) =>
  encodeMessage({ ':event-type': type, ':content-type': 'application/json', ':message-type': 'event' }, json(body));

describe('AWS event-stream framing', () => {
  it('computes the IEEE CRC-32 (check value of "123456789")', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });

  it('reads a message with known bytes: the prelude, a string header and the payload', () => {
    const message = encodeMessage({ ':event-type': 'messageStop' }, json({ stopReason: 'end_turn' }));
    const view = new DataView(message.buffer);
    // 12 prelude + (1 + 11 + 1 + 2 + 11) header + 25 payload + 4 CRC
    expect(view.getUint32(0)).toBe(67);
    expect(view.getUint32(4)).toBe(26);
    expect(view.getUint32(8)).toBe(crc32(message, 0, 8));
    const decoded = decodeMessage(message);
    expect(decoded.headers).toEqual({ ':event-type': 'messageStop' });
    expect(JSON.parse(new TextDecoder().decode(decoded.payload))).toEqual({ stopReason: 'end_turn' });
  });

  it('splits messages however the network cuts the bytes', async () => {
    const stream = new Uint8Array([
      ...event('messageStart', { role: 'assistant' }),
      ...event('contentBlockDelta', { contentBlockIndex: 0, delta: { text: 'Hé, 你好' } }),
      ...event('messageStop', { stopReason: 'end_turn' }),
    ]);
    for (const size of [1, 7, 64, stream.length]) {
      const messages = await collect(pieces(stream, size));
      expect(messages.map((message) => message.headers[':event-type'])).toEqual([
        'messageStart',
        'contentBlockDelta',
        'messageStop',
      ]);
      expect(JSON.parse(new TextDecoder().decode(messages[1]?.payload))).toEqual({
        contentBlockIndex: 0,
        delta: { text: 'Hé, 你好' },
      });
    }
  });

  it('refuses a flipped bit in the payload, in the prelude, and a stream cut inside a message', async () => {
    const good = event('contentBlockDelta', { delta: { text: 'revenue' } });
    const payloadFlip = good.slice();
    payloadFlip[good.length - 8] = (payloadFlip[good.length - 8] ?? 0) ^ 1;
    await expect(collect(pieces(payloadFlip, 16))).rejects.toThrow(/message CRC/);
    const preludeFlip = good.slice();
    preludeFlip[3] = (preludeFlip[3] ?? 0) ^ 1;
    await expect(collect(pieces(preludeFlip, 16))).rejects.toThrow(/prelude CRC/);
    await expect(collect(pieces(good.slice(0, good.length - 3), 16))).rejects.toBeInstanceOf(EventStreamError);
  });
});
