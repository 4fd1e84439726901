/**
 * The file opens without a repair prompt: every part has a content type, every internal
 * relationship points at a part that exists, the sheets and their print areas are declared, and
 * there is no macro anywhere (an .xlsx, never an .xlsm).
 */
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModelWorkbook } from './build-workbook.js';
import { SHEETS } from './layout.js';
import { packModel } from './pack-models.test-helper.js';

let zip: JSZip;
let parts: string[];
beforeAll(async () => {
  zip = await JSZip.loadAsync(await buildModelWorkbook(packModel('NVDA')));
  parts = Object.keys(zip.files).filter((name) => !zip.files[name]?.dir);
});

const text = (name: string) => zip.file(name)?.async('string') ?? Promise.reject(new Error(`no part ${name}`));
const attributes = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}\\b([^>]*)/?>`, 'g'))].map(([, attrs]) =>
    Object.fromEntries([...(attrs ?? '').matchAll(/([\w:]+)="([^"]*)"/g)].map(([, k, v]) => [k, v])),
  );

describe('the .xlsx package', () => {
  it('gives every part a content type, none of them a macro', async () => {
    const types = await text('[Content_Types].xml');
    const defaults = new Map(attributes(types, 'Default').map((d) => [d.Extension, d.ContentType]));
    const overrides = new Map(attributes(types, 'Override').map((o) => [o.PartName, o.ContentType]));
    for (const part of parts.filter((name) => name !== '[Content_Types].xml')) {
      const type = overrides.get(`/${part}`) ?? defaults.get(part.split('.').pop() as string);
      expect(type, part).toBeTruthy();
      expect(type, part).not.toMatch(/macro|vba/i);
    }
    expect(parts.filter((name) => /vba|\.bin$/i.test(name))).toEqual([]);
    expect(overrides.get('/xl/workbook.xml')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    );
  });

  it('resolves every internal relationship to a part of the package', async () => {
    const relationships = parts.filter((name) => name.endsWith('.rels'));
    expect(relationships.length).toBeGreaterThan(3);
    for (const rels of relationships) {
      const base = rels.replace(/_rels\/[^/]*\.rels$/, '');
      for (const relation of attributes(await text(rels), 'Relationship')) {
        if (relation.TargetMode === 'External') continue;
        const target = relation.Target as string;
        const resolved = target.startsWith('/') ? target.slice(1) : normalize(`${base}${target}`);
        expect(parts, `${rels} → ${target}`).toContain(resolved);
      }
    }
  });

  it('declares every sheet, and a print area for each', async () => {
    const workbook = await text('xl/workbook.xml');
    const sheets = attributes(workbook, 'sheet').map((sheet) => sheet.name);
    expect(sheets).toEqual([
      SHEETS.cover,
      SHEETS.assumptions,
      SHEETS.scenarios,
      SHEETS.income,
      SHEETS.balance,
      SHEETS.cashFlow,
      SHEETS.schedules,
      SHEETS.wacc,
      SHEETS.dcf,
      SHEETS.sensitivity,
      SHEETS.valuations,
      SHEETS.keyMetrics,
      SHEETS.quarterly,
    ]);
    const printAreas = [...workbook.matchAll(/<definedName name="_xlnm.Print_Area" localSheetId="(\d+)"/g)];
    expect(printAreas.map(([, id]) => Number(id)).sort((a, b) => a - b)).toEqual(sheets.map((_, index) => index));
  });
});

function normalize(path: string): string {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '..') out.pop();
    else if (segment !== '.' && segment !== '') out.push(segment);
  }
  return out.join('/');
}
