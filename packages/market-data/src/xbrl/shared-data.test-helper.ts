import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCompanyFacts } from '../sec/sec-parse.js';
import type { TCompanyFacts } from '../sec/sec-schemas.js';

/** `<repo>/../shared/data`: the real data set, read in place and never copied into the repo. */
export const SHARED_DATA = fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));
const PACK_FACTS = `${SHARED_DATA}pack/companyfacts/`;

/** File names of the data pack's companyfacts (`CIK##########.json`). */
export function packCompanyFactsFiles(): string[] {
  return readdirSync(PACK_FACTS)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

const cache = new Map<string, TCompanyFacts>();

/** A pack companyfacts file, parsed and validated (memoized across tests of one file). */
export function readPackCompanyFacts(file: string): TCompanyFacts {
  let facts = cache.get(file);
  if (!facts) {
    facts = parseCompanyFacts(readFileSync(`${PACK_FACTS}${file}`, 'utf8'), file);
    cache.set(file, facts);
  }
  return facts;
}

/** The companyfacts file of a CIK (`0000320193`). */
export function packFileOfCik(cik: string): string {
  return `CIK${cik.padStart(10, '0')}.json`;
}

/** One row of `sec/key_financials_annual_usgaap.csv`, by column name. */
export type TKeyFinancialsRow = Record<string, string>;

/**
 * The rows of the key-financials CSV that describe a pack file. The CSV names its source files:
 * `CIK##########.json` for the real companyfacts, `CIK##########_TICKER_10-K_<filed>.json` for the
 * derived ones; the pack holds one file per CIK (the real one where it exists).
 */
export function keyFinancialsOf(packFile: string): TKeyFinancialsRow[] {
  const isReal = existsSync(`${SHARED_DATA}sec/companyfacts/${packFile}`);
  const cik = packFile.replace('.json', '');
  return readKeyFinancials().filter((row) => (isReal ? row.file === packFile : row.file?.startsWith(`${cik}_`)));
}

let rows: TKeyFinancialsRow[] | undefined;

function readKeyFinancials(): TKeyFinancialsRow[] {
  if (rows) return rows;
  const [header = '', ...lines] = readFileSync(`${SHARED_DATA}sec/key_financials_annual_usgaap.csv`, 'utf8')
    .trim()
    .split('\n');
  const columns = splitCsvLine(header);
  rows = lines.map((line) => Object.fromEntries(splitCsvLine(line).map((value, i) => [columns[i] ?? '', value])));
  return rows;
}

/** Splits one CSV line, honouring double quotes (`"Tesla, Inc."`). */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (const char of line) {
    if (char === '"') isQuoted = !isQuoted;
    else if (char === ',' && !isQuoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}
