import { describe, expect, it } from 'vitest';
import { foldChinese, normalizeLabel } from './normalize-label.js';

describe('normalizeLabel', () => {
  it('drops numbering, prefixes, fill-in instructions and "Total"', () => {
    expect(normalizeLabel('一、营业总收入')).toBe('营业总收入');
    expect(normalizeLabel('其中：营业成本')).toBe('营业成本');
    expect(normalizeLabel('减：所得税费用')).toBe('所得税费用');
    expect(normalizeLabel('三、营业利润（亏损以“－”号填列）')).toBe('营业利润');
    expect(normalizeLabel('（一）基本每股收益(元/股)')).toBe('基本每股收益(元/股)');
    expect(normalizeLabel('Total net sales')).toBe('net sales');
    expect(normalizeLabel('Services (1)')).toBe('services');
    expect(normalizeLabel('Current assets:')).toBe('current assets');
    expect(normalizeLabel('Property, plant and equipment — net')).toBe('property, plant and equipment, net');
    expect(normalizeLabel('Total shareholders’ equity')).toBe("shareholders' equity");
  });

  it('folds traditional Chinese', () => {
    expect(foldChinese('資產總計')).toBe('资产总计');
    expect(normalizeLabel('營業活動之淨現金流入（流出）')).toBe('营业活动之净现金流入(流出)');
  });
});
