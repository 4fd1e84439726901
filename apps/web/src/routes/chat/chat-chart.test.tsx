import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { startChatApi, type TChatApi } from '../../test/chat-api';
import { renderApp } from '../../test/render-app';
import { AskModelButton } from './ask-model-button';
import { MarkdownReply } from './markdown-reply';

let api: TChatApi | undefined;
afterEach(async () => {
  cleanup();
  await api?.close();
  api = undefined;
});

const FCF_BLOCK = [
  'Free cash flow grows in the base case [1].',
  '',
  '```chart',
  JSON.stringify({
    type: 'bar',
    title: 'Free cash flow',
    unit: 'USD millions',
    x: ['2026', '2027', '2028'],
    series: [
      { name: 'Base', values: [1200.5, 1350, 1500.25] },
      { name: 'Bear', values: [900, null, 1000] },
    ],
  }),
  '```',
  '',
  'The table below has the same figures.',
].join('\n');

function renderReply(text: string, language = 'en') {
  return renderApp({ element: <MarkdownReply text={text} messageKey="m-1" sourceRefs={['1']} />, language });
}

const heightOf = (element: Element | undefined) => Number(element?.getAttribute('height'));

describe('a chart block in a reply', () => {
  it('draws the bars of each series with their values, shown on focus and in a table for screen readers', async () => {
    renderReply(FCF_BLOCK);
    const chart = await screen.findByTestId('chat-chart');
    expect(chart.getAttribute('data-type')).toBe('bar');
    expect(within(chart).getByText('Free cash flow (USD millions)', { selector: 'figcaption' })).toBeTruthy();
    // The text around the block is still the reply's Markdown.
    expect(screen.getByTestId('chat-markdown').textContent).toContain('Free cash flow grows in the base case [1].');
    expect(screen.getByText('The table below has the same figures.')).toBeTruthy();
    expect(screen.queryByText(/"type":"bar"/)).toBeNull();

    const bars = within(chart).getAllByTestId('chat-chart-bar');
    expect(bars.map((bar) => [bar.getAttribute('data-series'), Number(bar.getAttribute('data-value'))])).toEqual([
      ['Base', 1200.5],
      ['Bear', 900],
      ['Base', 1350],
      ['Base', 1500.25],
      ['Bear', 1000],
    ]);
    // Bars stand on zero: their heights are in the ratio of their values.
    const [base2026, bear2026, , base2028] = bars.map((bar) => bar);
    expect(heightOf(base2026) / heightOf(bear2026)).toBeCloseTo(1200.5 / 900, 6);
    expect(heightOf(base2028) / heightOf(base2026)).toBeCloseTo(1500.25 / 1200.5, 6);

    const points = within(chart).getAllByTestId('chat-chart-point');
    expect(points).toHaveLength(3);
    expect(points[1]?.getAttribute('aria-label')).toBe('2027: Base: 1,350; Bear: no value');
    expect(within(chart).queryByTestId('chat-chart-tooltip')).toBeNull();
    fireEvent.focus(points[0] as Element);
    const tooltip = within(chart).getByTestId('chat-chart-tooltip');
    expect(tooltip.textContent).toBe('2026Base1,200.5Bear900');
    fireEvent.blur(points[0] as Element);
    expect(within(chart).queryByTestId('chat-chart-tooltip')).toBeNull();
    fireEvent.mouseEnter(points[2] as Element);
    expect(within(chart).getByTestId('chat-chart-tooltip').textContent).toBe('2028Base1,500.25Bear1,000');

    const rows = within(within(chart).getByTestId('chat-chart-table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'BaseBear',
      '20261,200.5900',
      '20271,350—',
      '20281,500.251,000',
    ]);
  });

  it('keeps the chart and its focused point when the reply renders again', async () => {
    const i18n = createI18n('en');
    const reply = (text: string) => (
      <I18nextProvider i18n={i18n}>
        <MarkdownReply text={text} messageKey="m-1" sourceRefs={['1']} />
      </I18nextProvider>
    );
    const { rerender } = render(reply(FCF_BLOCK));
    const [, point] = screen.getAllByTestId('chat-chart-point');
    act(() => point?.focus());
    expect(document.activeElement).toBe(point);
    expect(screen.getByTestId('chat-chart-tooltip').textContent).toContain('2027');
    rerender(reply(`${FCF_BLOCK}\n\nMore text.`));
    expect(screen.getAllByTestId('chat-chart-point')[1]).toBe(point);
    expect(document.activeElement).toBe(point);
    expect(screen.getByTestId('chat-chart-tooltip').textContent).toContain('2027');
  });

  it('writes the values and the title the reader’s way', async () => {
    renderReply(FCF_BLOCK.replace('USD millions', '百万美元'), 'zh');
    const chart = await screen.findByTestId('chat-chart');
    expect(within(chart).getByText('Free cash flow（百万美元）', { selector: 'figcaption' })).toBeTruthy();
    expect(within(chart).getAllByTestId('chat-chart-point')[1]?.getAttribute('aria-label')).toBe(
      '2027：Base：1,350；Bear：无数据',
    );
  });

  it('draws a line chart, a missing value breaking its line', async () => {
    const block = JSON.stringify({
      type: 'line',
      title: 'WACC',
      unit: '%',
      x: ['2024', '2025', '2026', '2027'],
      series: [{ name: 'WACC', values: [9.1, null, 9.4, 9.6] }],
    });
    renderReply(`\`\`\`chart\n${block}\n\`\`\``);
    const chart = await screen.findByTestId('chat-chart');
    expect(
      within(chart)
        .getAllByTestId('chat-chart-dot')
        .map((dot) => Number(dot.getAttribute('data-value'))),
    ).toEqual([9.1, 9.4, 9.6]);
    const path = within(chart).getByTestId('chat-chart-line').getAttribute('d') ?? '';
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path.match(/L/g)).toHaveLength(1);
  });

  it('shows a half-streamed block as code', async () => {
    const half = FCF_BLOCK.slice(0, FCF_BLOCK.indexOf('"Bear"'));
    renderReply(half);
    await screen.findByTestId('chat-markdown');
    expect(screen.queryByTestId('chat-chart')).toBeNull();
    expect(screen.getByText(/"title":"Free cash flow"/, { selector: 'pre code' })).toBeTruthy();
  });

  it('shows a block it cannot draw as code, and the rest of the reply as usual', async () => {
    const pie = FCF_BLOCK.replace('"type":"bar"', '"type":"pie"');
    renderReply(pie);
    await screen.findByTestId('chat-markdown');
    expect(screen.queryByTestId('chat-chart')).toBeNull();
    expect(screen.getByText(/"type":"pie"/, { selector: 'pre code' })).toBeTruthy();
    expect(screen.getByText('The table below has the same figures.')).toBeTruthy();
  });

  it('turns from code into a chart as the block finishes streaming in the chat', async () => {
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const cut = FCF_BLOCK.indexOf('"Bear"');
    api = await startChatApi({
      script: async ({ send }) => {
        send({ type: 'delta', text: FCF_BLOCK.slice(0, cut) });
        await finished;
        send({ type: 'delta', text: FCF_BLOCK.slice(cut) });
        send({ type: 'done', message_id: null, finish_reason: 'stop' });
      },
    });
    renderApp({ baseUrl: api.url, path: '/chat' });
    fireEvent.change(await screen.findByTestId('chat-input'), { target: { value: 'Chart the free cash flow' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    const reply = await screen.findByTestId('chat-reply');
    await within(reply).findByText(/"title":"Free cash flow"/, { selector: 'pre code' });
    expect(within(reply).queryByTestId('chat-chart')).toBeNull();
    finish();
    await waitFor(() => expect(screen.getByTestId('chat-reply').getAttribute('data-status')).toBe('complete'));
    const chart = within(screen.getByTestId('chat-reply')).getByTestId('chat-chart');
    expect(within(chart).getAllByTestId('chat-chart-bar')).toHaveLength(5);
  });

  it('draws charts in the Ask dialog on a model too', async () => {
    api = await startChatApi({
      script: ({ send }) => {
        send({ type: 'delta', text: FCF_BLOCK });
        send({ type: 'done', message_id: null, finish_reason: 'stop' });
      },
    });
    renderApp({
      baseUrl: api.url,
      element: <AskModelButton modelId="a0000000-0000-4000-8000-000000000001" modelName="NVDA base case" />,
    });
    fireEvent.click(await screen.findByTestId('ask-model-open'));
    const dialog = await screen.findByTestId('ask-model-dialog');
    fireEvent.change(within(dialog).getByTestId('ask-model-input'), { target: { value: 'Chart the free cash flow' } });
    fireEvent.click(within(dialog).getByTestId('ask-model-submit'));
    const chart = await within(dialog).findByTestId('chat-chart');
    expect(
      within(chart)
        .getAllByTestId('chat-chart-bar')
        .map((bar) => bar.getAttribute('data-value')),
    ).toEqual(['1200.5', '900', '1350', '1500.25', '1000']);
  });
});
