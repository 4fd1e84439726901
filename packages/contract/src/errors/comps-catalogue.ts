import type { TLocalizedText } from './catalogue.js';

type TCompsErrorEntry = { status: number; messages: TLocalizedText };

/**
 * The errors of the peers proposed for the Comparables tab (issue 19,
 * `model/dcf/comps_ticker/propose` and `search`), spread into `ERRORS`.
 * @public
 */
export const COMPS_ERRORS = {
  /**
   * 502: the chat model's answer held no list of peers that could be read (not JSON, or not the
   * shape asked for). Nothing was changed; asking again usually works.
   */
  COMPS_PROPOSAL_UNREADABLE: {
    status: 502,
    messages: {
      en: 'The chat model did not answer with a list of peers that could be read. Nothing was changed. Try again, or choose another model.',
      es: 'El modelo de chat no respondió con una lista de comparables legible. No se cambió nada. Inténtalo de nuevo o elige otro modelo.',
      zh: '聊天模型未返回可读取的可比公司列表。未做任何更改。请重试，或选择其他模型。',
      'zh-TRADITIONAL': '聊天模型未傳回可讀取的可比公司清單。未做任何變更。請重試，或選擇其他模型。',
      id: 'Model obrolan tidak menjawab dengan daftar pembanding yang dapat dibaca. Tidak ada yang diubah. Coba lagi, atau pilih model lain.',
    },
  },
} as const satisfies Record<string, TCompsErrorEntry>;

/**
 * The validation messages of the proposal routes, spread into `VALIDATION_MESSAGES` (zod issue
 * messages are these keys).
 * @public
 */
export const COMPS_VALIDATION_MESSAGES = {
  comps_instruction_required: {
    en: 'Write what the peers should be, for example “only US software companies with revenue above $1B”.',
    es: 'Escribe cómo deben ser los comparables, por ejemplo «solo empresas de software de EE. UU. con ingresos superiores a 1.000 M$».',
    zh: '请写出对可比公司的要求，例如“仅限收入超过 10 亿美元的美国软件公司”。',
    'zh-TRADITIONAL': '請寫出對可比公司的要求，例如「僅限營收超過 10 億美元的美國軟體公司」。',
    id: 'Tuliskan kriteria pembanding, misalnya “hanya perusahaan perangkat lunak AS dengan pendapatan di atas $1 miliar”.',
  },
  comps_instruction_too_long: {
    en: 'The instruction is too long: at most 1,000 characters.',
    es: 'La instrucción es demasiado larga: como máximo 1.000 caracteres.',
    zh: '说明过长：最多 1,000 个字符。',
    'zh-TRADITIONAL': '說明過長：最多 1,000 個字元。',
    id: 'Instruksi terlalu panjang: paling banyak 1.000 karakter.',
  },
  comps_filters_empty: {
    en: 'Choose at least one filter: an industry (SIC code) or sector, a revenue range or a country.',
    es: 'Elige al menos un filtro: una industria (código SIC) o un sector, un rango de ingresos o un país.',
    zh: '请至少选择一个筛选条件：行业（SIC 代码）或板块、收入范围或国家/地区。',
    'zh-TRADITIONAL': '請至少選擇一個篩選條件：產業（SIC 代碼）或類股、營收範圍或國家/地區。',
    id: 'Pilih setidaknya satu filter: industri (kode SIC) atau sektor, rentang pendapatan, atau negara.',
  },
  comps_sic_code_invalid: {
    en: 'A SIC code has 2 to 4 digits (73 for a major group, 737 for an industry group, 7372 for an industry).',
    es: 'Un código SIC tiene de 2 a 4 dígitos (73 para un grupo principal, 737 para un grupo de industrias, 7372 para una industria).',
    zh: 'SIC 代码为 2 至 4 位数字（73 表示大类，737 表示行业组，7372 表示具体行业）。',
    'zh-TRADITIONAL': 'SIC 代碼為 2 至 4 位數字（73 表示大類，737 表示產業組，7372 表示具體產業）。',
    id: 'Kode SIC terdiri dari 2 sampai 4 digit (73 untuk kelompok utama, 737 untuk kelompok industri, 7372 untuk industri).',
  },
  comps_too_many_sic_codes: {
    en: 'At most 20 SIC codes in one search.',
    es: 'Como máximo 20 códigos SIC en una búsqueda.',
    zh: '一次搜索最多 20 个 SIC 代码。',
    'zh-TRADITIONAL': '一次搜尋最多 20 個 SIC 代碼。',
    id: 'Paling banyak 20 kode SIC dalam satu pencarian.',
  },
  comps_country_invalid: {
    en: 'Choose a country from the list.',
    es: 'Elige un país de la lista.',
    zh: '请从列表中选择国家/地区。',
    'zh-TRADITIONAL': '請從清單中選擇國家/地區。',
    id: 'Pilih negara dari daftar.',
  },
  comps_too_many_countries: {
    en: 'At most 20 countries in one search.',
    es: 'Como máximo 20 países en una búsqueda.',
    zh: '一次搜索最多 20 个国家/地区。',
    'zh-TRADITIONAL': '一次搜尋最多 20 個國家/地區。',
    id: 'Paling banyak 20 negara dalam satu pencarian.',
  },
  comps_revenue_bound_range: {
    en: 'A revenue bound must be between zero and USD 10 trillion.',
    es: 'Un límite de ingresos debe estar entre cero y 10 billones de USD.',
    zh: '收入界限必须介于零与 10 万亿美元之间。',
    'zh-TRADITIONAL': '營收界限必須介於零與 10 兆美元之間。',
    id: 'Batas pendapatan harus antara nol dan USD 10 triliun.',
  },
  comps_revenue_min_above_max: {
    en: 'The maximum revenue must not be below the minimum.',
    es: 'Los ingresos máximos no pueden ser inferiores a los mínimos.',
    zh: '最高收入不能低于最低收入。',
    'zh-TRADITIONAL': '最高營收不能低於最低營收。',
    id: 'Pendapatan maksimum tidak boleh di bawah minimum.',
  },
} as const satisfies Record<string, TLocalizedText>;
