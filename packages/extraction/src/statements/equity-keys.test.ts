import { describe, expect, it } from 'vitest';
import { chartEquityKeys, presentEquityKeys } from './equity-keys.js';
import { mapAccounts } from './map-accounts.js';

const lines = (...labels: string[]) => labels.map((label) => ({ label, hasValues: true }));
const keyed = (keys: readonly (string | null)[]) => keys.map((standardAccount) => ({ standardAccount }));

describe('equity keys of an uploaded balance sheet', () => {
  it('names the consolidated total total_equity and the parent’s share beside it, in English and Chinese', () => {
    for (const labels of [
      ["Total Example Corp. stockholders' equity", 'Non-controlling interests', 'Total equity'],
      ['归属于母公司所有者权益合计', '少数股东权益', '所有者权益合计'],
    ])
      expect(presentEquityKeys(mapAccounts('balance_sheet', lines(...labels)))).toEqual([
        'equity_attributable_to_parent',
        'minority_interest',
        'total_equity',
      ]);
  });

  it('leaves a balance sheet with one equity total as it is', () => {
    expect(presentEquityKeys(['total_equity', 'total_liabilities_and_equity'])).toEqual([
      'total_equity',
      'total_liabilities_and_equity',
    ]);
  });

  it('turns them back into the chart’s keys, including a total printed only after the minority line', () => {
    expect(
      chartEquityKeys(keyed(['equity_attributable_to_parent', 'minority_interest', 'total_equity'])).map(
        (line) => line.standardAccount,
      ),
    ).toEqual(['total_equity', 'minority_interest', 'total_equity_including_minority']);
    expect(chartEquityKeys(keyed(['minority_interest', 'total_equity'])).map((line) => line.standardAccount)).toEqual([
      'minority_interest',
      'total_equity_including_minority',
    ]);
    expect(chartEquityKeys(keyed(['total_equity', 'minority_interest'])).map((line) => line.standardAccount)).toEqual([
      'total_equity',
      'minority_interest',
    ]);
  });
});
