import { describe, expect, it } from 'vitest';
import { base64ByteLength, detectImageType, IMAGE_LIMITS, imageProblem } from './images.js';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

describe('detectImageType', () => {
  it('knows each accepted format by its signature', () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(detectImageType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]))).toBe('image/png');
    expect(detectImageType(bytes('GIF87a', [1, 0]))).toBe('image/gif');
    expect(detectImageType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(detectImageType(bytes('BM', new Array(12).fill(0), [40, 0, 0, 0]))).toBe('image/bmp');
  });

  it('refuses other files whatever they are called, and look-alikes', () => {
    expect(detectImageType(bytes('%PDF-1.7\n'))).toBeNull();
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    // "BM" starting a text file is not a bitmap: no DIB header size follows.
    expect(detectImageType(bytes('BMW annual report 2025'))).toBeNull();
    expect(detectImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe('imageProblem', () => {
  const png = (size: number) =>
    Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(size - 8)]).toString('base64');

  it('accepts an image of exactly 5 MB and refuses one byte more without decoding it', () => {
    expect(imageProblem(png(IMAGE_LIMITS.maxBytes))).toBeNull();
    expect(imageProblem(png(IMAGE_LIMITS.maxBytes + 1))).toBe('image_too_large');
    for (const size of [1, 2, 3, 4, 100, 101]) {
      expect(base64ByteLength(Buffer.alloc(size).toString('base64'))).toBe(size);
    }
  });

  it('says which of the issue’s messages applies', () => {
    expect(imageProblem(Buffer.from('%PDF-1.7 not an image').toString('base64'))).toBe('image_unsupported_format');
    expect(imageProblem('data:image/png;base64,AAAA')).toBe('image_processing_failed');
    expect(imageProblem('')).toBe('image_processing_failed');
    expect(imageProblem('iVBORw0KGgo*')).toBe('image_processing_failed');
  });
});
