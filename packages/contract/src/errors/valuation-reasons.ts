import type { TLanguage } from '../languages.js';
import type { TLocalizedText } from './catalogue.js';
import { formatMessage } from './translate.js';

/**
 * Why the valuation engine refused a model, for `VALUATION_INVALID_INPUT`'s `{{reason}}`: one
 * sentence per engine failure code (`@app/valuation` `VALUATION_ERROR_CODES`), plus `NOT_FINITE`
 * (the engine's result overflowed) and `UNREADABLE` (the engine could not read the input at all).
 * The engine's own messages are English for logs; the client gets these. `{{field}}` names the
 * engine's field (e.g. `drivers.revenueGrowth`).
 * @public
 */
export const VALUATION_REASONS = {
  INVALID_INPUT: {
    en: '{{field}} is missing, out of range or has the wrong number of forecast years',
    es: '{{field}} falta, está fuera de rango o no tiene un valor por cada año de proyección',
    zh: '{{field}} 缺失、超出范围或预测年数不符',
    'zh-TRADITIONAL': '{{field}} 缺失、超出範圍或預測年數不符',
    id: '{{field}} kosong, di luar rentang, atau jumlah tahun proyeksinya tidak sesuai',
  },
  GROWTH_NOT_BELOW_DISCOUNT_RATE: {
    en: 'the terminal growth rate must be below the discount rate: a cash flow that grows forever as fast as the rate it is discounted at, or faster, has no finite value',
    es: 'la tasa de crecimiento terminal debe ser inferior a la tasa de descuento: un flujo de caja que crece para siempre tan rápido como la tasa a la que se descuenta, o más, no tiene un valor finito',
    zh: '永续增长率必须低于折现率：永远以不低于折现率的速度增长的现金流没有有限的价值',
    'zh-TRADITIONAL': '永續成長率必須低於折現率：永遠以不低於折現率的速度成長的現金流量沒有有限的價值',
    id: 'tingkat pertumbuhan terminal harus di bawah tingkat diskonto: arus kas yang tumbuh selamanya secepat tingkat diskontonya, atau lebih cepat, tidak memiliki nilai yang terbatas',
  },
  NON_POSITIVE_SHARES: {
    en: 'the share count must be above zero',
    es: 'el número de acciones debe ser mayor que cero',
    zh: '股数必须大于零',
    'zh-TRADITIONAL': '股數必須大於零',
    id: 'jumlah saham harus lebih dari nol',
  },
  INSUFFICIENT_HISTORY: {
    en: 'the history lacks a line the model needs ({{field}})',
    es: 'al histórico le falta una línea que el modelo necesita ({{field}})',
    zh: '历史数据缺少模型所需的项目（{{field}}）',
    'zh-TRADITIONAL': '歷史資料缺少模型所需的項目（{{field}}）',
    id: 'data historis tidak memiliki baris yang diperlukan model ({{field}})',
  },
  NO_ROOT_IN_BRACKET: {
    en: 'no value was found for these assumptions in the range searched',
    es: 'no se encontró ningún valor para estas hipótesis en el rango buscado',
    zh: '在搜索范围内找不到符合这些假设的值',
    'zh-TRADITIONAL': '在搜尋範圍內找不到符合這些假設的值',
    id: 'tidak ditemukan nilai untuk asumsi ini dalam rentang yang dicari',
  },
  ROOT_NOT_CONVERGED: {
    en: 'the search for a value did not settle for these assumptions',
    es: 'la búsqueda de un valor no convergió con estas hipótesis',
    zh: '按这些假设求值未能收敛',
    'zh-TRADITIONAL': '按這些假設求值未能收斂',
    id: 'pencarian nilai tidak konvergen untuk asumsi ini',
  },
  NOT_FINITE: {
    en: 'the valuation is not a finite number',
    es: 'la valoración no es un número finito',
    zh: '估值结果不是有限数值',
    'zh-TRADITIONAL': '估值結果不是有限數值',
    id: 'hasil valuasi bukan angka terhingga',
  },
  UNREADABLE: {
    en: 'the valuation engine could not read these assumptions',
    es: 'el motor de valoración no pudo leer estas hipótesis',
    zh: '估值引擎无法读取这些假设',
    'zh-TRADITIONAL': '估值引擎無法讀取這些假設',
    id: 'mesin valuasi tidak dapat membaca asumsi ini',
  },
} as const satisfies Record<string, TLocalizedText>;

/** @public */
export type TValuationReason = keyof typeof VALUATION_REASONS;

/**
 * The reason of an engine failure in a language; an unknown code reads as `UNREADABLE`.
 * @public
 */
export function valuationReason(code: string, language: TLanguage, field = ''): string {
  const key: TValuationReason = Object.hasOwn(VALUATION_REASONS, code) ? (code as TValuationReason) : 'UNREADABLE';
  return formatMessage(VALUATION_REASONS[key][language], { field: field || '—' });
}
