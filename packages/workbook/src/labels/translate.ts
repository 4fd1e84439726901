import type { TReportUnit } from '../report-unit.js';
import { EN, type TLabelKey } from './en.js';
import { ES } from './es.js';
import { ID } from './id.js';
import { ZH } from './zh.js';
import { ZH_TRADITIONAL } from './zh-traditional.js';

/** The languages the workbook is written in (`@app/contract` `LANGUAGES`). */
export const WORKBOOK_LANGUAGES = ['en', 'es', 'zh', 'zh-TRADITIONAL', 'id'] as const;
export type TWorkbookLanguage = (typeof WORKBOOK_LANGUAGES)[number];
export type { TLabelKey };
/** A catalogue: every label key, in one language (a missing key fails the type check). */
export type TLabels = Record<TLabelKey, string>;

export const LABELS: Record<TWorkbookLanguage, TLabels> = {
  en: EN,
  es: ES,
  zh: ZH,
  'zh-TRADITIONAL': ZH_TRADITIONAL,
  id: ID,
};

/** The report unit in words, as each language writes it before a currency or "shares". */
export const UNIT_WORDS: Record<TWorkbookLanguage, Record<TReportUnit, string>> = {
  en: {
    thousands: 'thousands',
    millions: 'millions',
    billions: 'billions',
    ten_thousands: 'ten thousands',
    hundred_millions: 'hundred millions',
  },
  es: {
    thousands: 'miles',
    millions: 'millones',
    billions: 'miles de millones',
    ten_thousands: 'decenas de miles',
    hundred_millions: 'cientos de millones',
  },
  zh: { thousands: '千', millions: '百万', billions: '十亿', ten_thousands: '万', hundred_millions: '亿' },
  'zh-TRADITIONAL': {
    thousands: '千',
    millions: '百萬',
    billions: '十億',
    ten_thousands: '萬',
    hundred_millions: '億',
  },
  id: {
    thousands: 'ribuan',
    millions: 'jutaan',
    billions: 'miliaran',
    ten_thousands: 'puluhan ribu',
    hundred_millions: 'ratusan juta',
  },
};

/** Currencies as Chinese writes them after the unit (百万美元); any other code is written as it is. */
const CURRENCY_NAMES: Record<'zh' | 'zh-TRADITIONAL', Record<string, string>> = {
  zh: {
    USD: '美元',
    CNY: '人民币',
    HKD: '港元',
    TWD: '新台币',
    JPY: '日元',
    EUR: '欧元',
    GBP: '英镑',
    KRW: '韩元',
    SGD: '新加坡元',
    CAD: '加元',
    AUD: '澳元',
    CHF: '瑞士法郎',
    INR: '印度卢比',
    IDR: '印尼盾',
  },
  'zh-TRADITIONAL': {
    USD: '美元',
    CNY: '人民幣',
    HKD: '港元',
    TWD: '新臺幣',
    JPY: '日圓',
    EUR: '歐元',
    GBP: '英鎊',
    KRW: '韓元',
    SGD: '新加坡元',
    CAD: '加元',
    AUD: '澳元',
    CHF: '瑞士法郎',
    INR: '印度盧比',
    IDR: '印尼盾',
  },
};

/** The currency's name in a label (`美元` in Chinese, the ISO code elsewhere). */
export function currencyName(language: TWorkbookLanguage, currency: string): string {
  return language === 'zh' || language === 'zh-TRADITIONAL'
    ? (CURRENCY_NAMES[language][currency] ?? currency)
    : currency;
}

export type TLabelParams = Record<string, string | number>;
/** Looks a label up and fills its `{name}` placeholders. */
export type TTranslate = (key: TLabelKey, params?: TLabelParams) => string;

/**
 * The label function of one workbook: the language's catalogue, with `{unit}` (the report unit in
 * words), `{currency}` (its name) and `{money}` (amounts' unit and currency: "USD in millions",
 * 百万美元) always filled.
 */
export function translator(language: TWorkbookLanguage, unit: TReportUnit, currency: string): TTranslate {
  const labels = LABELS[language];
  const unitWords = UNIT_WORDS[language][unit];
  const name = currencyName(language, currency);
  const base: TLabelParams = { unit: unitWords, currency: name };
  const money = fill(labels['units.money'], base);
  return (key, params) => fill(labels[key], { ...base, money, ...params });
}

function fill(text: string, params: TLabelParams): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** One label in a language, for text the server writes into the workbook's input (its source sentences). */
export function workbookText(language: TWorkbookLanguage, key: TLabelKey, params: TLabelParams = {}): string {
  return fill(LABELS[language][key], params);
}
