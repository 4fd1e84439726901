import { afterEach, describe, expect, it } from 'vitest';
import { pdfThumbnail, pngSize, THUMBNAIL_MAX_BYTES } from './thumbnail.js';
import { pdfOf, tinyPdf } from './tiny-pdf.test-helper.js';

const LINES = ['Quarterly memo', 'Net sales grew 12 percent.', 'Operating margin held near 30 percent.'];

function pngOf(dataUrl: string | null): Buffer {
  expect(dataUrl).toMatch(/^data:image\/png;base64,/);
  return Buffer.from((dataUrl ?? '').slice('data:image/png;base64,'.length), 'base64');
}

// pdftoppm (poppler-utils) is installed by `.ci/run`: without it these tests fail rather than skip.
describe('pdfThumbnail', () => {
  const path = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path;
  });

  it('draws an A4 page 160 px wide, whole, as a small PNG', async () => {
    const png = pngOf(await pdfThumbnail(tinyPdf(LINES)));
    expect(pngSize(png)?.width).toBe(160);
    expect(Math.abs((pngSize(png)?.height ?? 0) - (160 * 842) / 595)).toBeLessThanOrEqual(1);
    expect(png.length).toBeLessThan(THUMBNAIL_MAX_BYTES);
  });

  it('draws a landscape page 160 wide and cuts a tall page to its top 240 px', async () => {
    const landscape = pngSize(pngOf(await pdfThumbnail(tinyPdf(LINES, { width: 842, height: 595 }))));
    expect(landscape?.width).toBe(160);
    expect(Math.abs((landscape?.height ?? 0) - (160 * 595) / 842)).toBeLessThanOrEqual(1);
    expect(pngSize(pngOf(await pdfThumbnail(tinyPdf(LINES, { width: 200, height: 5000 }))))).toEqual({
      width: 160,
      height: 240,
    });
  });

  it('refuses a picture over 64 kB (a page of noise does not compress)', async () => {
    expect(await pdfThumbnail(noisePdf())).toBeNull();
  });

  it('gives none for bytes that are not a PDF', async () => {
    expect(await pdfThumbnail(Buffer.from('<html><body>not a PDF</body></html>'))).toBeNull();
    expect(await pdfThumbnail(tinyPdf(LINES).subarray(0, 40))).toBeNull();
  });

  it('gives none when pdftoppm is not installed', async () => {
    process.env.PATH = '/nonexistent';
    expect(await pdfThumbnail(tinyPdf(LINES))).toBeNull();
  });
});

/**
 * A page of 160 × 240 pt covered by an image of as many random pixels, drawn 1:1 (so not smoothed):
 * no PNG compresses it under the limit.
 */
function noisePdf(): Buffer {
  const [width, height] = [160, 240];
  let seed = 7;
  const pixels = Array.from({ length: width * height * 3 }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return String.fromCharCode(seed >> 23);
  }).join('');
  const draw = `q ${width} 0 0 ${height} 0 0 cm /Im1 Do Q`;
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>`,
    `<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`,
    `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n${pixels}\nendstream`,
  ]);
}

describe('pngSize', () => {
  it('reads the IHDR of a PNG and refuses other bytes', () => {
    const header = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      Buffer.from('IHDR', 'latin1'),
      Buffer.from([0, 0, 0, 160, 0, 0, 0, 90]),
    ]);
    expect(pngSize(header)).toEqual({ width: 160, height: 90 });
    expect(pngSize(Buffer.from('GIF89a................................'))).toBeNull();
    expect(pngSize(header.subarray(0, 20))).toBeNull();
  });
});
