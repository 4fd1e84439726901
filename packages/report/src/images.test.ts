import { describe, expect, it } from 'vitest';
import { dataUrlDecodedBytes, decodeImageDataUrl, displaySize } from './images.js';
import { TINY_PNG_BASE64 } from './report-fixture.test-helper.js';

/** The smallest JPEG header our reader needs: SOI, an APP0 segment, then a baseline frame header. */
function jpegHeader(width: number, height: number): Uint8Array {
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x04,
    0x00,
    0x00,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
  ]);
}

describe('decodeImageDataUrl', () => {
  it('reads a PNG data URL and its size', () => {
    const image = decodeImageDataUrl(`data:image/png;base64,${TINY_PNG_BASE64}`);
    expect(image).toMatchObject({ type: 'png', width: 2, height: 1 });
    expect(image!.data.byteLength).toBe(Buffer.from(TINY_PNG_BASE64, 'base64').length);
  });

  it('reads a JPEG size from its frame header, past the segments before it', () => {
    const base64 = Buffer.from(jpegHeader(1200, 800)).toString('base64');
    expect(decodeImageDataUrl(`data:image/jpeg;base64,${base64}`)).toMatchObject({
      type: 'jpg',
      width: 1200,
      height: 800,
    });
  });

  it('refuses what is not a PNG or JPEG data URL, or whose bytes are not what it says', () => {
    expect(decodeImageDataUrl('https://example.com/chart.png')).toBeNull();
    expect(decodeImageDataUrl('data:image/svg+xml;base64,PHN2Zy8+')).toBeNull();
    expect(decodeImageDataUrl('data:image/png;base64,aGVsbG8gd29ybGQ=')).toBeNull();
  });

  it('counts the decoded bytes of a data URL without decoding it', () => {
    expect(dataUrlDecodedBytes(`data:image/png;base64,${TINY_PNG_BASE64}`)).toBe(
      Buffer.from(TINY_PNG_BASE64, 'base64').length,
    );
  });

  it('shrinks a picture wider or taller than the page, keeping its proportions', () => {
    const image = { type: 'png' as const, data: new Uint8Array(), width: 1200, height: 600 };
    expect(displaySize(image)).toEqual({ width: 600, height: 300 });
    expect(displaySize({ ...image, width: 400, height: 1600 })).toEqual({ width: 200, height: 800 });
    expect(displaySize({ ...image, width: 300, height: 200 })).toEqual({ width: 300, height: 200 });
  });
});
