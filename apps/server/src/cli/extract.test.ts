import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { financialStatementRoutes, ZFinancialStatementSchema } from '@app/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { AAPL_10K_HTML } from '../test/financial.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SLOW = 60_000;

/** Runs `npm run -s extract -- …` the way a person does, on a real document read in place. */
async function extract(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/extract.ts', ...args],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run -s extract', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'extract-cli-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it(
    'prints with --json what GET financial_statements/statements answers',
    async () => {
      const { code, stdout } = await extract(AAPL_10K_HTML, '--json');
      expect(code).toBe(0);
      const response = JSON.parse(stdout);
      // The API's own output schema, and not a field more: the shape cannot drift from the route's.
      expect(financialStatementRoutes.statements.output.parse(response)).toEqual(response);
      expect(response).toMatchObject({ document_id: 'aapl-10-k-2024-11-01.html', status: 'awaiting_audit' });
      expect(Object.keys(response.statements[0]).sort()).toEqual(Object.keys(ZFinancialStatementSchema.shape).sort());
      const revenue = response.statements
        .filter((statement: { period_end: string }) => statement.period_end === '2024-09-28')
        .flatMap((statement: { lines: { standard_account_name: string | null }[] }) => statement.lines)
        .find((line: { standard_account_name: string | null }) => line.standard_account_name === 'revenue');
      expect(revenue).toMatchObject({ account_name: 'Total net sales', value: 391_035, verified: true });
      const ids = response.statements.flatMap((statement: { lines: { line_id: string }[] }) =>
        statement.lines.map((line) => line.line_id),
      );
      expect(new Set(ids).size).toBe(ids.length);
    },
    SLOW,
  );

  it(
    'prints a summary per statement: type, period, currency, unit, pages and the mapped lines',
    async () => {
      const { code, stdout } = await extract(AAPL_10K_HTML);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^aapl-10-k-2024-11-01\.html: \d+ statement\(s\)/);
      expect(stdout).toMatch(/ 2023-10-01 – 2024-09-28 \(1Y\) {2}USD, unit M {2}page \d+/);
      expect(stdout).toMatch(/ {2}revenue +Total net sales +391,035 {2}✓/);
    },
    SLOW,
  );

  it(
    'says what is wrong and exits with 1: no such file, a file that is no document, bad arguments',
    async () => {
      const missing = await extract(join(scratch, 'missing.pdf'));
      expect(missing).toMatchObject({ code: 1, stdout: '' });
      expect(missing.stderr).toMatch(/cannot read .*missing\.pdf: no such file/);

      const picture = join(scratch, 'picture.png');
      writeFileSync(picture, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]));
      const refused = await extract(picture, '--json');
      expect(refused).toMatchObject({ code: 1, stdout: '' });
      expect(refused.stderr).toMatch(/^DOCUMENT_UNSUPPORTED_TYPE: This file type is not supported\./);

      const usage = await extract();
      expect(usage).toMatchObject({ code: 1 });
      expect(usage.stderr).toMatch(/^usage: npm run -s extract -- FILE \[--json\]/);
    },
    SLOW,
  );
});
