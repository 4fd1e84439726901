import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MarketDataError } from '../errors.js';
import { SHARED_DATA } from '../xbrl/shared-data.test-helper.js';
import {
  accessionFolder,
  annualReports,
  archiveFolderPath,
  inlineXbrlDocument,
  parseFilingFolderIndex,
} from './edgar-archives.js';
import { parseSubmissions, parseSubmissionsPage } from './sec-parse.js';

const submissionsOf = (file: string) => {
  const path = `${SHARED_DATA}pack/submissions/${file}`;
  return parseSubmissions(readFileSync(path, 'utf8'), path);
};

/**
 * A filing folder's listing in EDGAR's `index.json` format (the shape of
 * `/Archives/edgar/data/320193/000032019324000123/index.json`): EDGAR's generated index pages with an
 * empty size, the inline document, the XBRL instance it extracted from it (`_htm.xml`), the taxonomy
 * extension and an exhibit. Only the document's size is the real one (the shared data's copy).
 */
const AAPL_FOLDER = JSON.stringify({
  directory: {
    item: [
      {
        'last-modified': '2024-11-01 06:01:36',
        name: '0000320193-24-000123-index-headers.html',
        type: 'text.gif',
        size: '',
      },
      { 'last-modified': '2024-11-01 06:01:36', name: '0000320193-24-000123-index.html', type: 'text.gif', size: '' },
      { 'last-modified': '2024-11-01 06:01:36', name: '0000320193-24-000123.txt', type: 'text.gif', size: '' },
      { 'last-modified': '2024-11-01 06:01:36', name: 'a10-kexhibit1036.htm', type: 'text.gif', size: '25403' },
      { 'last-modified': '2024-11-01 06:01:36', name: 'aapl-20240928.htm', type: 'text.gif', size: '1503780' },
      { 'last-modified': '2024-11-01 06:01:36', name: 'aapl-20240928.xsd', type: 'text.gif', size: '49017' },
      { 'last-modified': '2024-11-01 06:01:36', name: 'aapl-20240928_htm.xml', type: 'text.gif', size: '982731' },
    ],
    name: '/Archives/edgar/data/320193/000032019324000123',
    'parent-dir': '/Archives/edgar/data/320193',
  },
});

describe('filing folders in the archives', () => {
  it('names the folder of an accession number as EDGAR links it', () => {
    expect(accessionFolder('0000320193-24-000123')).toBe('000032019324000123');
    expect(archiveFolderPath('0000320193', '0000320193-24-000123')).toBe(
      '/Archives/edgar/data/320193/000032019324000123/',
    );
    expect(() => accessionFolder('')).toThrow(RangeError);
    expect(() => accessionFolder('000032019324000123')).toThrow(RangeError);
  });

  it('parses an index.json listing and refuses a body of another shape', () => {
    const folder = parseFilingFolderIndex(AAPL_FOLDER, 'index.json');
    expect(folder.directory.item).toHaveLength(7);
    expect(() => parseFilingFolderIndex('{"directory":{"name":"x"}}', 'index.json')).toThrow(MarketDataError);
    expect(() => parseFilingFolderIndex('<html>', 'index.json')).toThrow(
      expect.objectContaining({ code: 'PROVIDER_BAD_RESPONSE' }),
    );
  });

  it('finds the inline document: the primary document, else the .htm EDGAR extracted an instance from', () => {
    const folder = parseFilingFolderIndex(AAPL_FOLDER, 'index.json');
    expect(inlineXbrlDocument(folder, 'aapl-20240928.htm')).toEqual({ name: 'aapl-20240928.htm', size: 1_503_780 });
    // Without a primary document (or one the folder does not hold): the `x.htm` next to `x_htm.xml`.
    expect(inlineXbrlDocument(folder, null)).toEqual({ name: 'aapl-20240928.htm', size: 1_503_780 });
    expect(inlineXbrlDocument(folder, 'gone.htm')?.name).toBe('aapl-20240928.htm');
    // A listed name with a path is never a candidate: nothing outside the folder is asked for.
    const odd = JSON.parse(AAPL_FOLDER);
    odd.directory.item.push({ name: '../other/x.htm', size: '1' }, { name: '../other/x_htm.xml', size: '1' });
    const withPath = parseFilingFolderIndex(JSON.stringify(odd), 'index.json');
    expect(inlineXbrlDocument(withPath, '../other/x.htm')?.name).toBe('aapl-20240928.htm');
  });

  it('finds none in a folder without an XBRL instance (a filing without inline XBRL)', () => {
    const items = JSON.parse(AAPL_FOLDER).directory.item.filter((i: { name: string }) => !i.name.endsWith('_htm.xml'));
    const folder = parseFilingFolderIndex(JSON.stringify({ directory: { name: '/x', item: items } }), 'index.json');
    expect(inlineXbrlDocument(folder, null)).toBeNull();
    // A size EDGAR leaves empty reads as unknown.
    expect(inlineXbrlDocument(folder, '0000320193-24-000123.txt')).toEqual({
      name: '0000320193-24-000123.txt',
      size: null,
    });
  });
});

describe('annualReports', () => {
  it("takes Apple's latest 10-K, or the latest filed by a date, with its primary document", () => {
    const { recent } = submissionsOf('CIK0000320193.json').filings;
    expect(annualReports(recent)[0]).toMatchObject({
      accessionNumber: '0000320193-25-000079',
      filingDate: '2025-10-31',
    });
    expect(annualReports(recent, '2025-06-30')[0]).toEqual({
      accessionNumber: '0000320193-24-000123',
      form: '10-K',
      filingDate: '2024-11-01',
      reportDate: '2024-09-28',
      primaryDocument: 'aapl-20240928.htm',
      isInlineXbrl: true,
    });
    expect(annualReports(recent).every((filing) => filing.form === '10-K')).toBe(true);
  });

  it('leaves out amendments, quarterly and current reports', () => {
    const { recent } = submissionsOf('CIK0001318605.json').filings;
    // Tesla's 10-K/A of 2025-04-30 (Part III only) comes after its 10-K of 2025-01-30.
    expect(recent.form).toContain('10-K/A');
    expect(annualReports(recent, '2025-06-30')[0]).toMatchObject({
      accessionNumber: '0001628280-25-003063',
      form: '10-K',
      primaryDocument: 'tsla-20241231.htm',
    });
    const quarterlyOnly = {
      ...recent,
      form: recent.form.map((form) => (form === '10-K' ? '10-Q' : form)),
    };
    expect(annualReports(quarterlyOnly)).toEqual([]);
  });

  it('leaves out rows without an accession number (the pack’s constructed submissions)', () => {
    const { recent } = submissionsOf('CIK0000021344.json').filings;
    expect(recent.form).toContain('10-K');
    expect(annualReports(recent)).toEqual([]);
  });

  it('reads an overflow page the same way', () => {
    const path = `${SHARED_DATA}pack/submissions/CIK0001318605-submissions-001.json`;
    const page = parseSubmissionsPage(readFileSync(path, 'utf8'), path);
    const found = annualReports(page);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((filing, i) => i === 0 || filing.filingDate <= (found[i - 1]?.filingDate ?? ''))).toBe(true);
  });
});
