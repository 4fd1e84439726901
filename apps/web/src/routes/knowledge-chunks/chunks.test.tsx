import { chunkRoutes, defaultParserConfig, VALIDATION_MESSAGES } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  KB_ID,
  knowledgeId,
  startKnowledgeApi,
  type TKnowledgeApi,
  wireChunk,
  wireKbDocument,
} from '../../test/knowledge-api';
import { renderApp } from '../../test/render-app';

const DOC_ID = knowledgeId(100);
const TEXT_ID = knowledgeId(501);
const TABLE_ID = knowledgeId(502);
const HTML_ID = knowledgeId(503);
const OFF_ID = knowledgeId(504);
const GRAPH_ID = knowledgeId(505);

let api: TKnowledgeApi | undefined;
afterEach(async () => {
  cleanup();
  await api?.close();
  api = undefined;
});

function cardOf(chunkId: string): HTMLElement {
  const card = screen.getAllByTestId('chunk-card').find((element) => element.dataset.chunk === chunkId);
  if (!card) throw new Error(`no card for ${chunkId}`);
  return card;
}

const TABLE = '| Segment | 2024 | 2023 |\n| --- | --- | --- |\n| Cloud | 4,120 | 3,680 |\n| Devices | 1,015 | 1,230 |';

describe('chunks', () => {
  it('renders text and tables, needs a selection for a chunk action, switches and edits chunks', async () => {
    api = await startKnowledgeApi({
      docs: [wireKbDocument({ id: DOC_ID, run: 3, chunk_num: 4 })],
      chunks: [
        wireChunk({ chunk_id: TEXT_ID, position: 0, headings: ['Item 7', 'Results of operations'] }),
        wireChunk({
          chunk_id: TABLE_ID,
          position: 1,
          content_type: 'table',
          content_with_weight: TABLE,
          page_from: 44,
          page_to: 45,
        }),
        wireChunk({
          chunk_id: HTML_ID,
          position: 2,
          content_type: 'table',
          content_with_weight:
            '<table><tr><th>Region</th><th>Sales</th></tr><tr><td>EMEA<script>alert(1)</script></td><td>900</td></tr></table>',
        }),
        wireChunk({
          chunk_id: OFF_ID,
          position: 3,
          available_int: 0,
          content_with_weight: 'Forward-looking statements.',
        }),
        wireChunk({
          chunk_id: GRAPH_ID,
          position: 4,
          content_type: 'graph',
          content_with_weight: 'Acme Corp (organization)\nKPMG LLP → Acme Corp: KPMG LLP audits Acme Corp.',
          page_from: 0,
          page_to: 0,
        }),
      ],
    });
    renderApp({ path: `/knowledge/${KB_ID}/documents/${DOC_ID}`, language: 'en', baseUrl: api.url });
    await screen.findByTestId('chunk-list');
    expect(screen.getByTestId('chunks-document').textContent).toBe('annual-report.pdf');
    expect(screen.queryByTestId('chunks-view-graph')).toBeNull();

    const text = cardOf(TEXT_ID);
    expect(within(text).getByTestId('chunk-content').textContent).toBe('Net revenue grew 12% to $4.1 billion.');
    expect(within(text).getByTestId('chunk-pages').textContent).toBe('Page 3');
    expect(text.textContent).toContain('Item 7 › Results of operations');
    const table = within(cardOf(TABLE_ID)).getByRole('table');
    expect(Array.from(table.querySelectorAll('th'), (cell) => cell.textContent)).toEqual(['Segment', '2024', '2023']);
    expect(Array.from(table.querySelectorAll('tbody tr'), (row) => row.textContent)).toEqual([
      'Cloud4,1203,680',
      'Devices1,0151,230',
    ]);
    expect(within(cardOf(TABLE_ID)).getByTestId('chunk-pages').textContent).toBe('Pages 44–45');
    // An HTML table is read for its cells' text; none of its markup is rendered.
    const htmlTable = within(cardOf(HTML_ID)).getByRole('table');
    expect(Array.from(htmlTable.querySelectorAll('th, td'), (cell) => cell.textContent)).toEqual([
      'Region',
      'Sales',
      'EMEAalert(1)',
      '900',
    ]);
    expect(cardOf(HTML_ID).querySelector('script')).toBeNull();
    expect(cardOf(OFF_ID).dataset.available).toBe('0');
    // A passage of the knowledge graph says so, and has no page.
    expect(within(cardOf(GRAPH_ID)).getByTestId('chunk-pages').textContent).toBe('Knowledge graph');

    // A chunk action needs a chunk selected: the contract's message, and no request.
    fireEvent.click(screen.getByTestId('chunks-disable'));
    expect(screen.getByTestId('chunk-message').textContent).toBe(VALIDATION_MESSAGES.chunk_select_first.en);
    expect(api.calls(chunkRoutes.switch)).toHaveLength(0);

    fireEvent.click(within(cardOf(TEXT_ID)).getByTestId('chunk-select'));
    fireEvent.click(within(cardOf(TABLE_ID)).getByTestId('chunk-select'));
    expect(screen.queryByTestId('chunk-message')).toBeNull();
    expect(screen.getByTestId('chunk-selected-count').textContent).toBe('Selected: 2');
    fireEvent.click(screen.getByTestId('chunks-disable'));
    await waitFor(() => expect(cardOf(TABLE_ID).dataset.available).toBe('0'));
    expect(api.calls(chunkRoutes.switch)[0]?.body).toEqual({
      doc_id: DOC_ID,
      chunk_ids: [TEXT_ID, TABLE_ID],
      available_int: 0,
    });
    expect(cardOf(TEXT_ID).dataset.available).toBe('0');
    expect(screen.getByTestId('chunk-selected-count').textContent).toBe('Selected: 0');

    // One chunk back on, with its own switch.
    fireEvent.click(within(cardOf(OFF_ID)).getByTestId('chunk-switch'));
    await waitFor(() => expect(cardOf(OFF_ID).dataset.available).toBe('1'));
    expect(api.calls(chunkRoutes.switch)[1]?.body).toEqual({ doc_id: DOC_ID, chunk_ids: [OFF_ID], available_int: 1 });

    // Edit: text, keywords (comma-separated), questions (one per line).
    fireEvent.click(within(cardOf(TEXT_ID)).getByTestId('chunk-edit'));
    const dialog = screen.getByTestId('chunk-dialog');
    const content = within(dialog).getByTestId('chunk-content-input');
    fireEvent.change(content, { target: { value: '   ' } });
    fireEvent.submit(within(dialog).getByTestId('chunk-dialog-form'));
    expect(within(dialog).getByTestId('field-error').textContent).toBe(VALIDATION_MESSAGES.chunk_content_required.en);
    fireEvent.change(content, { target: { value: 'Net revenue grew 12% to $4.1 billion in fiscal 2024.' } });
    fireEvent.change(dialog.querySelector('[name="important_kwd"]') as Element, {
      target: { value: 'revenue, growth，revenue' },
    });
    fireEvent.change(dialog.querySelector('[name="question_kwd"]') as Element, {
      target: { value: 'How much did revenue grow, in dollars?\n\nWhat was revenue in 2024?' },
    });
    fireEvent.submit(within(dialog).getByTestId('chunk-dialog-form'));
    await waitFor(() => expect(screen.queryByTestId('chunk-dialog')).toBeNull());
    expect(api.calls(chunkRoutes.set)[0]?.body).toEqual({
      doc_id: DOC_ID,
      chunk_id: TEXT_ID,
      content_with_weight: 'Net revenue grew 12% to $4.1 billion in fiscal 2024.',
      important_kwd: ['revenue', 'growth'],
      question_kwd: ['How much did revenue grow, in dollars?', 'What was revenue in 2024?'],
    });
    await waitFor(() =>
      expect(within(cardOf(TEXT_ID)).getByTestId('chunk-content').textContent).toBe(
        'Net revenue grew 12% to $4.1 billion in fiscal 2024.',
      ),
    );
  });

  it('opens at the chunk a citation names: on its page of the list, marked and scrolled to', async () => {
    // 70 chunks at places 0–79: ten deleted before the cited one leave it 56th, on the list's second
    // page, though its place (65) falls on the third.
    const places = Array.from({ length: 80 }, (_, place) => place).filter((place) => place < 20 || place >= 30);
    const citedId = knowledgeId(565);
    api = await startKnowledgeApi({
      docs: [wireKbDocument({ id: DOC_ID, run: 3, chunk_num: places.length })],
      chunks: places.map((place) =>
        wireChunk({ chunk_id: knowledgeId(500 + place), position: place, content_with_weight: `Passage ${place}.` }),
      ),
    });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    renderApp({
      path: `/knowledge/${KB_ID}/documents/${DOC_ID}?chunk=${citedId}`,
      language: 'en',
      baseUrl: api.url,
    });
    await waitFor(() => expect(cardOf(citedId).dataset.cited).toBe('true'));
    const cards = screen.getAllByTestId('chunk-card');
    expect(cards.filter((card) => card.dataset.cited === 'true')).toHaveLength(1);
    expect(cardOf(citedId).getAttribute('aria-current')).toBe('location');
    expect(within(cardOf(citedId)).getByTestId('chunk-content').textContent).toBe('Passage 65.');
    expect(cards[0]?.dataset.chunk).toBe(knowledgeId(540));
    expect(scrolled).toEqual([cardOf(citedId)]);
  });

  it('draws the knowledge graph of a document that has one', async () => {
    const graphConfig = {
      ...defaultParserConfig(),
      graphrag: { use_graphrag: true, entity_types: ['organization'], method: 'light' },
    };
    api = await startKnowledgeApi({
      docs: [wireKbDocument({ id: DOC_ID, run: 3, parser_config: graphConfig })],
      graph: {
        graph: {
          nodes: [
            { id: 'acme', name: 'Acme Corp', type: 'organization', description: 'The filer.', weight: 0.5 },
            { id: 'cloud', name: 'Cloud segment', type: 'category', description: 'Largest segment.', weight: 0.3 },
            { id: 'ceo', name: 'Jane Doe', type: 'person', description: 'Chief executive.', weight: 0.2 },
          ],
          edges: [
            { source: 'acme', target: 'cloud', description: 'reports', weight: 1 },
            { source: 'ceo', target: 'acme', description: 'leads', weight: 1 },
            { source: 'ceo', target: 'nobody', description: 'dangling', weight: 1 },
          ],
        },
        reason: null,
      },
    });
    renderApp({ path: `/knowledge/${KB_ID}/documents/${DOC_ID}`, language: 'en', baseUrl: api.url });
    await screen.findByTestId('chunks-empty');
    fireEvent.click(screen.getByTestId('chunks-view-graph'));
    const graph = await screen.findByTestId('knowledge-graph');
    // Heaviest first; each node carries its description (title) and its name (label).
    expect(
      within(graph)
        .getAllByTestId('graph-node')
        .map((node) => node.textContent),
    ).toEqual([
      'Acme Corp (organization): The filer.Acme Corp',
      'Cloud segment (category): Largest segment.Cloud segment',
      'Jane Doe (person): Chief executive.Jane Doe',
    ]);
    // A relation to an entity the graph does not hold is not drawn.
    expect(within(graph).getAllByTestId('graph-edge')).toHaveLength(2);
    expect(graph.textContent).toContain('Entities: 3 · relations: 3.');
  });
});

describe('chunks without a graph yet', () => {
  it('says why the knowledge graph is not there', async () => {
    api = await startKnowledgeApi({
      docs: [wireKbDocument({ id: DOC_ID, run: 3, parser_id: 'knowledge_graph' })],
      graph: {
        graph: null,
        reason: { code: 'graph_no_chat_model', message: 'The knowledge graph needs a chat model.' },
      },
    });
    renderApp({ path: `/knowledge/${KB_ID}/documents/${DOC_ID}`, language: 'en', baseUrl: api.url });
    fireEvent.click(await screen.findByTestId('chunks-view-graph'));
    expect((await screen.findByTestId('graph-reason')).textContent).toBe('The knowledge graph needs a chat model.');
  });
});
