import { describe, expect, it } from 'vitest';
import { KB_STATUS_MESSAGES } from '../errors/kb-catalogue.js';
import { LANGUAGES } from '../languages.js';
import { ZRetrievalTestRequestSchema } from './chunk-routes.js';
import { documentRoutes, ZRemoveDocumentsRequestSchema } from './document-routes.js';
import { isAvatarDataUrl, KB_LIMITS, ZCreateKbRequestSchema, ZUpdateKbRequestSchema } from './kb-routes.js';
import { defaultParserConfig, ZPageRangesSchema, ZParserConfigSchema } from './parser-config.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('parser config', () => {
  it('fills the General method’s defaults', () => {
    expect(defaultParserConfig()).toMatchObject({
      chunk_token_num: 512,
      delimiter: '\n!?。；！？',
      overlapped_percent: 0,
      auto_keywords: 0,
      raptor: { use_raptor: false },
      graphrag: { use_graphrag: false, method: 'light' },
    });
    expect(defaultParserConfig().pages).toBeUndefined();
  });

  it('checks page ranges: both ends, to after from, from after the previous to, at most 64', () => {
    expect(
      ZPageRangesSchema.safeParse([
        [1, 5],
        [6, 9],
      ]).success,
    ).toBe(true);
    expect(messagesOf(ZPageRangesSchema.safeParse([[3]]))).toEqual(['0.1:kb_page_to_required']);
    expect(messagesOf(ZPageRangesSchema.safeParse([[null, 4]]))).toEqual(['0.0:kb_page_from_required']);
    expect(messagesOf(ZPageRangesSchema.safeParse([[5, 5]]))).toEqual(['0.1:kb_page_to_after_from']);
    expect(
      messagesOf(
        ZPageRangesSchema.safeParse([
          [1, 5],
          [5, 9],
        ]),
      ),
    ).toEqual(['1.0:kb_page_from_after_previous']);
    const many = Array.from({ length: 65 }, (_, index) => [index * 2 + 1, index * 2 + 2]);
    expect(messagesOf(ZPageRangesSchema.safeParse(many))).toEqual([':kb_page_ranges_too_many']);
  });

  it('requires every RAPTOR field when RAPTOR is on, and bounds them', () => {
    const off = ZParserConfigSchema.safeParse({ raptor: { use_raptor: false } });
    expect(off.success).toBe(true);
    expect(messagesOf(ZParserConfigSchema.safeParse({ raptor: { use_raptor: true, prompt: 'p' } }))).toEqual([
      'raptor.max_token:kb_raptor_field_required',
      'raptor.threshold:kb_raptor_field_required',
      'raptor.max_cluster:kb_raptor_field_required',
      'raptor.random_seed:kb_raptor_field_required',
    ]);
    const bad = { use_raptor: true, prompt: 'p', max_token: 4096, threshold: 1.5, max_cluster: 0, random_seed: -1 };
    expect(messagesOf(ZParserConfigSchema.safeParse({ raptor: bad }))).toEqual([
      'raptor.max_token:kb_raptor_max_token_range',
      'raptor.threshold:kb_raptor_threshold_range',
      'raptor.max_cluster:kb_raptor_max_cluster_range',
      'raptor.random_seed:kb_raptor_random_seed_range',
    ]);
  });

  it('bounds chunk size, overlap and delimiter', () => {
    const result = ZParserConfigSchema.safeParse({
      chunk_token_num: 0,
      overlapped_percent: 91,
      delimiter: 'x'.repeat(65),
    });
    expect(messagesOf(result)).toEqual([
      'chunk_token_num:kb_chunk_token_num_range',
      'delimiter:kb_delimiter_invalid',
      'overlapped_percent:kb_overlapped_percent_range',
    ]);
  });
});

describe('knowledge base requests', () => {
  it('requires a name of at most 128 characters, and bounds the retrieval settings', () => {
    expect(messagesOf(ZCreateKbRequestSchema.safeParse({ name: '  ' }))).toEqual(['name:kb_name_required']);
    expect(messagesOf(ZCreateKbRequestSchema.safeParse({ name: 'x'.repeat(129) }))).toEqual(['name:kb_name_too_long']);
    expect(
      messagesOf(
        ZCreateKbRequestSchema.safeParse({ name: 'a', similarity_threshold: 2, vector_similarity_weight: -0.1 }),
      ),
    ).toEqual([
      'similarity_threshold:kb_similarity_threshold_range',
      'vector_similarity_weight:kb_vector_similarity_weight_range',
    ]);
    expect(ZCreateKbRequestSchema.parse({ name: ' Filings ' })).toMatchObject({
      name: 'Filings',
      permission: 'me',
      parser_id: 'naive',
      similarity_threshold: 0.2,
      vector_similarity_weight: 0.3,
    });
  });

  it('takes a picture as an image data URL of at most 256 kB', () => {
    expect(isAvatarDataUrl(`data:image/png;base64,${'A'.repeat(16)}`)).toBe(true);
    expect(isAvatarDataUrl('data:text/html;base64,AAAA')).toBe(false);
    const tooBig = `data:image/png;base64,${'A'.repeat(Math.ceil((KB_LIMITS.avatarBytes * 4) / 3) + 4)}`;
    expect(isAvatarDataUrl(tooBig)).toBe(false);
  });

  it('refuses an update that changes nothing', () => {
    const kbId = '6f1b1c1e-0000-4000-8000-000000000001';
    expect(messagesOf(ZUpdateKbRequestSchema.safeParse({ kb_id: kbId }))).toEqual([':nothing_to_change']);
    expect(ZUpdateKbRequestSchema.safeParse({ kb_id: kbId, description: '' }).success).toBe(true);
  });
});

describe('document and chunk requests', () => {
  const id = '6f1b1c1e-0000-4000-8000-000000000001';

  it('takes one document or several to delete, at least one', () => {
    expect(ZRemoveDocumentsRequestSchema.parse({ doc_id: id, doc_ids: [id] })).toEqual({ doc_ids: [id] });
    expect(messagesOf(ZRemoveDocumentsRequestSchema.safeParse({}))).toEqual(['doc_ids:document_select_first']);
  });

  it('reads repeated or comma-separated run filters from a query string', () => {
    const input = documentRoutes.list.input;
    expect(input.parse({ kb_id: id, run: '1,3' }).run).toEqual([1, 3]);
    expect(input.parse({ kb_id: id, run: ['4'], desc: 'false' })).toMatchObject({ run: [4], desc: false });
    expect(input.safeParse({ kb_id: id, run: '7' }).success).toBe(false);
  });

  it('needs a question and bounds top-K in a retrieval test', () => {
    expect(messagesOf(ZRetrievalTestRequestSchema.safeParse({ kb_id: id, question: ' ', top_k: 4096 }))).toEqual([
      'question:retrieval_question_required',
      'top_k:retrieval_top_k_range',
    ]);
    expect(messagesOf(ZRetrievalTestRequestSchema.safeParse({ kb_id: [], question: 'q' }))).toEqual([
      'kb_id:kb_select_first',
    ]);
  });
});

describe('status messages', () => {
  const paramsOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
  it.each(Object.entries(KB_STATUS_MESSAGES))('%s exists in every language with the same parameters', (_key, text) => {
    for (const language of LANGUAGES) {
      expect(text[language].trim(), language).not.toBe('');
      expect(paramsOf(text[language]), language).toEqual(paramsOf(text.en));
    }
  });
});
