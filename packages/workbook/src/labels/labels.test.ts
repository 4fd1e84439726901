import { describe, expect, it } from 'vitest';
import { EN, type TLabelKey } from './en.js';
import { LABELS, translator, UNIT_WORDS, WORKBOOK_LANGUAGES } from './translate.js';

const KEYS = Object.keys(EN) as TLabelKey[];
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
/** Labels that read the same in Chinese: abbreviations analysts use as they are. */
const SAME_IN_CHINESE = new Set(['WACC', 'EBITDA', 'DCF', '{unit}{currency}']);

describe('the workbook’s label catalogue', () => {
  it.each(WORKBOOK_LANGUAGES)('%s has every label, none empty, with the English placeholders', (language) => {
    const labels = LABELS[language];
    expect(Object.keys(labels).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) {
      expect(labels[key].trim(), key).not.toBe('');
      // A translation may name the currency ({currency}, always filled); it keeps every other placeholder.
      const wanted = placeholders(EN[key]);
      const got = placeholders(labels[key]);
      for (const name of wanted)
        if (name !== 'money') expect(got.has(name) || name === 'unit', `${language} ${key} {${name}}`).toBe(true);
      for (const name of got)
        expect(wanted.has(name) || name === 'currency' || name === 'unit', `${language} ${key} {${name}}`).toBe(true);
    }
  });

  it.each(['zh', 'zh-TRADITIONAL'] as const)('%s is Chinese, not English left over', (language) => {
    for (const key of KEYS) {
      const text = LABELS[language][key];
      if (SAME_IN_CHINESE.has(text)) continue;
      expect(/[\u4e00-\u9fff]/.test(text), `${language} ${key}: ${text}`).toBe(true);
    }
  });

  it('uses the standard terms of Chinese financial statements', () => {
    const zh = LABELS.zh;
    expect([
      zh['income.revenue'],
      zh['income.costOfRevenue'],
      zh['income.grossProfit'],
      zh['income.netIncome'],
    ]).toEqual(['营业收入', '营业成本', '毛利润', '净利润']);
    expect(zh['income.ebit']).toContain('营业利润');
    expect([zh['balance.totalAssets'], zh['balance.totalLiabilities'], zh['balance.totalEquity']]).toEqual([
      '资产总计',
      '负债合计',
      '股东权益合计',
    ]);
    expect(zh['cashFlow.operatingCashFlow']).toBe('经营活动产生的现金流量净额');
    expect(zh['wacc.wacc']).toContain('加权平均资本成本');
    expect(zh['dcf.terminalGrowth']).toBe('永续增长率');
    const tw = LABELS['zh-TRADITIONAL'];
    expect([tw['income.revenue'], tw['income.grossProfit'], tw['income.netIncome'], tw['balance.totalEquity']]).toEqual(
      ['營業收入', '營業毛利', '本期淨利', '權益總計'],
    );
  });

  it('says the unit and currency as each language writes them', () => {
    expect(translator('zh', 'millions', 'USD')('income.units')).toMatch(/^金额单位：百万美元/);
    expect(translator('zh', 'hundred_millions', 'CNY')('dcf.shares')).toBe('稀释后股数（亿股）');
    expect(translator('zh-TRADITIONAL', 'ten_thousands', 'TWD')('balance.units')).toMatch(/^金額單位：萬新臺幣/);
    expect(translator('en', 'millions', 'USD')('income.units')).toMatch(/^USD in millions except per-share amounts/);
    expect(translator('es', 'billions', 'EUR')('dcf.units')).toMatch(/^EUR en miles de millones/);
    expect(translator('id', 'thousands', 'IDR')('dcf.units')).toMatch(/^IDR dalam ribuan/);
    for (const language of WORKBOOK_LANGUAGES) expect(Object.keys(UNIT_WORDS[language])).toHaveLength(5);
  });
});
