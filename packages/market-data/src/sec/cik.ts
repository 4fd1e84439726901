/** Central Index Key helpers: the SEC pads CIKs to ten digits in file names and URLs. */

/**
 * `320193` or `'0000320193'` → `'0000320193'`.
 * @throws {RangeError} when the value is not a CIK (1–10 digits)
 * @public
 */
export function formatCik(cik: number | string): string {
  const digits = String(cik).trim();
  if (!/^\d{1,10}$/.test(digits)) throw new RangeError(`Not a CIK: ${String(cik)}`);
  return digits.padStart(10, '0');
}

/** `CIK0000320193.json`: the file name of a submissions or companyfacts document. @public */
export function cikFileName(cik: number | string): string {
  return `CIK${formatCik(cik)}.json`;
}

/** A submissions overflow page name as listed in `filings.files[].name`, e.g. `CIK0000320193-submissions-001.json`. @internal */
export function isSubmissionsPageName(name: string): boolean {
  return /^CIK\d{10}-submissions-\d{3}\.json$/.test(name);
}
