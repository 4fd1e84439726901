import { ERRORS, type TComps, type TFinancialStatement, type TModelValues, VALIDATION_MESSAGES } from '@app/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AAPL_10K_HTML, documentFile, runAndWait, uploadOne } from '../../test/financial.js';
import { waitForModelStatus } from '../../test/models.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
let documentId: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await signInAsTemp(t));
  documentId = await uploadOne(t, token, documentFile(AAPL_10K_HTML), { company_name: 'Orchard Devices' });
  expect((await runAndWait(t, token, documentId)).status).toBe('awaiting_audit');
}, 120_000);
afterAll(() => t.close());

const createPrivate = (body: Record<string, unknown>, as = token) =>
  t.call<{ model_id: string; status: string }>('POST', '/v1/model/dcf/private', { token: as, body });

async function confirm() {
  const confirmed = await t.call('POST', '/v1/financial_statements/confirm', {
    token,
    body: { document_id: documentId, acknowledge_gaps: true },
  });
  expect(confirmed.code, confirmed.message).toBe(0);
}

describe('POST /v1/model/dcf/private', () => {
  it('refuses a document whose statements are not confirmed yet', async () => {
    const response = await createPrivate({ document_id: documentId });
    expect(response).toMatchObject({ code: 400, message: ERRORS.STATEMENTS_NOT_CONFIRMED.messages.en });
  });

  it('values the confirmed statements with a listed peer’s relevered beta, without a share price', async () => {
    await confirm();
    const created = await createPrivate({ document_id: documentId, peer_ticker: 'nvda' });
    expect(created.code, created.message).toBe(0);
    const status = await waitForModelStatus(t, token, created.data.model_id);
    expect(status, JSON.stringify(status)).toMatchObject({ status: 'success', error: null });

    const values = await t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${created.data.model_id}`, {
      token,
    });
    const model = values.data;
    expect(model).toMatchObject({ name: 'Orchard Devices', document_id: documentId, ticker: '' });
    expect(model.company).toMatchObject({ cik: null, name: 'Orchard Devices', reporting_currency: 'USD' });
    expect(model.market.price).toBeNull();
    expect(model.results.current_price).toBeNull();
    expect(model.results.upside).toBeNull();
    expect(Number.isFinite(model.results.implied_price_per_share)).toBe(true);
    // Apple's FY2024 statements: revenue 391,035 M is the base year's, taken from the document.
    const history = model.model_input.history as { period_end: string; income: { revenue?: { value: number } } }[];
    expect(history.at(-1)?.period_end).toBe('2024-09-28');
    expect(history.at(-1)?.income.revenue?.value).toBe(391_035_000_000);
    const beta = model.defaults.sources.find((source) => source.item === 'beta');
    expect(beta?.source).toMatch(/^NVDA's 5-year monthly beta .* relevered at this company's book debt to equity/);
    // Valued at the balance-sheet date the statements describe, not a year later.
    expect(model.model_input.valuationDate).toBe('2024-09-28');
    expect(model.defaults.sources.find((source) => source.item === 'valuation_date')?.source).toBe(
      'Private company: 2024-09-28, the balance-sheet date of the statements (the value they describe)',
    );

    const comps = await t.call<TComps>('GET', `/v1/model/dcf/comps_ticker?model_id=${model.model_id}`, { token });
    expect(comps.code, comps.message).toBe(0);
    expect(comps.data.peers.map((peer) => peer.ticker)).toEqual(['NVDA']);
    expect(comps.data.subject.inputs).toMatchObject({ price: null, revenue_lyr: 391_035_000_000 });
    // Without a share price the company has no multiple of its own; the peer's are its implied prices.
    expect(comps.data.subject.multiples.pe_lyr).toEqual({ value: null, reason: 'missing_price' });
    expect(comps.data.subject.multiples.ps_lyr).toEqual({ value: null, reason: 'missing_market_cap' });

    const file = await fetch(`${t.baseUrl}/v1/model/dcf/download?model_id=${model.model_id}`, {
      headers: { Authorization: token },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('filename="ORCHARD-DEVICES_DCF_');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await file.arrayBuffer()) as never);
    expect(book.getWorksheet('Cover')?.getCell('A1').value).toBe('Orchard Devices');
  });

  it('values at a date the user chooses between the balance-sheet date and today', async () => {
    const created = await createPrivate({ document_id: documentId, valuation_date: '2025-03-31' });
    expect(created.code, created.message).toBe(0);
    expect((await waitForModelStatus(t, token, created.data.model_id)).status).toBe('success');
    const values = await t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${created.data.model_id}`, {
      token,
    });
    expect(values.data.model_input.valuationDate).toBe('2025-03-31');
    expect(values.data.defaults.sources.find((source) => source.item === 'valuation_date')?.source).toBe(
      'Chosen when the model was created: 2025-03-31 (the statements end 2024-09-28)',
    );
    const before = await createPrivate({ document_id: documentId, valuation_date: '2024-06-30' });
    expect(before).toMatchObject({
      code: 422,
      data: { fields: [{ path: 'valuation_date', message: VALIDATION_MESSAGES.valuation_date_before_statements.en }] },
    });
    const future = await createPrivate({ document_id: documentId, valuation_date: '2099-01-01' });
    expect(future).toMatchObject({
      code: 422,
      data: { fields: [{ path: 'valuation_date', message: VALIDATION_MESSAGES.valuation_date_in_future.en }] },
    });
  });

  it('uses the market beta without a peer, and keeps the document private to its owner', async () => {
    const created = await createPrivate({ document_id: documentId });
    const status = await waitForModelStatus(t, token, created.data.model_id);
    expect(status.status).toBe('success');
    const values = await t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${created.data.model_id}`, {
      token,
    });
    expect(values.data.market.beta).toBeNull();
    expect(values.data.defaults.sources.find((source) => source.item === 'beta')?.source).toBe(
      'Private company without a listed peer chosen: the market beta 1.0 is assumed',
    );

    const other = await signInAsTemp(t);
    const response = await createPrivate({ document_id: documentId }, other.token);
    expect(response).toMatchObject({ code: 404, message: ERRORS.NOT_FOUND.messages.en });
  });

  it('assumes one share when the statements give no share count, and takes the user’s count when given', async () => {
    const bare = await uploadOne(t, token, documentFile(AAPL_10K_HTML), { company_name: 'Bare Orchard' });
    expect((await runAndWait(t, token, bare)).status).toBe('awaiting_audit');
    const statements = await t.call<{ statements: TFinancialStatement[] }>(
      'GET',
      `/v1/financial_statements/statements?document_id=${bare}`,
      { token },
    );
    const shareLines = statements.data.statements
      .flatMap((statement) => statement.lines)
      .filter((line) => ['diluted_shares', 'basic_shares'].includes(line.standard_account_name ?? ''));
    expect(shareLines.length).toBeGreaterThan(0);
    for (const line of shareLines) {
      const deleted = await t.call('POST', '/v1/financial_statements/statement/delete_line', {
        token,
        body: { line_id: line.line_id },
      });
      expect(deleted.code, deleted.message).toBe(0);
    }
    const confirmed = await t.call('POST', '/v1/financial_statements/confirm', {
      token,
      body: { document_id: bare, acknowledge_gaps: true },
    });
    expect(confirmed.code, confirmed.message).toBe(0);

    const modelWith = async (body: Record<string, unknown>) => {
      const created = await createPrivate({ document_id: bare, ...body });
      expect((await waitForModelStatus(t, token, created.data.model_id)).status).toBe('success');
      return (await t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${created.data.model_id}`, { token }))
        .data;
    };
    const oneShare = await modelWith({});
    expect(oneShare.model_input.shares).toBe(1);
    expect(oneShare.results.implied_price_per_share).toBeCloseTo(oneShare.results.equity_value, 0);
    expect(oneShare.defaults.sources.find((source) => source.item === 'shares')?.source).toMatch(
      /^No share count in the statements: one share is assumed/,
    );
    const given = await modelWith({ shares: 15_000_000_000 });
    expect(given.model_input.shares).toBe(15_000_000_000);
    expect(given.results.implied_price_per_share).toBeCloseTo(given.results.equity_value / 15e9, 6);
  });

  it('needs a full account for a forecast length other than the default', async () => {
    const response = await createPrivate({ document_id: documentId, forecast_years: 8 });
    expect(response).toMatchObject({ code: 403, message: ERRORS.FULL_ACCOUNT_REQUIRED.messages.en });
  });
});
