import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';

const run = promisify(execFile);
const SOFFICE = '/usr/bin/soffice';

/**
 * LibreOffice by default keeps the cached values of an .xlsx; this profile makes it recalculate
 * every formula on load, so what we read back is LibreOffice's own arithmetic, not ours.
 */
const RECALCULATING_PROFILE = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`;

/**
 * Opens each workbook in headless LibreOffice, recalculates it and saves it again as .xlsx; returns
 * the recalculated workbooks by name. One LibreOffice start for all files (it takes ~2 s).
 */
export async function recalculateWithLibreOffice(
  files: Record<string, Buffer>,
): Promise<Record<string, ExcelJS.Workbook>> {
  if (!existsSync(SOFFICE)) {
    throw new Error('LibreOffice is not installed: apt-get install -y libreoffice-calc-nogui (.ci/run does)');
  }
  const dir = await mkdtemp(join(tmpdir(), 'workbook-recalc-'));
  try {
    const profile = join(dir, 'profile');
    await mkdir(join(profile, 'user'), { recursive: true });
    await writeFile(join(profile, 'user', 'registrymodifications.xcu'), RECALCULATING_PROFILE);
    const inputs = await Promise.all(
      Object.entries(files).map(async ([name, buffer]) => {
        const path = join(dir, `${name}.xlsx`);
        await writeFile(path, buffer);
        return path;
      }),
    );
    const out = join(dir, 'out');
    await run(
      SOFFICE,
      [
        `-env:UserInstallation=file://${profile}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'xlsx:Calc MS Excel 2007 XML',
        '--outdir',
        out,
        ...inputs,
      ],
      { timeout: 120_000 },
    );
    const books: Record<string, ExcelJS.Workbook> = {};
    for (const name of Object.keys(files)) {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await readFile(join(out, `${name}.xlsx`))) as never);
      books[name] = book;
    }
    return books;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A cell's number: its value, or a formula's computed result. exceljs reads a formula result of 0
 * as absent, so a formula without a result is 0; an error value comes back as its text (`#N/A`).
 */
export function numberAt(book: ExcelJS.Workbook, sheet: string, cell: string): number | string | null {
  const worksheet = book.getWorksheet(sheet);
  if (!worksheet) throw new Error(`no sheet ${sheet}`);
  const value = worksheet.getCell(cell).value;
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object' && 'formula' in value) {
    const result = (value as { result?: unknown }).result;
    if (result === undefined) return 0;
    if (typeof result === 'number' || typeof result === 'string') return result;
    if (result instanceof Date) return result.toISOString().slice(0, 10);
    if (result && typeof result === 'object' && 'error' in result) return String((result as { error: string }).error);
  }
  if (typeof value === 'object' && 'error' in value) return String((value as { error: string }).error);
  return String(value);
}

/** Every formula cell of a workbook: sheet, address, formula and cached result. */
export function formulaCells(book: ExcelJS.Workbook): { sheet: string; cell: string; formula: string }[] {
  const cells: { sheet: string; cell: string; formula: string }[] = [];
  book.eachSheet((worksheet) => {
    worksheet.eachRow((row) => {
      row.eachCell((cell) => {
        const value = cell.value;
        if (value && typeof value === 'object' && 'formula' in value) {
          cells.push({ sheet: worksheet.name, cell: cell.address, formula: String(value.formula) });
        }
      });
    });
  });
  return cells;
}
