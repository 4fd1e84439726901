import { describe, expect, it } from 'vitest';
import { documentCoverTitle, documentIdentity, MAX_IDENTITY_CHARS } from './document-identity.js';

describe('documentCoverTitle', () => {
  it("is the reader's title and the first page's short headings without their numbers, each once", () => {
    const pages = [
      {
        number: 1,
        blocks: [
          { type: 'heading' as const, text: 'FORM 10-K', level: 1 },
          { type: 'paragraph' as const, text: 'Annual report pursuant to section 13' },
          { type: 'heading' as const, text: 'For the fiscal year ended December 31, 2024', level: 2 },
          { type: 'heading' as const, text: ' COCA COLA CO ', level: 2 },
          { type: 'heading' as const, text: 'ko-20241231', level: 2 },
        ],
      },
      { number: 2, blocks: [{ type: 'heading' as const, text: 'Item 1. Business', level: 1 }] },
    ];
    expect(documentCoverTitle({ title: 'ko-20241231', pages })).toBe('ko\nFORM K\nCOCA COLA CO');
  });

  it('is null for a document that states nothing', () => {
    expect(
      documentCoverTitle({ title: null, pages: [{ number: 1, blocks: [{ type: 'paragraph', text: 'x' }] }] }),
    ).toBe(null);
    expect(documentCoverTitle({ title: '  ', pages: [] })).toBe(null);
  });

  it('is bounded, however many long headings the cover has', () => {
    const blocks = Array.from({ length: 40 }, (_, i) => ({
      type: 'heading' as const,
      text: `${'x'.repeat(200)} ${String.fromCharCode(97 + i)}`,
      level: 1,
    }));
    expect(documentCoverTitle({ title: null, pages: [{ number: 1, blocks }] })?.length).toBe(MAX_IDENTITY_CHARS);
  });
});

describe('documentIdentity', () => {
  it('is the file name without its extension, then the cover title', () => {
    expect(documentIdentity('ko-10-k-2025-02-20.html', 'COCA COLA CO')).toBe('ko k\nCOCA COLA CO');
    expect(documentIdentity('annual_report.2024.pdf', null)).toBe('annual report');
    expect(documentIdentity('notes', 'Notes')).toBe('notes');
  });
});
