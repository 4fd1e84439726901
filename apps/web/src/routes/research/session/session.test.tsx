import { researchRoutes, VALIDATION_MESSAGES } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, ok } from '../../../test/local-api-server';
import { renderApp } from '../../../test/render-app';
import { RESEARCH_ID, startResearchApi, type TResearchApi, wireEvent, wireResearch } from '../../../test/research-api';

let api: TResearchApi | undefined;
let blobs: Blob[] = [];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  blobs = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test-${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});

afterEach(async () => {
  cleanup();
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  await api?.close();
  api = undefined;
});

async function openSession(options: Parameters<typeof startResearchApi>[0], language = 'en') {
  api = await startResearchApi(options);
  renderApp({ path: `/research/${RESEARCH_ID}`, language, baseUrl: api.url });
  return screen.findByTestId('research-title');
}

const SOURCES = [
  {
    id: 'S1',
    kind: 'dcf',
    title: 'Intrinsic DCF model of NVDA',
    document: 'NVDA 10-K 2025',
    page: 31,
  },
  {
    id: 'S2',
    kind: 'web',
    title: 'NVIDIA announces results',
    url: 'https://nvidianews.nvidia.com/results',
    retrievedAt: '2026-11-20',
  },
];

const REPORT = [
  '# NVIDIA: the data-center cycle',
  '',
  '## Investment thesis',
  '',
  'Our DCF gives an implied price of $151.20[^S1], above the market’s.[^S2]',
  '',
  '| Item | Value |',
  '| --- | --- |',
  '| Implied price | $151.20 |',
  '',
  '[^S1]: Intrinsic DCF model of NVDA — NVDA 10-K 2025, p. 31',
  '[^S2]: NVIDIA announces results — https://nvidianews.nvidia.com/results',
].join('\n');

describe('actions bar', () => {
  it('offers only the actions the phase takes, each labelled, and sends a plain one at once', async () => {
    await openSession({
      sessions: [
        wireResearch({
          phase: 'collection_review',
          actions: ['continue', 'proceed', 'revise_research'],
          events: [wireEvent(0, { state: 'collection_complete', requirement_id: null, query: undefined })],
        }),
      ],
    });
    const bar = screen.getByTestId('research-actions');
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Continue', 'Proceed', 'Revise research']);
    fireEvent.click(within(bar).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(api?.calls(researchRoutes.feedback)).toHaveLength(1));
    expect(api?.calls(researchRoutes.feedback)[0]?.body).toEqual({ research_id: RESEARCH_ID, action: 'proceed' });
  });

  it('labels every action in the reader’s language, and asks a note for those that say what to change', async () => {
    await openSession(
      {
        sessions: [
          wireResearch({
            phase: 'report_review',
            actions: ['accept_final_report', 'request_revisions', 'revise_research'],
            report_state: 'generated',
            report_markdown: '# Informe',
          }),
        ],
      },
      'es',
    );
    const bar = screen.getByTestId('research-actions');
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Aceptar el informe', 'Pedir cambios', 'Revisar la investigación']);
    const revise = within(bar).getByTestId('research-action-request_revisions');
    fireEvent.click(revise);
    expect(revise.getAttribute('aria-expanded')).toBe('true');
    const note = within(bar).getByTestId('research-note');
    fireEvent.change(within(note).getByTestId('research-note-text'), { target: { value: 'x'.repeat(4001) } });
    fireEvent.click(within(note).getByTestId('research-note-send'));
    expect(within(note).getByTestId('field-error').textContent).toBe(VALIDATION_MESSAGES.research_feedback_too_long.es);
    expect(api?.calls(researchRoutes.feedback)).toHaveLength(0);

    fireEvent.change(within(note).getByTestId('research-note-text'), {
      target: { value: 'Add the China export restrictions.' },
    });
    fireEvent.click(within(note).getByTestId('research-note-send'));
    await waitFor(() => expect(within(bar).queryByTestId('research-note')).toBeNull());
    expect(api?.calls(researchRoutes.feedback)[0]?.body).toEqual({
      research_id: RESEARCH_ID,
      action: 'request_revisions',
      feedback: 'Add the China export restrictions.',
    });
  });

  it('shows the breakdown items and the step’s actions', async () => {
    await openSession({
      sessions: [
        wireResearch({
          phase: 'breakdown_review',
          plan: null,
          breakdown_items: ['NVIDIA’s data-center revenue', 'AMD’s competing accelerators'],
          actions: ['proceed_to_research_planning', 'revise_breakdown', 'continue_item_breakdown'],
        }),
      ],
    });
    expect(
      within(screen.getByTestId('research-breakdown'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['NVIDIA’s data-center revenue', 'AMD’s competing accelerators']);
    expect(
      within(screen.getByTestId('research-actions'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Plan the research', 'Revise items', 'Break down further']);
    expect(screen.queryByTestId('plan-card')).toBeNull();
  });

  it('shows a failed step’s message with Retry, which continues the session', async () => {
    await openSession({
      sessions: [
        wireResearch({
          phase: 'failed',
          actions: ['continue'],
          failure: {
            code: 'RESEARCH_PLAN_UNREADABLE',
            message: 'The model did not answer with a research plan that could be read.',
            during: 'drafting_plan',
          },
        }),
      ],
    });
    const panel = screen.getByTestId('research-failure');
    expect(within(panel).getByTestId('research-failure-message').textContent).toBe(
      'The model did not answer with a research plan that could be read.',
    );
    // Retry is the failed session's `continue`; the bar does not offer it twice.
    expect(screen.queryByTestId('research-actions')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api?.calls(researchRoutes.feedback)).toHaveLength(1));
    expect(api?.calls(researchRoutes.feedback)[0]?.body).toEqual({ research_id: RESEARCH_ID, action: 'continue' });
  });
});

describe('activities', () => {
  it('shows each event with its state, requirement, query and depth, the call budget and the sources', async () => {
    await openSession(
      {
        sessions: [
          wireResearch({
            phase: 'collection_review',
            actions: ['continue', 'proceed', 'revise_research'],
            calls_used: 7,
            call_budget: 60,
            sources: SOURCES,
            events: [
              wireEvent(0, { state: 'in_progress', requirement_id: null, query: undefined, depth: undefined }),
              wireEvent(1, { state: 'searching' }),
              wireEvent(2, { state: 'search_complete', depth: 1, query: 'NVIDIA Blackwell ramp' }),
              wireEvent(3, { state: 'node_error', requirement_id: 'R3', query: undefined, message: 'Timed out.' }),
              wireEvent(4, { state: 'error', requirement_id: null, query: undefined, message: 'budget_exhausted' }),
            ],
          }),
        ],
      },
      'zh',
    );
    const activities = screen.getByTestId('research-activities');
    const events = within(activities).getAllByTestId('research-event');
    expect(events.map((event) => within(event).getByTestId('research-event-state').textContent)).toEqual([
      '进行中',
      '正在搜索',
      '搜索完成',
      '需求失败',
      '错误',
    ]);
    expect(events[1]?.textContent).toContain('R1');
    expect(events[1]?.textContent).toContain('NVIDIA data center revenue 2025');
    expect(events[2]?.textContent).toContain('深度 1');
    expect(events[3]?.textContent).toContain('Timed out.');
    expect(events[4]?.textContent).toContain('调用预算已用完。');
    expect(within(activities).getByTestId('research-budget').textContent).toBe('已使用 7 / 60 次调用');
    expect(within(activities).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('7');
    expect(within(activities).getByTestId('research-incomplete')).toBeTruthy();
    const sources = within(activities).getAllByTestId('research-source');
    expect(sources[0]?.textContent).toContain('DCF 模型');
    expect(sources[0]?.textContent).toContain('第 31 页');
    expect(
      within(sources[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('https://nvidianews.nvidia.com/results');
  });

  it('while work runs, appends the streamed events and takes the session `done` carries', async () => {
    const working = wireResearch({
      phase: 'collecting',
      actions: [],
      working: true,
      calls_used: 2,
      events: [wireEvent(0, { state: 'in_progress', requirement_id: null, query: undefined }), wireEvent(1)],
    });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const finished = wireResearch({
      phase: 'collection_review',
      actions: ['continue', 'proceed', 'revise_research'],
      collection_complete: true,
      calls_used: 4,
      sources: SOURCES,
      events: [
        ...(working.events as object[]),
        wireEvent(2, { state: 'search_complete' }),
        wireEvent(3, { state: 'collection_complete', requirement_id: null, query: undefined }),
      ],
    });
    await openSession({
      sessions: [working],
      override: (request) =>
        request.path === researchRoutes.events.path
          ? {
              stream: async (writer) => {
                const send = (item: object) => writer.write(`data: ${JSON.stringify(item)}\n\n`);
                send({ type: 'event', event: wireEvent(2, { state: 'search_complete', calls_used: 3 }) });
                await released;
                send({ type: 'event', event: (finished.events as object[])[3] as object });
                send({ type: 'done', research: finished });
                writer.end();
              },
            }
          : undefined,
    });
    expect(screen.getByTestId('research-working')).toBeTruthy();
    const activities = screen.getByTestId('research-activities');
    await waitFor(() => expect(within(activities).getAllByTestId('research-event')).toHaveLength(3));
    expect(within(activities).getByTestId('research-budget').textContent).toBe('3 of 60 calls used');
    const [stream] = api?.calls(researchRoutes.events) ?? [];
    expect(Object.fromEntries(stream?.query ?? [])).toEqual({ research_id: RESEARCH_ID, after: '1' });
    expect(screen.queryByTestId('research-actions')).toBeNull();

    release();
    await waitFor(() => expect(screen.getByTestId('research-actions')).toBeTruthy());
    expect(within(activities).getAllByTestId('research-event')).toHaveLength(4);
    expect(within(activities).getByTestId('research-budget').textContent).toBe('4 of 60 calls used');
    expect(within(activities).getAllByTestId('research-source')).toHaveLength(2);
    expect(screen.queryByTestId('research-working')).toBeNull();
    expect(api?.calls(researchRoutes.events)).toHaveLength(1);
  });

  it('reads the session every 2 s when the event stream fails', async () => {
    let reads = 0;
    const working = wireResearch({ phase: 'collecting', actions: [], working: true, events: [wireEvent(0)] });
    const finished = wireResearch({
      phase: 'collection_review',
      actions: ['continue', 'proceed', 'revise_research'],
      events: [wireEvent(0), wireEvent(1, { state: 'collection_complete' })],
    });
    await openSession({
      override: (request) => {
        if (request.path === researchRoutes.events.path) {
          return { status: 503, body: failure(503, 'SERVICE_UNAVAILABLE', 'Try again later.') };
        }
        if (request.path === researchRoutes.get.path) {
          reads += 1;
          return { body: ok(reads === 1 ? working : finished) };
        }
        return undefined;
      },
    });
    await waitFor(() => expect(screen.getByTestId('research-actions')).toBeTruthy());
    expect(reads).toBe(2);
    expect(screen.getAllByTestId('research-event')).toHaveLength(2);
  });
});

describe('report card', () => {
  it('says the report is being written', async () => {
    await openSession({
      sessions: [wireResearch({ phase: 'report_drafting', working: true, actions: [], report_state: 'generating' })],
    });
    const report = screen.getByTestId('research-report');
    expect(report.getAttribute('data-state')).toBe('generating');
    expect(within(report).getByTestId('research-report-generating').textContent).toBe('Writing the report…');
    expect(within(report).queryByTestId('research-download')).toBeNull();
  });

  it('renders the Markdown with its footnotes as superscript links to the sources, and downloads Markdown or Word', async () => {
    await openSession({
      sessions: [
        wireResearch({
          phase: 'report_review',
          actions: ['accept_final_report', 'request_revisions', 'revise_research'],
          has_report: true,
          report_state: 'generated',
          report_markdown: REPORT,
          sources: SOURCES,
        }),
      ],
      override: (request) =>
        request.path === researchRoutes.download.path
          ? {
              headers: {
                'Content-Type':
                  request.query.get('format') === 'docx'
                    ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
                    : 'text/markdown; charset=utf-8',
                'Content-Disposition': `attachment; filename="nvidia.${request.query.get('format')}"`,
              },
              body: Buffer.from(request.query.get('format') === 'docx' ? 'PK-docx' : REPORT),
            }
          : undefined,
    });
    const report = screen.getByTestId('research-report');
    expect(report.getAttribute('data-state')).toBe('generated');
    const body = within(report).getByTestId('research-report-body');
    expect(within(body).getByRole('heading', { level: 1 }).textContent).toBe('NVIDIA: the data-center cycle');
    expect(within(body).getByRole('heading', { level: 2 }).textContent).toBe('Investment thesis');
    expect(within(body).getByRole('table').textContent).toContain('Implied price');
    const citations = within(body).getAllByTestId('research-citation');
    expect(citations.map((citation) => [citation.textContent, citation.getAttribute('href')])).toEqual([
      ['S1', '#research-source-S1'],
      ['S2', '#research-source-S2'],
    ]);
    expect(citations[0]?.parentElement?.tagName).toBe('SUP');
    expect(citations[0]?.getAttribute('aria-label')).toBe('Source S1');
    expect(body.textContent).not.toContain('[^S1]');
    const sources = within(report).getAllByTestId('research-report-source');
    expect(sources.map((source) => source.id)).toEqual(['research-source-S1', 'research-source-S2']);
    expect(sources[0]?.textContent).toContain('Intrinsic DCF model of NVDA');
    expect(
      within(sources[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('https://nvidianews.nvidia.com/results');
    fireEvent.click(citations[1] as HTMLElement);
    expect(document.activeElement).toBe(sources[1]);

    const menu = within(report).getByTestId('research-download');
    expect(within(report).getByTestId('research-download-list').hidden).toBe(true);
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(within(report).getByTestId('research-download-list'))
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Markdown (.md)', 'Word (.docx)']);
    fireEvent.click(within(report).getByTestId('research-download-docx'));
    await waitFor(() => expect(blobs).toHaveLength(1));
    fireEvent.click(menu);
    fireEvent.click(within(report).getByTestId('research-download-md'));
    await waitFor(() => expect(blobs).toHaveLength(2));
    expect(api?.calls(researchRoutes.download).map((request) => Object.fromEntries(request.query))).toEqual([
      { research_id: RESEARCH_ID, format: 'docx' },
      { research_id: RESEARCH_ID, format: 'md' },
    ]);
    expect(await (blobs[1] as Blob).text()).toBe(REPORT);
  });
});
