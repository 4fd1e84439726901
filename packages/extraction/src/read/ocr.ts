/**
 * OCR of PDF pages without a text layer. Not implemented yet: no page is recognised.
 */
import type { TPdfPage } from './pdf-layout.js';

/** @internal */
export async function ocrPages(_bytes: Uint8Array, _pages: number[]): Promise<TPdfPage[]> {
  return [];
}
