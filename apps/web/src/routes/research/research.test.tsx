import { errorMessage, LLM_MODEL_TYPE_LABELS, researchRoutes, VALIDATION_MESSAGES } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KB_ID, knowledgeId } from '../../test/knowledge-api';
import { failure } from '../../test/local-api-server';
import { renderApp } from '../../test/render-app';
import { startResearchApi, type TResearchApi, wireResearch } from '../../test/research-api';

let api: TResearchApi | undefined;
afterEach(async () => {
  cleanup();
  await api?.close();
  api = undefined;
});

const OTHER = knowledgeId(801);

describe('research list', () => {
  it('lists the sessions with report type, phase and last change, links each, and deletes one after confirmation', async () => {
    api = await startResearchApi({
      sessions: [
        wireResearch(),
        wireResearch({
          id: OTHER,
          title: 'The market for GLP-1 drugs',
          report_type: 'market_research',
          phase: 'collecting',
          working: true,
          updated_at: '2026-11-21T14:05:00.000Z',
        }),
      ],
    });
    renderApp({ path: '/research', language: 'en', baseUrl: api.url });
    const list = await screen.findByTestId('research-list');
    const [pitch, market] = within(list).getAllByTestId('research-row') as [HTMLElement, HTMLElement];
    expect(within(pitch).getByRole('link', { name: 'NVIDIA: the data-center cycle' }).getAttribute('href')).toBe(
      `/research/${wireResearch().id}`,
    );
    expect(pitch.textContent).toContain('Stock pitch');
    expect(within(pitch).getByTestId('research-phase').textContent).toBe('Review the plan');
    expect(market.textContent).toContain('Market research');
    expect(within(market).getByTestId('research-phase').textContent).toBe('Collecting');
    expect(within(market).getByRole('time').getAttribute('dateTime')).toBe('2026-11-21T14:05:00.000Z');
    expect(within(market).getByRole('time').textContent).toMatch(/2026/);

    fireEvent.click(within(market).getByRole('button', { name: 'Delete “The market for GLP-1 drugs”' }));
    const confirm = screen.getByTestId('research-delete-dialog');
    expect(confirm.textContent).toContain(
      '“The market for GLP-1 drugs” will be deleted with its plan, its collected sources and its report.',
    );
    fireEvent.click(within(confirm).getByTestId('research-delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('research-row')).toHaveLength(1));
    expect(api.calls(researchRoutes.rm)[0]?.body).toEqual({ research_ids: [OTHER] });
  });

  it('says when there is no research yet, in the reader’s language', async () => {
    api = await startResearchApi();
    renderApp({ path: '/research', language: 'zh', baseUrl: api.url });
    expect((await screen.findByTestId('research-empty')).textContent).toBe(
      '还没有研究。请在上方表单中描述您想了解的内容。',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('深度研究');
  });
});

describe('new research form', () => {
  it('checks the request with the contract’s messages, then starts the research and opens it', async () => {
    api = await startResearchApi();
    renderApp({ path: '/research', language: 'en', baseUrl: api.url });
    const form = await screen.findByTestId('new-research-form');
    await within(form).findByLabelText('10-K filings');

    fireEvent.click(within(form).getByRole('button', { name: 'Start research' }));
    expect(await within(form).findByText(VALIDATION_MESSAGES.research_request_required.en)).toBeTruthy();
    expect(api.calls(researchRoutes.new)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('What should the research answer?'), {
      target: { value: 'x'.repeat(4001) },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Start research' }));
    expect(await within(form).findByText(VALIDATION_MESSAGES.research_request_too_long.en)).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('What should the research answer?'), {
      target: { value: 'The market for GLP-1 drugs' },
    });
    fireEvent.change(within(form).getByLabelText('Report type'), { target: { value: 'market_research' } });
    fireEvent.change(within(form).getByLabelText('Report language'), { target: { value: 'zh' } });
    fireEvent.click(within(form).getByLabelText('Break the request into items first'));
    fireEvent.click(within(form).getByLabelText('10-K filings'));
    fireEvent.click(within(form).getByRole('button', { name: 'Start research' }));

    expect(await screen.findByTestId('research-session')).toBeTruthy();
    expect(api.calls(researchRoutes.new)[0]?.body).toEqual({
      request: 'The market for GLP-1 drugs',
      report_type: 'market_research',
      language: 'zh',
      breakdown: true,
      kb_ids: [KB_ID],
    });
    expect((await screen.findByTestId('research-title')).textContent).toBe('The market for GLP-1 drugs');
  });

  it('without a chat model, shows the catalogue’s message with the way to Model providers', async () => {
    api = await startResearchApi({ llmId: null });
    renderApp({ path: '/research', language: 'es', baseUrl: api.url });
    const notice = await screen.findByTestId('research-not-configured');
    expect(notice.textContent).toContain(
      errorMessage('LLM_NOT_CONFIGURED', 'es', { kind: LLM_MODEL_TYPE_LABELS.chat.es }),
    );
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/settings/model-providers');
  });

  it('shows the notice when the server refuses for want of a chat model', async () => {
    const message = errorMessage('LLM_NOT_CONFIGURED', 'en', { kind: LLM_MODEL_TYPE_LABELS.chat.en });
    api = await startResearchApi({
      override: (request) =>
        request.path === researchRoutes.new.path
          ? { status: 400, body: failure(400, 'LLM_NOT_CONFIGURED', message) }
          : undefined,
    });
    renderApp({ path: '/research', language: 'en', baseUrl: api.url });
    const form = await screen.findByTestId('new-research-form');
    expect(within(form).queryByTestId('research-not-configured')).toBeNull();
    fireEvent.change(within(form).getByLabelText('What should the research answer?'), {
      target: { value: 'A stock pitch on NVIDIA' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Start research' }));
    const notice = await within(form).findByTestId('research-not-configured');
    expect(notice.textContent).toContain(message);
    expect(within(notice).getByTestId('research-model-providers-link').getAttribute('href')).toBe(
      '/settings/model-providers',
    );
  });
});
