import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { ZRegisterRequestSchema } from '../user/routes.js';
import { ASSUMPTION_SOURCE_MESSAGES, renderAssumptionSource } from './assumption-sources.js';
import { DATA_SERIES_LABELS, ERRORS, VALIDATION_MESSAGES } from './catalogue.js';
import { errorMessage, formatMessage, localizeIssues } from './translate.js';

const paramsOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('error catalogue', () => {
  it.each(Object.entries(ERRORS))('%s has a message in every language with the same parameters', (_code, entry) => {
    for (const language of LANGUAGES) {
      expect(entry.messages[language].trim(), language).not.toBe('');
      expect(paramsOf(entry.messages[language]), language).toEqual(paramsOf(entry.messages.en));
    }
  });

  it('uses only the statuses of the product catalogue', () => {
    const allowed = [400, 401, 403, 404, 406, 410, 413, 422, 429, 500, 502, 503, 504];
    for (const entry of Object.values(ERRORS)) expect(allowed).toContain(entry.status);
    const used = new Set(Object.values(ERRORS).map((entry) => entry.status));
    for (const status of allowed) expect(used, `no error for ${status}`).toContain(status);
  });

  it.each(Object.entries(VALIDATION_MESSAGES))('validation message %s exists in every language', (_key, messages) => {
    const distinct = new Set(LANGUAGES.map((language) => messages[language].trim()));
    expect(distinct.size).toBe(LANGUAGES.length);
  });

  it.each(Object.entries(DATA_SERIES_LABELS))('data series label %s exists in every language', (_key, labels) => {
    for (const language of LANGUAGES) expect(labels[language].trim(), language).not.toBe('');
  });

  it.each(Object.entries(ASSUMPTION_SOURCE_MESSAGES))(
    'assumption source %s has a sentence in every language with the same parameters',
    (_key, messages) => {
      for (const language of LANGUAGES) {
        expect(messages[language].trim(), language).not.toBe('');
        expect(paramsOf(messages[language]), language).toEqual(paramsOf(messages.en));
      }
      const distinct = new Set(LANGUAGES.map((language) => messages[language].trim()));
      expect(distinct.size).toBe(LANGUAGES.length);
    },
  );

  it('formats parameters and leaves unknown ones visible', () => {
    expect(errorMessage('TOO_MANY_LOGIN_ATTEMPTS', 'zh', { minutes: 7 })).toBe('登录失败次数过多，请在 7 分钟后重试。');
    expect(formatMessage('a {{b}} c', {})).toBe('a {{b}} c');
  });
});

describe('renderAssumptionSource', () => {
  const beta = {
    item: 'beta',
    value: 2.3,
    source_key: 'beta_regression',
    params: { from: '2021-01', to: '2025-12', months: 60, r_squared: { value: 0.4712, digits: 2 } },
  };

  it('writes the sentence in the reader’s language, with its numbers written their way', () => {
    expect(renderAssumptionSource(beta, 'en')).toBe(
      '5-year monthly regression on the S&P 500, 2021-01 to 2025-12 (60 months, R² 0.47)',
    );
    expect(renderAssumptionSource(beta, 'es')).toBe(
      'Regresión mensual a 5 años frente al S&P 500, del 2021-01 al 2025-12 (60 meses, R² 0,47)',
    );
    const cap = { item: 'equity_value', value: 4.5e12, source_key: 'equity_value_market_cap' };
    const params = { shares: 24_300_000_000, shares_as_of: '2025-11-14' };
    expect(renderAssumptionSource({ ...cap, params }, 'id')).toBe(
      'Kapitalisasi pasar: harga × 24.300.000.000 saham beredar (2025-11-14)',
    );
    const growth = { item: 'revenue_growth', value: 0.3, source_key: 'revenue_growth_fade' };
    const fade = { terminal_growth: { value: 0.025, digits: 1, style: 'percent' as const }, years: '5' };
    expect(renderAssumptionSource({ ...growth, params: fade }, 'en')).toMatch(/rate \(2\.5%\) by year 5$/);
    expect(renderAssumptionSource({ ...growth, params: fade }, 'zh')).toBe(
      '历史数据：第 1 年采用最近几个财年营收增长率的平均值，到第 5 年线性过渡至永续增长率（2.5%）',
    );
  });

  it('shows a sentence stored as text (older models) as stored, and an unknown key as the key', () => {
    const stored = { item: 'tax_rate', value: 0.21, source: 'US federal statutory rate' };
    for (const language of LANGUAGES) expect(renderAssumptionSource(stored, language)).toBe(stored.source);
    expect(renderAssumptionSource({ item: 'x', value: null, source_key: 'retired_sentence', params: {} }, 'es')).toBe(
      'retired_sentence',
    );
  });
});

describe('localizeIssues', () => {
  it('translates the product rules by key and zod checks by zod locale', () => {
    const result = ZRegisterRequestSchema.safeParse(
      { email: 'x', password: 12, nickname: 'N', terms_accepted: false },
      { reportInput: true },
    );
    expect(result.success).toBe(false);
    const fields = localizeIssues(result.error?.issues ?? [], 'zh-TRADITIONAL');
    expect(fields).toEqual([
      { path: 'email', message: '請輸入有效的電子郵件地址。' },
      { path: 'password', message: expect.stringMatching(/number/) },
      { path: 'terms_accepted', message: '您必須接受服務條款才能建立帳戶。' },
    ]);
    expect(fields[1]?.message).not.toMatch(/Invalid input/);
  });
});
