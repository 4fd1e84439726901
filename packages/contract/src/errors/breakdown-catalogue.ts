import type { TLocalizedText } from './catalogue.js';

type TBreakdownErrorEntry = { status: number; messages: TLocalizedText };

/**
 * The errors of a model's revenue breakdown (issue 19, `model/dcf/breakdown/*`), spread into
 * `ERRORS`. Kept apart so that the breakdown's helper does not edit the main catalogue.
 * @public
 */
export const BREAKDOWN_ERRORS = {
  /**
   * 404: no annual report with inline XBRL of the company in the server's filings (the folders of
   * `FILINGS_DIR`, else EDGAR's archives: none filed by the model's valuation date, not in the
   * archives, or without inline XBRL); `{{company}}` is the company's name or ticker.
   */
  BREAKDOWN_FILING_NOT_FOUND: {
    status: 404,
    messages: {
      en: 'No annual report with segment data was found for {{company}}, so its revenue cannot be broken down by segment or region. The rest of the model is not affected.',
      es: 'No se encontró ningún informe anual con datos por segmento de {{company}}, así que sus ingresos no se pueden desglosar por segmento o región. El resto del modelo no se ve afectado.',
      zh: '未找到 {{company}} 含分部数据的年度报告，因此无法按分部或地区拆分其收入。模型的其余部分不受影响。',
      'zh-TRADITIONAL':
        '找不到 {{company}} 含分部資料的年度報告，因此無法按分部或地區拆分其營收。模型的其餘部分不受影響。',
      id: 'Tidak ditemukan laporan tahunan dengan data segmen untuk {{company}}, sehingga pendapatannya tidak dapat dirinci per segmen atau wilayah. Bagian lain model tidak terpengaruh.',
    },
  },
  /**
   * 503: the server has no source of filings to read breakdowns from: no `FILINGS_DIR` and the
   * market data offline (`MARKET_DATA_MODE=pack`), so EDGAR's archives are not read either.
   */
  BREAKDOWN_SOURCE_UNAVAILABLE: {
    status: 503,
    messages: {
      en: 'Revenue breakdowns are not available on this server yet: it has no source of filings to read them from. The rest of the model is not affected.',
      es: 'Los desgloses de ingresos aún no están disponibles en este servidor: no tiene una fuente de informes de la que leerlos. El resto del modelo no se ve afectado.',
      zh: '此服务器尚不支持收入拆分：没有可供读取的申报文件来源。模型的其余部分不受影响。',
      'zh-TRADITIONAL': '此伺服器尚不支援營收拆分：沒有可供讀取的申報文件來源。模型的其餘部分不受影響。',
      id: 'Rincian pendapatan belum tersedia di server ini: server tidak memiliki sumber laporan untuk membacanya. Bagian lain model tidak terpengaruh.',
    },
  },
  /** 422: the filing was found but could not be read (larger than the reading limit). */
  BREAKDOWN_FILING_UNREADABLE: {
    status: 422,
    messages: {
      en: 'The annual report of {{company}} could not be read for its revenue breakdown (it is larger than the reading limit).',
      es: 'No se pudo leer el desglose de ingresos del informe anual de {{company}} (supera el límite de lectura).',
      zh: '无法读取 {{company}} 年度报告中的收入拆分（文件超过读取上限）。',
      'zh-TRADITIONAL': '無法讀取 {{company}} 年度報告中的營收拆分（檔案超過讀取上限）。',
      id: 'Rincian pendapatan dari laporan tahunan {{company}} tidak dapat dibaca (melebihi batas pembacaan).',
    },
  },
  /** 404: the filing breaks revenue down by no segment, product or region. */
  BREAKDOWN_NONE: {
    status: 404,
    messages: {
      en: 'The annual report of {{company}} does not break its revenue down by segment, product or region.',
      es: 'El informe anual de {{company}} no desglosa sus ingresos por segmento, producto o región.',
      zh: '{{company}} 的年度报告未按分部、产品或地区拆分收入。',
      'zh-TRADITIONAL': '{{company}} 的年度報告未按分部、產品或地區拆分營收。',
      id: 'Laporan tahunan {{company}} tidak merinci pendapatannya per segmen, produk, atau wilayah.',
    },
  },
  /** 404: a `breakdown_id` the company's filing does not offer (see `breakdown/by`). */
  BREAKDOWN_NOT_FOUND: {
    status: 404,
    messages: {
      en: 'This revenue breakdown is not among those the company’s annual report offers. Reload the list and choose again.',
      es: 'Este desglose de ingresos no está entre los que ofrece el informe anual de la empresa. Vuelve a cargar la lista y elige de nuevo.',
      zh: '该收入拆分不在公司年度报告提供的拆分之列。请重新加载列表后再选择。',
      'zh-TRADITIONAL': '該營收拆分不在公司年度報告提供的拆分之列。請重新載入清單後再選擇。',
      id: 'Rincian pendapatan ini tidak termasuk yang disediakan laporan tahunan perusahaan. Muat ulang daftar lalu pilih lagi.',
    },
  },
  /** 422: a cell change names a line that is not a forecast line of the breakdown (or a subtotal). */
  BREAKDOWN_MEMBER_NOT_FOUND: {
    status: 422,
    messages: {
      en: 'This line is not a forecast line of the breakdown (a subtotal follows its parts). Reload the breakdown and try again.',
      es: 'Esta línea no es una línea de previsión del desglose (un subtotal sigue a sus partes). Vuelve a cargar el desglose e inténtalo de nuevo.',
      zh: '该行不是拆分中的预测行（小计随其组成部分变化）。请重新加载拆分后重试。',
      'zh-TRADITIONAL': '該列不是拆分中的預測列（小計隨其組成部分變動）。請重新載入拆分後再試一次。',
      id: 'Baris ini bukan baris proyeksi dari rincian (subtotal mengikuti bagian-bagiannya). Muat ulang rincian lalu coba lagi.',
    },
  },
  /**
   * 422: the breakdown cannot carry the forecast: its lines add up to zero or less in the base
   * year, so no growth of theirs gives the model's revenue.
   */
  BREAKDOWN_NOT_USABLE: {
    status: 422,
    messages: {
      en: 'This breakdown cannot carry the revenue forecast: its lines add up to zero or less in the base year. Choose another breakdown.',
      es: 'Este desglose no puede sostener la previsión de ingresos: sus líneas suman cero o menos en el año base. Elige otro desglose.',
      zh: '该拆分无法承载收入预测：其各行在基准年合计为零或负数。请选择其他拆分。',
      'zh-TRADITIONAL': '該拆分無法承載營收預測：其各列在基準年合計為零或負數。請選擇其他拆分。',
      id: 'Rincian ini tidak dapat menopang proyeksi pendapatan: baris-barisnya berjumlah nol atau kurang pada tahun dasar. Pilih rincian lain.',
    },
  },
  /**
   * 422: the changed growth makes the model's revenue growth for a year fall outside what a model
   * may hold (below −100%, or so high the engine refuses it); nothing was saved.
   */
  BREAKDOWN_FORECAST_INVALID: {
    status: 422,
    messages: {
      en: 'With this growth the model’s revenue for FY {{year}} would not be valid (it would fall by more than all of it, or grow beyond the allowed range). Nothing was saved.',
      es: 'Con este crecimiento los ingresos del modelo para el ejercicio {{year}} no serían válidos (caerían más que su totalidad o crecerían por encima del rango permitido). No se guardó nada.',
      zh: '按此增长率，模型 {{year}} 财年的收入将无效（下降超过其全部，或增长超出允许范围）。未保存任何内容。',
      'zh-TRADITIONAL':
        '按此成長率，模型 {{year}} 財年的營收將無效（減少超過其全部，或成長超出允許範圍）。未儲存任何內容。',
      id: 'Dengan pertumbuhan ini pendapatan model untuk TA {{year}} tidak akan valid (turun lebih dari seluruhnya, atau tumbuh melampaui rentang yang diizinkan). Tidak ada yang disimpan.',
    },
  },
} as const satisfies Record<string, TBreakdownErrorEntry>;

/**
 * The validation messages of the breakdown routes, spread into `VALIDATION_MESSAGES` (zod issue
 * messages are these keys).
 * @public
 */
export const BREAKDOWN_VALIDATION_MESSAGES = {
  breakdown_growth_range: {
    en: 'A line’s growth must be between −100% and 10,000%.',
    es: 'El crecimiento de una línea debe estar entre −100 % y 10 000 %.',
    zh: '单行增长率必须介于 −100% 与 10,000% 之间。',
    'zh-TRADITIONAL': '單列成長率必須介於 −100% 與 10,000% 之間。',
    id: 'Pertumbuhan satu baris harus antara −100% dan 10.000%.',
  },
  breakdown_year_outside_forecast: {
    en: 'This fiscal year is not a forecast year of the model.',
    es: 'Este ejercicio fiscal no es un año de previsión del modelo.',
    zh: '该财年不是模型的预测年份。',
    'zh-TRADITIONAL': '該財年不是模型的預測年度。',
    id: 'Tahun fiskal ini bukan tahun proyeksi model.',
  },
  breakdown_id_invalid: {
    en: 'Choose a breakdown from the list the model offers.',
    es: 'Elige un desglose de la lista que ofrece el modelo.',
    zh: '请从模型提供的列表中选择一个拆分。',
    'zh-TRADITIONAL': '請從模型提供的清單中選擇一個拆分。',
    id: 'Pilih rincian dari daftar yang disediakan model.',
  },
} as const satisfies Record<string, TLocalizedText>;
