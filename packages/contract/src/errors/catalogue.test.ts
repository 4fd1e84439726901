import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { ZRegisterRequestSchema } from '../user/routes.js';
import { ERRORS, VALIDATION_MESSAGES } from './catalogue.js';
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

  it('formats parameters and leaves unknown ones visible', () => {
    expect(errorMessage('TOO_MANY_LOGIN_ATTEMPTS', 'zh', { minutes: 7 })).toBe('登录失败次数过多，请在 7 分钟后重试。');
    expect(formatMessage('a {{b}} c', {})).toBe('a {{b}} c');
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
