import { chunkRoutes, VALIDATION_MESSAGES } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  KB_ID,
  knowledgeId,
  startKnowledgeApi,
  type TKnowledgeApi,
  type TWire,
  wireChunk,
} from '../../../test/knowledge-api';
import { renderApp } from '../../../test/render-app';

const REPORT_ID = knowledgeId(100);
const NOTES_ID = knowledgeId(200);
const RERANK_ID = 'bge-reranker-v2-m3@Xinference';

let api: TKnowledgeApi | undefined;
afterEach(async () => {
  cleanup();
  await api?.close();
  api = undefined;
});

/** A page of chunks: two carrying markup from a hostile document, one a table. */
function retrieval(body: TWire): TWire {
  const page = Number(body.page);
  const scriptChunk = wireChunk({
    chunk_id: knowledgeId(501),
    content_with_weight: '<script>alert(1)</script> Net revenue grew 12%.',
    page_from: 41,
    page_to: 42,
    similarity: 0.8123,
    vector_similarity: 0.7,
    term_similarity: 0.86,
    // Escaped as the server sends it…
    highlight: '&lt;script&gt;alert(1)&lt;/script&gt; Net <em>revenue</em> grew 12%.',
  });
  const rawChunk = wireChunk({
    chunk_id: knowledgeId(502),
    doc_id: NOTES_ID,
    docnm_kwd: 'broker-notes.md',
    content_with_weight: 'Revenue guidance <img src=x onerror=alert(2)>',
    page_from: 0,
    page_to: 0,
    similarity: 0.41,
    vector_similarity: 0.5,
    term_similarity: 0.37,
    // …and, were it ever not escaped, still only text.
    highlight: '<em>Revenue</em> guidance <img src=x onerror=alert(2)><script>alert(3)</script>',
  });
  const tableChunk = wireChunk({
    chunk_id: knowledgeId(504),
    content_type: 'table',
    content_with_weight: '| Segment | 2024 |\n| --- | --- |\n| Cloud | 4,120 |',
    similarity: 0.3,
    vector_similarity: 0.2,
    term_similarity: 0.35,
    highlight: '| Segment | 2024 |\n| --- | --- |\n| <em>Cloud</em> &lt;b&gt; | 4,120 |',
  });
  return {
    chunks:
      page === 1
        ? [scriptChunk, rawChunk, tableChunk]
        : [
            wireChunk({
              chunk_id: knowledgeId(503),
              highlight: null,
              similarity: 0.3,
              vector_similarity: 0.3,
              term_similarity: 0.3,
            }),
          ],
    doc_aggs: [
      { doc_id: REPORT_ID, doc_name: 'annual-report.pdf', count: 11 },
      { doc_id: NOTES_ID, doc_name: 'broker-notes.md', count: 1 },
    ],
    total: 12,
  };
}

describe('retrieval testing', () => {
  it('tests a question with the chosen weights and rerank model, shows scores and highlights as text only, filters and pages', async () => {
    api = await startKnowledgeApi({
      retrieval,
      models: [
        {
          id: RERANK_ID,
          llm_factory: 'Xinference',
          llm_name: 'bge-reranker-v2-m3',
          model_type: 'rerank',
          is_default: false,
        },
      ],
    });
    renderApp({ path: `/knowledge/${KB_ID}/retrieval`, language: 'en', baseUrl: api.url });
    const form = await screen.findByTestId('retrieval-form');

    fireEvent.submit(form);
    expect(within(form).getByTestId('field-error').textContent).toBe(
      VALIDATION_MESSAGES.retrieval_question_required.en,
    );
    expect(api.calls(chunkRoutes.retrieval_test)).toHaveLength(0);

    fireEvent.change(screen.getByTestId('retrieval-question'), { target: { value: 'How much did revenue grow?' } });
    fireEvent.change(screen.getByTestId('retrieval-vector-weight'), { target: { value: '0.6' } });
    expect(form.textContent).toContain('Keyword weight: 0.40 (the two weights add up to 1).');
    fireEvent.change(screen.getByTestId('retrieval-rerank'), { target: { value: RERANK_ID } });
    expect(form.textContent).toContain('Rerank weight');
    fireEvent.submit(form);

    await screen.findByTestId('retrieval-total');
    expect(api.calls(chunkRoutes.retrieval_test)[0]?.body).toEqual({
      kb_id: KB_ID,
      question: 'How much did revenue grow?',
      similarity_threshold: 0.2,
      vector_similarity_weight: 0.6,
      top_k: 1024,
      rerank_id: RERANK_ID,
      keyword: false,
      highlight: true,
      page: 1,
      size: 10,
    });
    expect(screen.getByTestId('retrieval-total').textContent).toBe('Chunks found: 12');
    const [first, second] = screen.getAllByTestId('retrieval-result') as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('retrieval-result-document').textContent).toBe('annual-report.pdf');
    expect(within(first).getByTestId('retrieval-result-pages').textContent).toBe('Pages 41–42');
    expect(within(first).getByTestId('retrieval-score-similarity').textContent).toBe('0.8123');
    expect(within(first).getByTestId('retrieval-score-vectorSimilarity').textContent).toBe('0.7');
    expect(within(first).getByTestId('retrieval-score-termSimilarity').textContent).toBe('0.86');
    expect(within(second).getByTestId('retrieval-result-document').textContent).toBe('broker-notes.md');
    expect(within(second).getByTestId('retrieval-result-pages').textContent).toBe('');

    // Only <em> becomes markup; the rest is text, never an element.
    const results = screen.getAllByTestId('retrieval-result-content');
    expect(results[0]?.textContent).toBe('<script>alert(1)</script> Net revenue grew 12%.');
    expect(results[1]?.textContent).toBe('Revenue guidance <img src=x onerror=alert(2)><script>alert(3)</script>');
    expect(screen.getAllByTestId('highlight-match').map((mark) => mark.textContent)).toEqual([
      'revenue',
      'Revenue',
      'Cloud',
    ]);
    // A table chunk reads as a table, its matched cell marked.
    const table = within(results[2] as HTMLElement).getByRole('table');
    expect(Array.from(table.querySelectorAll('th, td'), (cell) => cell.textContent)).toEqual([
      'Segment',
      '2024',
      'Cloud <b>',
      '4,120',
    ]);
    for (const result of results) {
      expect(result.querySelector('script, img')).toBeNull();
      expect(Array.from(result.querySelectorAll('*'), (element) => element.tagName)).not.toContain('SCRIPT');
    }

    // Narrow to one document, then page through.
    const filter = screen.getByTestId('retrieval-documents');
    fireEvent.click(within(filter).getByLabelText(/broker-notes\.md/));
    await waitFor(() => expect(api?.calls(chunkRoutes.retrieval_test)).toHaveLength(2));
    expect(api.calls(chunkRoutes.retrieval_test)[1]?.body).toMatchObject({ doc_ids: [NOTES_ID], page: 1 });
    await screen.findByTestId('retrieval-pager');
    fireEvent.click(screen.getByTestId('retrieval-pager-next'));
    await waitFor(() => expect(api?.calls(chunkRoutes.retrieval_test)).toHaveLength(3));
    expect(api.calls(chunkRoutes.retrieval_test)[2]?.body).toMatchObject({ doc_ids: [NOTES_ID], page: 2 });
    await waitFor(() => expect(screen.getAllByTestId('retrieval-result')).toHaveLength(1));
    // A chunk without a highlight shows its content as it is, unmarked.
    expect(screen.getByTestId('retrieval-result-content').textContent).toBe('Net revenue grew 12% to $4.1 billion.');
    expect(screen.queryByTestId('highlight-match')).toBeNull();
  });
});
