/**
 * Images attached to a chat message: JPG, PNG, GIF, WebP or BMP, recognised by their first bytes
 * (magic numbers), never by a file name or a claimed media type. The web checks a file with the same
 * functions before it sends it; the server checks the bytes it receives.
 * @public
 */
export const IMAGE_LIMITS = {
  /** Images one message may carry. */
  maxCount: 4,
  /** Bytes of one image (5 MB). */
  maxBytes: 5 * 1024 * 1024,
} as const;

/** The formats the assistant reads, by media type. @public */
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp'] as const;
export type TChatImageType = (typeof CHAT_IMAGE_TYPES)[number];

/**
 * The image format of these bytes by its signature, or null: JPEG `FF D8 FF`, PNG `89 50 4E 47 0D
 * 0A 1A 0A`, GIF `GIF87a`/`GIF89a`, WebP `RIFF····WEBP`, BMP `BM` followed by a file size that
 * matches the header's. Only the first 16 bytes are read.
 * @public
 */
export function detectImageType(bytes: Uint8Array): TChatImageType | null {
  const at = (index: number) => bytes[index] ?? -1;
  const ascii = (from: number, text: string) => [...text].every((char, i) => at(from + i) === char.charCodeAt(0));
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => at(i) === byte)) return 'image/png';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  // "BM" alone is two common letters: the DIB header's size (12, 40, 52, 56, 64, 108 or 124) must follow.
  if (ascii(0, 'BM') && bytes.length >= 18 && [12, 40, 52, 56, 64, 108, 124].includes(at(14) | (at(15) << 8))) {
    return 'image/bmp';
  }
  return null;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The decoded size of a base64 string (without decoding it). @public */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** The first bytes of a base64 string, decoded without touching the rest. */
function base64Head(base64: string, bytes: number): Uint8Array {
  const chars = Math.ceil(bytes / 3) * 4;
  const head = base64.slice(0, chars);
  const binary = globalThis.atob(head.length % 4 === 0 ? head : head.slice(0, head.length - (head.length % 4)));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * What is wrong with one image sent as base64, as a validation message key, or null when it is a
 * readable image of an accepted format within the size limit. An image that is not base64, or is
 * empty, could not be processed.
 * @public
 */
export function imageProblem(
  base64: string,
): 'image_too_large' | 'image_unsupported_format' | 'image_processing_failed' | null {
  if (base64ByteLength(base64) > IMAGE_LIMITS.maxBytes) return 'image_too_large';
  if (base64.length < 8 || base64.length % 4 !== 0 || !BASE64.test(base64)) return 'image_processing_failed';
  return detectImageType(base64Head(base64, 18)) ? null : 'image_unsupported_format';
}
