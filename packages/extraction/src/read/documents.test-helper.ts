/** The real documents of the shared data set, read in place (never copied into the repo). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TParsedDocument, TSourceTable } from '../types.js';
import { readDocument } from './read-document.js';

/** `<repo>/../shared/data/documents/`. */
export const DOCUMENTS = fileURLToPath(new URL('../../../../../shared/data/documents/', import.meta.url));

/** Reads a real document (path under {@link DOCUMENTS}) and how long it took. */
export async function readRealDocument(path: string): Promise<{ doc: TParsedDocument; ms: number }> {
  const bytes = new Uint8Array(readFileSync(`${DOCUMENTS}${path}`));
  const started = performance.now();
  const doc = await readDocument(bytes);
  return { doc, ms: performance.now() - started };
}

/** The first table with a row whose first cell is `label`. */
export function tableWithRow(doc: TParsedDocument, label: string, from = 0): TSourceTable | undefined {
  return doc.tables.slice(from).find((table) => table.rows.some((row) => row[0] === label));
}

/** The row whose first cell is `label`. */
export function row(table: TSourceTable | undefined, label: string): string[] | undefined {
  return table?.rows.find((r) => r[0] === label);
}

/** A PDF with a Standard security handler whose user password is not empty (RC4, revision 2). */
export function encryptedPdf(): Uint8Array {
  const hex32 = (seed: number) =>
    Array.from({ length: 32 }, (_, i) => ((seed * 31 + i * 17) % 256).toString(16).padStart(2, '0')).join('');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex32(1)}> /U <${hex32(2)}> /P -44 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const id = hex32(3).slice(0, 32);
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
