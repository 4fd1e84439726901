/**
 * Test documents in units the shared 10-Ks never use: a real filing's statements, as extracted,
 * printed again as a small HTML report with another caption and every amount restated in that unit
 * (thousands, whole dollars), so a test knows the right answer in full units. Made at test time from
 * the documents in ../shared/data (never copied into the repository); `printToPdf` turns one into a
 * PDF with Debian's Chromium the way a user prints a page.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TExtractedStatement, type TStatementType, UNIT_SCALE } from '../types.js';

const TITLES: Record<TStatementType, string> = {
  income_statement: 'CONSOLIDATED STATEMENTS OF OPERATIONS',
  balance_sheet: 'CONSOLIDATED BALANCE SHEETS',
  cash_flow_statement: 'CONSOLIDATED STATEMENTS OF CASH FLOWS',
};
const SHARE_KEYS = new Set(['basic_shares', 'diluted_shares']);

/** How a restated report prints its amounts. */
export type TRestatement = {
  /** The caption printed under each statement's title, or null for none. */
  caption: string | null;
  /** Statements printed without a caption even when `caption` is given. */
  uncaptioned?: readonly TStatementType[];
  /** Full units per printed unit of money (1000 for thousands, 1 for whole dollars). */
  moneyScale: number;
  /** Full units per printed unit of share counts. */
  shareScale: number;
  /** A sentence printed in the notes, before a small table of its own ("All amounts are in thousands …"). */
  note?: string;
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const printedDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
};

function printed(value: number, decimals: number): string {
  const text = Math.abs(value).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return value < 0 ? `(${text})` : text;
}

/** The statements printed again as one HTML report, restated as `restatement` says. */
export function restatedHtml(statements: readonly TExtractedStatement[], restatement: TRestatement): string {
  const types = ['income_statement', 'balance_sheet', 'cash_flow_statement'] as const;
  const tables = types.map((type) => {
    const columns = statements.filter((statement) => statement.statementType === type);
    const first = columns[0];
    if (!first) return '';
    const heading = type === 'balance_sheet' ? 'As of' : `Years Ended`;
    const header = `<tr><td></td>${columns.map((column) => `<td><b>${heading} ${printedDate(column.periodEnd)}</b></td>`).join('')}</tr>`;
    const rows = first.lines.map((line, index) => {
      // The same printed name may appear twice (revenue and cost lines by product): match by occurrence.
      const occurrence = first.lines.slice(0, index).filter((other) => other.accountName === line.accountName).length;
      const cells = columns.map((column) => {
        const same = column.lines.filter((other) => other.accountName === line.accountName)[occurrence];
        if (!same) return '<td></td>';
        const full = same.value * UNIT_SCALE[same.unit ?? column.unit];
        const perShare = same.unit === '1' && !SHARE_KEYS.has(same.standardAccount ?? '');
        const scale = perShare
          ? 1
          : SHARE_KEYS.has(same.standardAccount ?? '')
            ? restatement.shareScale
            : restatement.moneyScale;
        return `<td>${printed(full / scale, perShare ? 2 : 0)}</td>`;
      });
      return `<tr><td>${line.accountName.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</td>${cells.join('')}</tr>`;
    });
    const caption =
      restatement.caption && !restatement.uncaptioned?.includes(type) ? `<p>${restatement.caption}</p>` : '';
    return `<h2>${TITLES[type]}</h2>${caption}<table>${header}${rows.join('')}</table>`;
  });
  const note = restatement.note
    ? `<h2>NOTES TO CONSOLIDATED FINANCIAL STATEMENTS</h2><p>${restatement.note}</p><table><tr><td>Leases</td><td>1,234</td><td>1,111</td></tr></table>`
    : '';
  return `<!doctype html><html><head><meta charset="utf-8"><title>Annual report</title><style>body { font-size: 10px } td:first-child { white-space: nowrap } td { padding: 0 6px; text-align: right }</style></head><body><h1>Example Corp.</h1>${tables.join('<div style="page-break-after: always"></div>')}${note}</body></html>`;
}

const CHROMIUM = '/usr/bin/chromium';
/** Whether this machine can print a page to PDF (CI installs Debian's chromium). */
export const canPrintPdf = existsSync(CHROMIUM);

/**
 * An HTML page printed to PDF by headless Chromium, as a user saves a report; `base` is where its
 * relative links point (none are fetched: the machine has no network).
 */
export function printToPdf(html: string, base?: URL): Uint8Array {
  const folder = mkdtempSync(join(tmpdir(), 'restated-'));
  try {
    const page = join(folder, 'report.html');
    const pdf = join(folder, 'report.pdf');
    writeFileSync(page, base ? html.replace(/<head([^>]*)>/i, `<head$1><base href="${base.href}">`) : html);
    execFileSync(
      CHROMIUM,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        `--user-data-dir=${join(folder, 'profile')}`,
        '--no-pdf-header-footer',
        `--print-to-pdf=${pdf}`,
        `file://${page}`,
      ],
      { stdio: 'ignore', timeout: 60_000 },
    );
    return new Uint8Array(readFileSync(pdf));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
