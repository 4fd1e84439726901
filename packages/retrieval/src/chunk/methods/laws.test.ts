import { describe, expect, it } from 'vitest';
import { chunkDocument } from '../chunk-document.js';
import { documentOf, expectWithinBudget, heading, paragraph } from '../pages.test-helper.js';

describe('laws chunking', () => {
  it('makes each Chinese article (第…条) a chunk led by its chapter and section', () => {
    const document = documentOf([
      [
        heading('中华人民共和国证券法', 1),
        paragraph('第一章 总则'),
        paragraph('第一条 为了规范证券发行和交易行为，保护投资者的合法权益，制定本法。'),
        paragraph('第二条 在中华人民共和国境内，股票、公司债券的发行和交易，适用本法。'),
        paragraph('本法未规定的，适用《中华人民共和国公司法》。'),
        paragraph('第二章 证券发行'),
        paragraph('第一节 一般规定'),
      ],
      [paragraph('第九条 公开发行证券，必须符合法律、行政法规规定的条件。')],
    ]);
    const chunks = chunkDocument(document, 'laws', { chunk_token_num: 512 });
    expect(chunks.map((chunk) => chunk.content)).toEqual([
      '中华人民共和国证券法\n第一章 总则\n第一条 为了规范证券发行和交易行为，保护投资者的合法权益，制定本法。',
      '中华人民共和国证券法 > 第一章 总则\n第二条 在中华人民共和国境内，股票、公司债券的发行和交易，适用本法。\n本法未规定的，适用《中华人民共和国公司法》。',
      '第二章 证券发行\n第一节 一般规定\n第九条 公开发行证券，必须符合法律、行政法规规定的条件。',
    ]);
    expect(chunks[1]!.headings).toEqual(['中华人民共和国证券法', '第一章 总则']);
    expect(chunks[2]).toMatchObject({ pageFrom: 1, pageTo: 2 });
  });

  it('makes each English article a chunk; a long one continues led by its number', () => {
    const clauses = Array.from(
      { length: 30 },
      (_, i) => `(${i + 1}) The issuer shall disclose material information number ${i + 1} without delay.`,
    );
    const document = documentOf([
      [
        paragraph('PART I GENERAL PROVISIONS'),
        paragraph('Chapter 1 Scope'),
        paragraph('Article 1 This regulation applies to listed issuers.'),
        paragraph('Article 2 Disclosure duties.'),
        ...clauses.map(paragraph),
        paragraph('Article 3 Sanctions apply to breaches.'),
      ],
    ]);
    const chunks = chunkDocument(document, 'laws', { chunk_token_num: 128 });
    expectWithinBudget(chunks, 128);
    expect(chunks[0]!.content).toBe(
      'PART I GENERAL PROVISIONS\nChapter 1 Scope\nArticle 1 This regulation applies to listed issuers.',
    );
    expect(
      chunks[1]!.content.startsWith('PART I GENERAL PROVISIONS > Chapter 1 Scope\nArticle 2 Disclosure duties.\n(1)'),
    ).toBe(true);
    const continued = chunks.filter((chunk) =>
      chunk.content.startsWith('PART I GENERAL PROVISIONS > Chapter 1 Scope > Article 2\n'),
    );
    expect(continued.length).toBeGreaterThan(1);
    expect(chunks.at(-1)!.content).toBe(
      'PART I GENERAL PROVISIONS > Chapter 1 Scope\nArticle 3 Sanctions apply to breaches.',
    );
    // Each clause in exactly one chunk.
    const text = chunks.map((chunk) => chunk.content).join('\n');
    for (const clause of clauses) expect(text.split(clause)).toHaveLength(2);
  });

  it('falls back to heading sections when the text has no numbering', () => {
    const document = documentOf([
      [heading('Policy', 1), paragraph('Be fair.'), heading('Scope', 1), paragraph('Everyone.')],
    ]);
    expect(chunkDocument(document, 'laws', {}).map((chunk) => chunk.content)).toEqual([
      'Policy\nBe fair.',
      'Scope\nEveryone.',
    ]);
  });
});
