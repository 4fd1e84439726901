/**
 * Pictures a report may embed: PNG and JPEG given as data URLs (charts rendered from our data). Anything
 * else — remote URLs, SVG, GIF — is not fetched or converted: there is no network here, and Word's
 * support for the rest is uneven.
 */
export interface EmbeddableImage {
  type: 'png' | 'jpg';
  data: Uint8Array;
  /** Natural size in pixels, read from the image's own header. */
  width: number;
  height: number;
}

const DATA_URL = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/=\s]+)$/i;

/** The image a data URL holds, or null when it is not a PNG or JPEG data URL whose header we can read. */
export function decodeImageDataUrl(href: string): EmbeddableImage | null {
  const match = DATA_URL.exec(href.trim());
  if (!match) return null;
  const data = new Uint8Array(Buffer.from(match[2]!.replace(/\s+/g, ''), 'base64'));
  const size = isPng(data) ? pngSize(data) : isJpeg(data) ? jpegSize(data) : null;
  if (!size || size.width <= 0 || size.height <= 0) return null;
  return { type: isPng(data) ? 'png' : 'jpg', data, ...size };
}

/** The decoded size of a data URL's payload without decoding it, for checking limits first. */
export function dataUrlDecodedBytes(href: string): number {
  const comma = href.indexOf(',');
  if (comma < 0) return 0;
  const payload = href.slice(comma + 1).replace(/\s+/g, '');
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((payload.length * 3) / 4) - padding);
}

function isPng(data: Uint8Array): boolean {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return data.length >= 24 && signature.every((byte, index) => data[index] === byte);
}

function isJpeg(data: Uint8Array): boolean {
  return data.length >= 4 && data[0] === 0xff && data[1] === 0xd8;
}

function pngSize(data: Uint8Array): { width: number; height: number } {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Walks the JPEG's segments to its start-of-frame marker, which carries the size. */
function jpegSize(data: Uint8Array): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return null;
    const marker = data[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = (data[offset + 2]! << 8) | data[offset + 3]!;
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) {
      return {
        height: (data[offset + 5]! << 8) | data[offset + 6]!,
        width: (data[offset + 7]! << 8) | data[offset + 8]!,
      };
    }
    offset += 2 + length;
  }
  return null;
}

/** The size to show an image at: its own, shrunk to fit the text width and a page's height. */
export function displaySize(
  image: EmbeddableImage,
  maxWidth = 600,
  maxHeight = 800,
): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / image.width, maxHeight / image.height);
  return { width: Math.max(1, Math.round(image.width * scale)), height: Math.max(1, Math.round(image.height * scale)) };
}
