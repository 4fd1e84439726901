import type { TLocalizedText } from '../errors/catalogue.js';
import { formatMessage } from '../errors/translate.js';
import { type TLanguage, toBcp47 } from '../languages.js';

/**
 * Why a statement needs the user's audit, as a sentence in every UI language: the one place for
 * these sentences. The server stores each reason as a code and its parameters (extraction's codes,
 * `@app/extraction` `EXTRACTION_REASON_CODES`, each map to the code of the same name) and writes
 * the sentence in the reader's language. `{{line}}` is an account name as printed (or, for a
 * missing key line, its standard key), `{{formula}}` a formula over standard keys, `{{gap}}` a
 * number in the statement's unit, `{{year}}` a year.
 * @public
 */
export const AUDIT_REASON_MESSAGES = {
  formula_gap: {
    en: '“{{line}}” does not match its formula ({{formula}}): it differs by {{gap}}.',
    es: '«{{line}}» no coincide con su fórmula ({{formula}}): la diferencia es {{gap}}.',
    zh: '“{{line}}”与其公式（{{formula}}）不一致，差额为 {{gap}}。',
    'zh-TRADITIONAL': '「{{line}}」與其公式（{{formula}}）不一致，差額為 {{gap}}。',
    id: '“{{line}}” tidak cocok dengan rumusnya ({{formula}}): selisihnya {{gap}}.',
  },
  period_end_assumed: {
    en: 'Only the year is printed and no date in the report places it, so the period end was assumed: check its dates.',
    es: 'Solo se imprime el año y ninguna fecha del informe lo sitúa, así que se supuso el fin del periodo: comprueba sus fechas.',
    zh: '仅列示了年份，报告中没有可确定的日期，期末日为推定，请核对日期。',
    'zh-TRADITIONAL': '僅列示了年度，報告中沒有可確定的日期，期末日為推定，請核對日期。',
    id: 'Hanya tahun yang tercetak dan tidak ada tanggal dalam laporan yang menentukannya, sehingga akhir periode diasumsikan: periksa tanggalnya.',
  },
  period_year_from_hint: {
    en: 'The columns say “this period” and “last period” without a year; {{year}} was taken from the fiscal year given with the file: check the dates.',
    es: 'Las columnas dicen «periodo actual» y «periodo anterior» sin año; se tomó {{year}} del ejercicio indicado con el archivo: comprueba las fechas.',
    zh: '各列仅标为“本期”“上期”，未列示年份；年份 {{year}} 取自上传时填写的会计年度，请核对日期。',
    'zh-TRADITIONAL': '各欄僅標為「本期」「上期」，未列示年度；年度 {{year}} 取自上傳時填寫的會計年度，請核對日期。',
    id: 'Kolom hanya bertuliskan “periode ini” dan “periode lalu” tanpa tahun; {{year}} diambil dari tahun buku yang diisi saat mengunggah: periksa tanggalnya.',
  },
  periods_assumed: {
    en: 'The columns have no headings, so they were taken as consecutive years ending December 31, newest first: check the dates.',
    es: 'Las columnas no tienen encabezados, así que se tomaron como años consecutivos que terminan el 31 de diciembre, del más reciente al más antiguo: comprueba las fechas.',
    zh: '各列没有表头，已按截至 12 月 31 日的连续年度（由近及远）推定，请核对日期。',
    'zh-TRADITIONAL': '各欄沒有表頭，已按截至 12 月 31 日的連續年度（由近及遠）推定，請核對日期。',
    id: 'Kolom tidak memiliki judul, sehingga dianggap sebagai tahun-tahun berurutan yang berakhir 31 Desember, dari yang terbaru: periksa tanggalnya.',
  },
  period_length_assumed: {
    en: 'The length of the period is not printed and was taken as one year: check it.',
    es: 'La duración del periodo no está impresa y se tomó como un año: compruébala.',
    zh: '未列示期间长度，已按一年推定，请核对。',
    'zh-TRADITIONAL': '未列示期間長度，已按一年推定，請核對。',
    id: 'Panjang periode tidak tercetak dan dianggap satu tahun: periksa kembali.',
  },
  /** Stored by extractions that did not yet say which guess about the period they made. */
  period_guessed: {
    en: 'The period was not printed clearly and was inferred: check its dates.',
    es: 'El periodo no estaba impreso con claridad y se dedujo: comprueba sus fechas.',
    zh: '报表期间未清楚列示，系推断得出，请核对日期。',
    'zh-TRADITIONAL': '報表期間未清楚列示，係推斷得出，請核對日期。',
    id: 'Periode tidak tercetak dengan jelas dan disimpulkan: periksa tanggalnya.',
  },
  unit_guessed: {
    en: 'The unit of the figures was not printed and was inferred: check it.',
    es: 'La unidad de las cifras no estaba impresa y se dedujo: compruébala.',
    zh: '数字的单位未列示，系推断得出，请核对。',
    'zh-TRADITIONAL': '數字的單位未列示，係推斷得出，請核對。',
    id: 'Satuan angka tidak tercetak dan disimpulkan: periksa kembali.',
  },
  currency_guessed: {
    en: 'The currency was not printed and was inferred: check it.',
    es: 'La moneda no estaba impresa y se dedujo: compruébala.',
    zh: '币种未列示，系推断得出，请核对。',
    'zh-TRADITIONAL': '幣別未列示，係推斷得出，請核對。',
    id: 'Mata uang tidak tercetak dan disimpulkan: periksa kembali.',
  },
  key_line_missing: {
    en: 'A key line was not found: {{line}}.',
    es: 'No se encontró una línea clave: {{line}}.',
    zh: '未找到关键项目：{{line}}。',
    'zh-TRADITIONAL': '未找到關鍵項目：{{line}}。',
    id: 'Baris utama tidak ditemukan: {{line}}.',
  },
  net_income_mismatch: {
    en: 'Net income on the cash flow statement differs from the income statement by {{gap}}: check both.',
    es: 'El resultado neto del estado de flujos de efectivo difiere del estado de resultados en {{gap}}: revisa ambos.',
    zh: '现金流量表中的净利润与利润表相差 {{gap}}，请核对两张报表。',
    'zh-TRADITIONAL': '現金流量表中的淨利與損益表相差 {{gap}}，請核對兩張報表。',
    id: 'Laba bersih di laporan arus kas berbeda {{gap}} dari laporan laba rugi: periksa keduanya.',
  },
  ending_cash_mismatch: {
    en: 'Cash at the end of the period on the cash flow statement differs from cash on the balance sheet by {{gap}}.',
    es: 'El efectivo al final del periodo del estado de flujos de efectivo difiere del efectivo del balance en {{gap}}.',
    zh: '现金流量表的期末现金余额与资产负债表的现金相差 {{gap}}。',
    'zh-TRADITIONAL': '現金流量表的期末現金餘額與資產負債表的現金相差 {{gap}}。',
    id: 'Kas akhir periode di laporan arus kas berbeda {{gap}} dari kas di neraca.',
  },
  balance_identity_gap: {
    en: 'Total assets differ from total liabilities plus equity by {{gap}}.',
    es: 'El activo total difiere del pasivo total más el patrimonio en {{gap}}.',
    zh: '资产总计与负债和所有者权益合计相差 {{gap}}。',
    'zh-TRADITIONAL': '資產總計與負債及權益合計相差 {{gap}}。',
    id: 'Total aset berbeda {{gap}} dari total liabilitas ditambah ekuitas.',
  },
  statement_not_found: {
    en: 'The {{statement}} was not found in this document: check that the file is the whole report.',
    es: 'No se encontró {{statement}} en este documento: comprueba que el archivo sea el informe completo.',
    zh: '本文件中未找到{{statement}}，请确认文件为完整报告。',
    'zh-TRADITIONAL': '本文件中未找到{{statement}}，請確認檔案為完整報告。',
    id: '{{statement}} tidak ditemukan dalam dokumen ini: pastikan berkas berisi laporan lengkap.',
  },
  duplicate_standard_account: {
    en: 'More than one line is assigned to the standard account {{account}}: keep it on one line.',
    es: 'Más de una línea está asignada a la cuenta estándar {{account}}: déjala en una sola línea.',
    zh: '多个项目对应到同一标准科目 {{account}}，请只保留一个。',
    'zh-TRADITIONAL': '多個項目對應到同一標準科目 {{account}}，請只保留一個。',
    id: 'Lebih dari satu baris ditetapkan ke akun standar {{account}}: pertahankan pada satu baris saja.',
  },
  standard_account_wrong_statement: {
    en: '“{{line}}” is assigned to {{account}}, which belongs to another statement.',
    es: '«{{line}}» está asignada a {{account}}, que pertenece a otro estado financiero.',
    zh: '“{{line}}”对应的标准科目 {{account}} 属于另一张报表。',
    'zh-TRADITIONAL': '「{{line}}」對應的標準科目 {{account}} 屬於另一張報表。',
    id: '“{{line}}” ditetapkan ke {{account}}, yang termasuk laporan lain.',
  },
  /** Stored by extractions whose reasons were English sentences, for a sentence no code matched. */
  extraction_note: {
    en: 'Extraction note: {{text}}',
    es: 'Nota de la extracción: {{text}}',
    zh: '提取说明：{{text}}',
    'zh-TRADITIONAL': '擷取說明：{{text}}',
    id: 'Catatan ekstraksi: {{text}}',
  },
} as const satisfies Record<string, TLocalizedText>;

/** A statement type named in a reason (`{{statement}}`), in each language. */
const STATEMENT_NAMES = {
  income_statement: {
    en: 'income statement',
    es: 'estado de resultados',
    zh: '利润表',
    'zh-TRADITIONAL': '損益表',
    id: 'laporan laba rugi',
  },
  balance_sheet: {
    en: 'balance sheet',
    es: 'balance general',
    zh: '资产负债表',
    'zh-TRADITIONAL': '資產負債表',
    id: 'neraca',
  },
  cash_flow_statement: {
    en: 'cash flow statement',
    es: 'estado de flujos de efectivo',
    zh: '现金流量表',
    'zh-TRADITIONAL': '現金流量表',
    id: 'laporan arus kas',
  },
} as const satisfies Record<string, TLocalizedText>;

/** @public */
export type TAuditReasonCode = keyof typeof AUDIT_REASON_MESSAGES;

/** A reason as stored: its code and parameters (a number is written the reader's way). @public */
export type TStoredAuditReason = { code: TAuditReasonCode | (string & {}); params?: Record<string, string | number> };

/**
 * The sentence of a stored reason in a language; an unknown code is returned as the code, so it
 * shows rather than fails.
 * @example
 * renderAuditReason({ code: 'key_line_missing', params: { line: 'revenue' } }, 'es')
 * // → 'No se encontró una línea clave: revenue.'
 * @public
 */
export function renderAuditReason(reason: TStoredAuditReason, language: TLanguage): string {
  if (!Object.hasOwn(AUDIT_REASON_MESSAGES, reason.code)) return reason.code;
  const template = AUDIT_REASON_MESSAGES[reason.code as TAuditReasonCode][language];
  const format = new Intl.NumberFormat(toBcp47(language), { maximumFractionDigits: 2 });
  const params = Object.fromEntries(
    Object.entries(reason.params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number'
        ? format.format(value)
        : name === 'statement' && Object.hasOwn(STATEMENT_NAMES, value)
          ? STATEMENT_NAMES[value as keyof typeof STATEMENT_NAMES][language]
          : value,
    ]),
  );
  return formatMessage(template, params);
}
