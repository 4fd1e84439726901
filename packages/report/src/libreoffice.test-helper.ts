import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SOFFICE = '/usr/bin/soffice';
const PDFTOTEXT = '/usr/bin/pdftotext';

/** What LibreOffice Writer made of a .docx: its text as laid out on the pages, and its HTML export. */
export interface WriterReading {
  /** The PDF's text as laid out (a table row on one line); footnotes at the foot of their pages, where Writer put them. */
  pdfText: string;
  /** Writer's HTML export, whose `<h1>`…`<h6>` are the paragraphs Writer took for headings. */
  html: string;
}

/**
 * Opens a .docx in headless LibreOffice Writer (a private profile, so runs never share or lock the
 * user's) and exports it twice: to PDF, read back with poppler's pdftotext, and to HTML.
 */
export async function readWithLibreOffice(docx: Uint8Array): Promise<WriterReading> {
  if (!existsSync(SOFFICE)) {
    throw new Error(
      'LibreOffice Writer is not installed: apt-get install -y --no-install-recommends libreoffice-writer-nogui (.ci/run does)',
    );
  }
  if (!existsSync(PDFTOTEXT))
    throw new Error('pdftotext is not installed: apt-get install -y poppler-utils (.ci/run does)');
  const dir = await mkdtemp(join(tmpdir(), 'report-writer-'));
  try {
    const profile = join(dir, 'profile');
    await mkdir(profile, { recursive: true });
    const input = join(dir, 'report.docx');
    await writeFile(input, docx);
    const out = join(dir, 'out');
    for (const format of ['pdf:writer_pdf_Export', 'html:HTML (StarWriter)']) {
      await run(
        SOFFICE,
        [
          `-env:UserInstallation=file://${profile}`,
          '--headless',
          '--norestore',
          '--convert-to',
          format,
          '--outdir',
          out,
          input,
        ],
        { timeout: 120_000 },
      );
    }
    await run(PDFTOTEXT, ['-layout', '-enc', 'UTF-8', join(out, 'report.pdf'), join(out, 'report.txt')], {
      timeout: 60_000,
    });
    return {
      pdfText: await readFile(join(out, 'report.txt'), 'utf8'),
      html: await readFile(join(out, 'report.html'), 'utf8'),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
