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
