import { describe, expect, it } from 'vitest';
import { reportFileName } from './file-name.js';

describe('reportFileName', () => {
  it('keeps a readable title, Chinese included, with the extension', () => {
    expect(reportFileName('NVIDIA stock pitch', 'docx')).toBe('NVIDIA stock pitch.docx');
    expect(reportFileName('GLP-1 药物市场研究', '.md')).toBe('GLP-1 药物市场研究.md');
  });

  it('replaces characters file systems refuse and trims dots and spaces', () => {
    expect(reportFileName('  A/B: "growth" <2026>?*|\\\n ', 'docx')).toBe('A B growth 2026.docx');
    expect(reportFileName('...hidden.', 'docx')).toBe('hidden.docx');
    expect(reportFileName('CON', 'docx')).toBe('CON report.docx');
    expect(reportFileName('///', 'docx')).toBe('report.docx');
  });

  it('cuts long titles at 100 whole characters', () => {
    expect(reportFileName('研'.repeat(150), 'docx')).toBe(`${'研'.repeat(100)}.docx`);
    expect(reportFileName('😀'.repeat(150), 'docx')).toBe(`${'😀'.repeat(100)}.docx`);
  });

  it('gives an ASCII fallback for a Content-Disposition filename', () => {
    expect(reportFileName('Société Générale: 研究', 'docx', { asciiOnly: true })).toBe('Societe Generale.docx');
    expect(reportFileName('英伟达', 'docx', { asciiOnly: true })).toBe('report.docx');
  });
});
