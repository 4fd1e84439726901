/**
 * A small picture of a PDF's first page, drawn in a parse worker with poppler's `pdftoppm` (the
 * tool the extraction package's OCR renders pages with). The PDF goes in on stdin and the PNG comes
 * out on stdout, so nothing is written to disk. Without `pdftoppm`, or when it fails, runs too long or
 * draws more than the bounds allow, there is no thumbnail (null): the screen shows the kind instead.
 */
import { execFile } from 'node:child_process';

/** The picture's width in pixels: a list row shows it at a quarter of that, sharp on 4× screens. */
export const THUMBNAIL_WIDTH = 160;
/** A page taller than 3:2 (a poster, a receipt roll) is cut to its top; A4 and Letter fit whole. */
export const THUMBNAIL_MAX_HEIGHT = 240;
/** A text page's thumbnail takes 5–15 kB; a larger one (a photograph's noise) is refused, not stored. */
export const THUMBNAIL_MAX_BYTES = 64 * 1024;
/** One small page renders in a fraction of a second; a pathological one is ended rather than waited for. */
const RENDER_TIMEOUT_MS = 20_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The first page of a PDF as a PNG data URL at most {@link THUMBNAIL_WIDTH} wide, or null. */
export async function pdfThumbnail(bytes: Uint8Array): Promise<string | null> {
  const png = await renderFirstPage(bytes);
  if (!png) return null;
  const size = pngSize(png);
  if (!size || size.width > THUMBNAIL_WIDTH || size.height > THUMBNAIL_MAX_HEIGHT) return null;
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Page 1 scaled to the width and cut to the height; null when `pdftoppm` is missing or fails. */
function renderFirstPage(bytes: Uint8Array): Promise<Buffer | null> {
  const args = [
    ...['-f', '1', '-l', '1', '-png'],
    ...['-scale-to-x', String(THUMBNAIL_WIDTH), '-scale-to-y', '-1'],
    ...['-W', String(THUMBNAIL_WIDTH), '-H', String(THUMBNAIL_MAX_HEIGHT)],
    '-',
  ];
  return new Promise((resolve) => {
    // coreutils' `timeout` ends the tool on its own clock too: when the parse worker that spawned
    // it is stopped (a cancel), this process's timer is gone with it but the tool is still killed.
    const child = execFile(
      'timeout',
      ['-s', 'KILL', String(RENDER_TIMEOUT_MS / 1000), 'pdftoppm', ...args],
      {
        encoding: 'buffer',
        timeout: RENDER_TIMEOUT_MS,
        killSignal: 'SIGKILL',
        // Past the limit the tool is killed and the picture refused, rather than read whole.
        maxBuffer: THUMBNAIL_MAX_BYTES,
      },
      (error, stdout) => resolve(error || stdout.length === 0 ? null : stdout),
    );
    // The tool may end (or be missing) before it reads the whole file: a broken pipe is its failure, told above.
    child.stdin?.on('error', () => {});
    child.stdin?.end(bytes);
  });
}

/** A PNG's width and height from its IHDR chunk, or null when the bytes are not a PNG. @internal */
export function pngSize(png: Uint8Array): { width: number; height: number } | null {
  if (png.length < 24) return null;
  const buffer = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (!buffer.subarray(0, 8).equals(PNG_SIGNATURE) || buffer.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}
