import { REPORT_UNITS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { formatFigure } from '../../../components/model/format-figure';
import { createI18n } from '../../../i18n/i18n';
import { currencyName, moneyWithUnit, REPORT_UNIT_ORDER, reportUnitLabel } from './report-unit-labels';

describe('report unit labels', () => {
  it('offers every unit of the contract once', () => {
    expect([...REPORT_UNIT_ORDER].sort()).toEqual([...REPORT_UNITS].sort());
  });

  it('reads naturally in each language: the code in Latin scripts, the currency’s own name in Chinese', () => {
    const label = (language: 'en' | 'es' | 'zh' | 'zh-TRADITIONAL' | 'id', currency = 'USD') =>
      REPORT_UNIT_ORDER.map((unit) => reportUnitLabel(createI18n(language).t, unit, currency, language));
    expect(label('en')).toEqual([
      'USD thousands',
      'USD ten thousands',
      'USD millions',
      'USD hundred millions',
      'USD billions',
    ]);
    expect(label('es')[2]).toBe('millones de USD');
    expect(label('es')[4]).toBe('miles de millones de USD');
    expect(label('id')[2]).toBe('juta USD');
    expect(label('zh')).toEqual(['千美元', '万美元', '百万美元', '亿美元', '十亿美元']);
    expect(label('zh-TRADITIONAL')).toEqual(['千美元', '萬美元', '百萬美元', '億美元', '十億美元']);
    expect(label('zh', 'CNY')[2]).toBe('百万人民币');
    expect(label('zh', 'HKD')[3]).toBe('亿港元');
    expect(label('zh-TRADITIONAL', 'EUR')[2]).toBe('百萬歐元');
    expect(currencyName('JPY', 'zh')).toBe('日元');
    expect(currencyName('JPY', 'en')).toBe('JPY');
  });

  it('keeps a code Chinese has no name for apart from the unit', () => {
    expect(currencyName('XXZ', 'zh')).toBe(' XXZ');
    expect(reportUnitLabel(createI18n('zh').t, 'millions', 'XXZ', 'zh')).toBe('百万 XXZ');
  });

  it('writes a figure in the unit with the precision the unit needs', () => {
    const value = 1_234_567_890;
    expect(formatFigure(value, 'money', 'en', { scale: 'thousands' })).toBe('1,234,568');
    expect(formatFigure(value, 'money', 'en', { scale: 'ten_thousands' })).toBe('123,457');
    expect(formatFigure(value, 'money', 'en', { scale: 'millions' })).toBe('1,234.6');
    expect(formatFigure(value, 'money', 'en', { scale: 'hundred_millions' })).toBe('12.35');
    expect(formatFigure(value, 'money', 'en', { scale: 'billions' })).toBe('1.23');
    expect(formatFigure(-value, 'money', 'id', { scale: 'billions' })).toBe('-1,23');
  });

  it('says the unit of a figure that stands alone', () => {
    const value = 1_850_000_000;
    expect(moneyWithUnit(createI18n('en').t, value, 'millions', 'USD', 'en')).toBe('USD 1,850.0 million');
    expect(moneyWithUnit(createI18n('en').t, value, 'billions', 'USD', 'en')).toBe('USD 1.85 billion');
    expect(moneyWithUnit(createI18n('zh').t, value, 'hundred_millions', 'USD', 'zh')).toBe('18.50亿美元');
    expect(moneyWithUnit(createI18n('zh-TRADITIONAL').t, value, 'ten_thousands', 'TWD', 'zh-TRADITIONAL')).toBe(
      '185,000萬新台幣',
    );
    expect(moneyWithUnit(createI18n('es').t, value, 'millions', 'EUR', 'es')).toBe('1850,0 millones de EUR');
    expect(moneyWithUnit(createI18n('id').t, value, 'millions', 'IDR', 'id')).toBe('1.850,0 juta IDR');
    expect(moneyWithUnit(createI18n('en').t, null, 'millions', 'USD', 'en')).toBe('—');
  });
});
