import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AAPL_10K_HTML, AAPL_10Q_XLSX } from '../test/financial.js';
import { decodedText, inspectFile, looksLikeMarkdown } from './inspect-file.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('inspectFile', () => {
  it('tells the extraction kinds from the bytes, with the SHA-256', async () => {
    const html = readFileSync(AAPL_10K_HTML);
    expect(await inspectFile(html)).toEqual({
      kind: 'html',
      pageCount: 1,
      sha256: createHash('sha256').update(html).digest('hex'),
    });
    expect((await inspectFile(readFileSync(AAPL_10Q_XLSX))).kind).toBe('xlsx');
  });

  it('reads prose as plain text and structured text as Markdown, whatever the name', async () => {
    const prose = 'Revenue grew in every segment.\nManagement expects the trend to continue into next year.\n';
    expect((await inspectFile(utf8(prose))).kind).toBe('text');
    expect((await inspectFile(utf8(`# Outlook\n\n${prose}`))).kind).toBe('markdown');
    expect((await inspectFile(utf8(`Notes\n\n| Year | Revenue |\n| --- | ---: |\n| 2024 | 391 |\n`))).kind).toBe(
      'markdown',
    );
    expect((await inspectFile(utf8('营业收入同比增长百分之十二。\n管理层预计明年继续增长。\n'))).kind).toBe('text');
  });

  it('refuses binary data as an unsupported type', async () => {
    const binary = new Uint8Array(4096).map((_, i) => (i * 37) % 256);
    await expect(inspectFile(binary)).rejects.toMatchObject({ name: 'DocumentReadError', reason: 'unsupported_type' });
  });
});

describe('decodedText', () => {
  it('reads UTF-8 (with or without a byte-order mark), UTF-16 with one, and GB18030', () => {
    expect(decodedText(utf8('\uFEFFhello'))).toBe('hello');
    expect(decodedText(new Uint8Array([0xff, 0xfe, 0x68, 0x00, 0x69, 0x00]))).toBe('hi');
    // "收入" in GB18030: not UTF-8.
    expect(decodedText(new Uint8Array([0xca, 0xd5, 0xc8, 0xeb]))).toBe('收入');
    expect(decodedText(new Uint8Array([0x61, 0x00, 0x62]))).toBeNull();
  });
});

describe('looksLikeMarkdown', () => {
  it('counts headings and pipe tables, as the page reader does, not emphasis alone', () => {
    expect(looksLikeMarkdown('## Risk factors')).toBe(true);
    expect(looksLikeMarkdown('| a | b |\n|---|:--:|\n| 1 | 2 |')).toBe(true);
    expect(looksLikeMarkdown('a line\n---')).toBe(false);
    expect(looksLikeMarkdown('a *really* good year (see [note](x))')).toBe(false);
    expect(looksLikeMarkdown('#hashtag without a space')).toBe(false);
  });
});
