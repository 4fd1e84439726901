/**
 * OCR of PDF pages without a text layer, with Debian's command-line tools: `pdftoppm` (poppler-utils)
 * renders the page at 300 dpi and `tesseract` (tesseract-ocr, with the eng, chi_sim and chi_tra
 * models when installed) returns its words with their boxes. The words become the same positioned
 * tokens as a text layer's, so the same table rebuilding applies. Without either tool no page is
 * recognised.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TPdfPage, TPdfToken } from './pdf-layout.js';

const run = promisify(execFile);

/** Render resolution: Tesseract reads 6-point statement figures reliably from 300 dpi. */
const DPI = 300;
/** One page's rendering or recognition may not take longer than this. */
const PAGE_TIMEOUT_MS = 120_000;
const LANGUAGES = ['eng', 'chi_sim', 'chi_tra'];

let languages: Promise<string[]> | null = null;

/** The Tesseract models to use, or none when `tesseract` or `pdftoppm` is missing. */
function installedLanguages(): Promise<string[]> {
  languages ??= (async () => {
    try {
      await run('pdftoppm', ['-v']);
      const { stdout } = await run('tesseract', ['--list-langs']);
      const listed = new Set(stdout.split('\n').map((l) => l.trim()));
      return LANGUAGES.filter((language) => listed.has(language));
    } catch {
      return [];
    }
  })();
  return languages;
}

/** True when OCR can run here. @internal */
export async function canOcr(): Promise<boolean> {
  return (await installedLanguages()).length > 0;
}

/**
 * Recognises the text of the given pages of a PDF (their `tokens` are replaced). Pages come back
 * in the order given; none when OCR is not available.
 * @internal
 */
export async function ocrPages(
  bytes: Uint8Array,
  pages: TPdfPage[],
  onPage?: (done: number) => void | Promise<void>,
): Promise<TPdfPage[]> {
  const models = await installedLanguages();
  if (models.length === 0 || pages.length === 0) return [];
  const dir = await mkdtemp(join(tmpdir(), 'intrinsic-ocr-'));
  try {
    const pdf = join(dir, 'document.pdf');
    await writeFile(pdf, bytes);
    const options = { timeout: PAGE_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 };
    const recognise = async (image: string, languages: string[]) =>
      (await run('tesseract', [image, 'stdout', '-l', languages.join('+'), 'tsv'], options)).stdout;
    let chosen = models;
    const out: TPdfPage[] = [];
    for (const [i, page] of pages.entries()) {
      const image = join(dir, `page-${page.number}`);
      const n = String(page.number);
      await run('pdftoppm', ['-r', String(DPI), '-f', n, '-l', n, '-gray', '-png', '-singlefile', pdf, image], options);
      let tsv: string;
      if (i === 0 && models.includes('chi_sim') && models.includes('chi_tra')) {
        // With both Chinese models loaded Tesseract mixes 资产 and 資產 word by word: pick the
        // script that reads the first page with the higher confidence, for the whole document.
        const others = models.filter((m) => m !== 'chi_sim' && m !== 'chi_tra');
        const simplified = await recognise(`${image}.png`, [...others, 'chi_sim']);
        const traditional = await recognise(`${image}.png`, [...others, 'chi_tra']);
        const isTraditional = meanConfidence(traditional) > meanConfidence(simplified);
        chosen = [...others, isTraditional ? 'chi_tra' : 'chi_sim'];
        tsv = isTraditional ? traditional : simplified;
      } else tsv = await recognise(`${image}.png`, chosen);
      out.push({ ...page, tokens: tsvTokens(tsv, 72 / DPI) });
      await onPage?.(i + 1);
    }
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function meanConfidence(tsv: string): number {
  const confidences = tsv
    .split('\n')
    .map((row) => row.split('\t'))
    .filter((f) => f[0] === '5' && (f[11] ?? '').trim() !== '')
    .map((f) => Number(f[10]));
  return confidences.length > 0 ? confidences.reduce((a, b) => a + b, 0) / confidences.length : 0;
}

/**
 * Words of Tesseract's TSV output as tokens in PDF points. A word sits on its line's bottom edge
 * and takes the line's height, so the words of one printed line share a baseline.
 * @internal
 */
export function tsvTokens(tsv: string, scale: number): TPdfToken[] {
  const lines = new Map<string, { bottom: number; height: number }>();
  const tokens: TPdfToken[] = [];
  for (const row of tsv.split('\n').slice(1)) {
    const f = row.split('\t');
    if (f.length < 12) continue;
    const [level, , block, par, line, , left, top, width, height, conf] = f.map(Number) as number[];
    const key = `${block}/${par}/${line}`;
    if (level === 4) lines.set(key, { bottom: top! + height!, height: height! });
    const text = f.slice(11).join('\t').trim();
    if (level !== 5 || text === '' || conf! < 0) continue;
    const box = lines.get(key) ?? { bottom: top! + height!, height: height! };
    tokens.push({ x: left! * scale, y: box.bottom * scale, width: width! * scale, height: box.height * scale, text });
  }
  return tokens;
}
