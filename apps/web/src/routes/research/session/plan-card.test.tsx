import { errorMessage, researchRoutes, VALIDATION_MESSAGES } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure } from '../../../test/local-api-server';
import { renderApp } from '../../../test/render-app';
import { RESEARCH_ID, startResearchApi, type TResearchApi, wireResearch } from '../../../test/research-api';

let api: TResearchApi | undefined;
afterEach(async () => {
  cleanup();
  await api?.close();
  api = undefined;
});

async function openPlan(options: Parameters<typeof startResearchApi>[0] = {}, language = 'en') {
  api = await startResearchApi({ sessions: [wireResearch()], ...options });
  renderApp({ path: `/research/${RESEARCH_ID}`, language, baseUrl: api.url });
  return screen.findByTestId('plan-card');
}

function field(card: HTMLElement, name: string): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  const element = card.querySelector(`[name="${name}"]`);
  if (!element) throw new Error(`no field ${name}`);
  return element as HTMLInputElement;
}

function type(card: HTMLElement, name: string, value: string): void {
  fireEvent.change(field(card, name), { target: { value } });
}

describe('plan card', () => {
  it('shows the plan: title, type, language, length, outline, instructions and data requirements', async () => {
    const card = await openPlan();
    expect(card.getAttribute('data-state')).toBe('view');
    expect(within(card).getByTestId('plan-title').textContent).toBe('NVIDIA: the data-center cycle');
    expect(card.textContent).toContain('Stock pitch');
    expect(card.textContent).toContain('English');
    expect(card.textContent).toContain('2,500 words');
    const sections = within(card).getAllByTestId('plan-section');
    expect(sections.map((section) => section.querySelector('p')?.textContent)).toEqual([
      'Investment thesis',
      'Valuation',
    ]);
    expect(sections[0]?.textContent).toContain('What does the market assume?');
    expect(card.textContent).toContain('Cite the 10-K.');
    const [web, dcf] = within(card).getAllByTestId('plan-requirement') as [HTMLElement, HTMLElement];
    expect(web.textContent).toContain('Web search');
    expect(web.textContent).toContain('NVIDIA data center revenue 2025');
    expect(web.textContent).toContain('Results per query: 5');
    expect(dcf.textContent).toContain('DCF (our model)');
    expect(dcf.textContent).toContain('NVDA');
  });

  it('edits the plan — fields, sections added, moved and removed, requirements — checks it with the contract, and saves it with `edit`', async () => {
    const card = await openPlan();
    fireEvent.click(screen.getByTestId('research-action-edit'));
    expect(card.getAttribute('data-state')).toBe('edit');
    // The actions wait while the plan is edited.
    expect(screen.queryByTestId('research-actions')).toBeNull();

    type(card, 'title', '  ');
    type(card, 'estimated_length', '120');
    type(card, 'outline.0.key_questions', `What does the market assume?\n\n${'q'.repeat(501)}`);
    type(card, 'data_requirements.1.ticker', 'NV DA');
    type(card, 'data_requirements.0.search_queries', '');
    fireEvent.click(within(card).getByTestId('plan-save'));
    const message = (name: string) =>
      document.getElementById(field(card, name).getAttribute('aria-describedby') ?? '')?.textContent;
    expect(message('title')).toBe(VALIDATION_MESSAGES.research_title_required.en);
    expect(message('estimated_length')).toBe(VALIDATION_MESSAGES.research_length_invalid.en);
    expect(message('outline.0.key_questions')).toBe(VALIDATION_MESSAGES.research_question_too_long.en);
    expect(message('data_requirements.1.ticker')).toBe(VALIDATION_MESSAGES.research_ticker_invalid.en);
    expect(message('data_requirements.0.search_queries')).toBe(VALIDATION_MESSAGES.research_queries_required.en);
    expect(field(card, 'title').getAttribute('aria-invalid')).toBe('true');
    expect(api?.calls(researchRoutes.feedback)).toHaveLength(0);

    // Fixing a field clears its message as the user types.
    type(card, 'title', 'NVIDIA after the cycle');
    expect(field(card, 'title').getAttribute('aria-invalid')).toBeNull();
    type(card, 'estimated_length', '3000');
    type(card, 'outline.0.key_questions', 'What does the market assume?\n\nWhat do we assume?');
    type(card, 'data_requirements.1.ticker', 'nvda');
    type(card, 'data_requirements.0.search_queries', 'NVIDIA data center revenue 2025\nNVIDIA Blackwell ramp');
    fireEvent.click(within(card).getByLabelText('Include images'));

    fireEvent.click(within(card).getByTestId('plan-section-add'));
    type(card, 'outline.2.title', 'Risks');
    fireEvent.click(within(card).getByRole('button', { name: 'Move section 3 up' }));
    expect((field(card, 'outline.1.title') as HTMLInputElement).value).toBe('Risks');
    fireEvent.click(within(card).getByRole('button', { name: 'Remove section 3' }));
    fireEvent.click(within(card).getByTestId('plan-requirement-add'));
    type(card, 'data_requirements.2.search_queries', 'GLP-1 obesity market size');
    fireEvent.change(field(card, 'data_requirements.2.type'), { target: { value: 'knowledge_base' } });
    type(card, 'special_instructions', 'Cite the 10-K and the latest 10-Q.');

    fireEvent.click(within(card).getByTestId('plan-save'));
    await waitFor(() => expect(card.getAttribute('data-state')).toBe('saved'));
    expect(within(card).getByTestId('plan-card-status').textContent).toBe('Saved');
    expect(within(card).getByTestId('plan-title').textContent).toBe('NVIDIA after the cycle');
    const [request] = api?.calls(researchRoutes.feedback) ?? [];
    expect(request?.body).toEqual({
      research_id: RESEARCH_ID,
      action: 'edit',
      plan: {
        title: 'NVIDIA after the cycle',
        report_type: 'stock_pitch',
        language: 'en',
        estimated_length: 3000,
        outline: [
          {
            title: 'Investment thesis',
            purpose: 'Why the shares are mispriced.',
            key_questions: ['What does the market assume?', 'What do we assume?'],
          },
          { title: 'Risks', purpose: '', key_questions: [] },
        ],
        special_instructions: 'Cite the 10-K and the latest 10-Q.',
        data_requirements: [
          {
            requirement_id: 'R1',
            type: 'web_search',
            search_queries: ['NVIDIA data center revenue 2025', 'NVIDIA Blackwell ramp'],
            include_images: true,
            max_results_per_query: 5,
          },
          {
            requirement_id: 'R2',
            type: 'dcf',
            ticker: 'NVDA',
            search_queries: [],
            include_images: false,
            max_results_per_query: 5,
          },
          {
            requirement_id: 'R3',
            type: 'knowledge_base',
            search_queries: ['GLP-1 obesity market size'],
            include_images: false,
            max_results_per_query: 5,
          },
        ],
      },
    });
  });

  it('shows the server’s refusal of an invalid plan beside its fields (failed), and saves once corrected', async () => {
    let refuse = true;
    const card = await openPlan({
      override: (request) => {
        if (request.path !== researchRoutes.feedback.path || !refuse) return undefined;
        refuse = false;
        const fields = [{ path: 'plan.data_requirements.0.requirement_id', message: 'Taken by another plan.' }];
        const message = errorMessage('RESEARCH_PLAN_INVALID', 'en');
        return { status: 422, body: failure(422, 'RESEARCH_PLAN_INVALID', message, fields) };
      },
    });
    fireEvent.click(screen.getByTestId('research-action-edit'));
    fireEvent.click(within(card).getByTestId('plan-save'));
    await waitFor(() => expect(card.getAttribute('data-state')).toBe('failed'));
    expect(within(card).getByTestId('plan-card-status').textContent).toBe('Not saved');
    expect(within(card).getByRole('alert').textContent).toBe(errorMessage('RESEARCH_PLAN_INVALID', 'en'));
    expect(within(card).getByText('Taken by another plan.')).toBeTruthy();

    type(card, 'data_requirements.0.requirement_id', 'web-1');
    fireEvent.click(within(card).getByTestId('plan-save'));
    await waitFor(() => expect(card.getAttribute('data-state')).toBe('saved'));
    const saved = api?.calls(researchRoutes.feedback)[1]?.body as {
      plan: { data_requirements: { requirement_id: string }[] };
    };
    expect(saved.plan.data_requirements[0]?.requirement_id).toBe('web-1');
  });

  it('says which requirements cannot run as configured, with the way to Model providers', async () => {
    const card = await openPlan(
      {
        sessions: [
          wireResearch({
            plan_notes: [
              { requirement_id: 'R1', type: 'web_search', reason: 'no_web_search_provider' },
              { requirement_id: 'R3', type: 'knowledge_base', reason: 'no_knowledge_base' },
            ],
          }),
        ],
      },
      'zh-TRADITIONAL',
    );
    const notes = within(card).getAllByTestId('plan-note');
    expect(notes.map((note) => note.textContent)).toEqual([
      '未設定網路搜尋供應商：需求 R1 將被略過。 模型供應商',
      '此研究未選擇知識庫：需求 R3 將被略過。',
    ]);
    expect(within(card).getByTestId('plan-note-providers-link').getAttribute('href')).toBe('/settings/model-providers');
  });
});
