import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TDataSheetPreviewData } from '../../api/data-sheet';
import { renderApp } from '../../test/render-app';
import { ProposedChangeList } from './proposed-change-list';

afterEach(cleanup);

const SEGMENT = 'segmentGrowth@FY2025#ko:NorthAmericaSegmentMember';

/** A segment's growth raised from 5% to 20%: its revenue, the model's revenue growth and revenue move. */
const preview: TDataSheetPreviewData = {
  modelId: 'm-1',
  updatedAt: '2026-12-06T07:00:00.000Z',
  changes: [
    {
      index: 0,
      operation: 'update',
      entity: 'Values',
      id: SEGMENT,
      item: 'segmentGrowth',
      timeContext: 'FY2025',
      unit: 'rate',
      before: 0.05,
      after: 0.2,
      reason: null,
      effects: [
        {
          id: 'revenueGrowth@FY2025',
          item: 'revenueGrowth',
          timeContext: 'FY2025',
          segment: null,
          unit: 'rate',
          before: 0.05,
          after: 0.1,
        },
        {
          id: 'revenue@FY2025',
          item: 'revenue',
          timeContext: 'FY2025',
          segment: null,
          unit: 'money',
          before: 49_000_000_000,
          after: 51_300_000_000,
        },
      ],
    },
  ],
  valuation: {
    before: { valuePerShare: 60, enterpriseValue: null, equityValue: null },
    after: { valuePerShare: 66, enterpriseValue: null, equityValue: null },
  },
};

describe('ProposedChangeList', () => {
  it('shows a segment’s growth before → after with the values it moves: revenue growth and revenue', async () => {
    renderApp({
      element: <ProposedChangeList data={preview} currency="USD" rejected={new Set()} onToggle={() => {}} />,
    });
    const change = await screen.findByTestId('proposed-change');
    expect(change.textContent).toContain(SEGMENT);
    expect(change.textContent).toMatch(/5(\.0+)?%\s*→\s*20(\.0+)?%/);
    const effects = within(change).getByTestId('proposed-change-effects');
    expect(
      within(effects)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(' ')[0]),
    ).toEqual(['revenueGrowth@FY2025', 'revenue@FY2025']);
    expect(effects.textContent).toMatch(/10(\.0+)?%/);
    expect(screen.getByTestId('proposed-changes-valuation').textContent).toMatch(/\$60\.00.*→.*\$66\.00/);
  });
});
