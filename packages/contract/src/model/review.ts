import { z } from 'zod';
import type { TLocalizedText } from '../errors/catalogue.js';
import { formatMessage } from '../errors/translate.js';
import type { TLanguage } from '../languages.js';
import { defineRoute } from '../route.js';
import { ZModelAssumptionsInputSchema } from './assumptions.js';
import { ZDataSheetModificationSchema } from './data-sheet.js';

/**
 * The message of each rule of a model review (`@app/valuation` `REVIEW_CODES`), in five languages.
 * `{{name}}` is the finding's parameter of that name, formatted for the language (rates as
 * percentages, money in the model's currency).
 * @public
 */
export const REVIEW_MESSAGES = {
  terminal_share_high: {
    en: 'The terminal value is {{share}} of enterprise value (above {{threshold}}): the value rests on the years after the forecast, not on the forecast itself.',
    es: 'El valor terminal es el {{share}} del valor de empresa (más del {{threshold}}): el valor depende de los años posteriores a la proyección, no de la proyección.',
    zh: '终值占企业价值的 {{share}}（高于 {{threshold}}）：估值取决于预测期之后的年份，而不是预测本身。',
    'zh-TRADITIONAL': '終值占企業價值的 {{share}}（高於 {{threshold}}）：估值取決於預測期之後的年份，而不是預測本身。',
    id: 'Nilai terminal adalah {{share}} dari nilai perusahaan (di atas {{threshold}}): nilainya bertumpu pada tahun-tahun setelah proyeksi, bukan pada proyeksinya.',
  },
  terminal_growth_at_or_above_risk_free: {
    en: 'Terminal growth of {{growth}} is not below the risk-free rate of {{risk_free_rate}}: no firm can outgrow the economy forever.',
    es: 'El crecimiento terminal del {{growth}} no es inferior a la tasa libre de riesgo del {{risk_free_rate}}: ninguna empresa puede crecer más que la economía para siempre.',
    zh: '永续增长率 {{growth}} 不低于无风险利率 {{risk_free_rate}}：没有企业能永远比经济增长得更快。',
    'zh-TRADITIONAL': '永續成長率 {{growth}} 不低於無風險利率 {{risk_free_rate}}：沒有企業能永遠比經濟成長得更快。',
    id: 'Pertumbuhan terminal {{growth}} tidak di bawah suku bunga bebas risiko {{risk_free_rate}}: tidak ada perusahaan yang bisa tumbuh lebih cepat dari ekonomi selamanya.',
  },
  terminal_growth_above_gdp: {
    en: 'Terminal growth of {{growth}} is above long-run nominal GDP growth of about {{gdp_growth}}.',
    es: 'El crecimiento terminal del {{growth}} supera el crecimiento nominal del PIB a largo plazo, de alrededor del {{gdp_growth}}.',
    zh: '永续增长率 {{growth}} 高于约 {{gdp_growth}} 的长期名义 GDP 增长率。',
    'zh-TRADITIONAL': '永續成長率 {{growth}} 高於約 {{gdp_growth}} 的長期名目 GDP 成長率。',
    id: 'Pertumbuhan terminal {{growth}} di atas pertumbuhan PDB nominal jangka panjang sekitar {{gdp_growth}}.',
  },
  terminal_growth_without_reinvestment: {
    en: 'The terminal cash flow grows at {{growth}} while reinvesting {{reinvestment_rate}} of operating profit: growth needs reinvestment.',
    es: 'El flujo de caja terminal crece al {{growth}} reinvirtiendo el {{reinvestment_rate}} del beneficio operativo: el crecimiento necesita reinversión.',
    zh: '终值现金流以 {{growth}} 增长，但再投资率仅为税后经营利润的 {{reinvestment_rate}}：增长需要再投资。',
    'zh-TRADITIONAL':
      '終值現金流量以 {{growth}} 成長，但再投資率僅為稅後營業利益的 {{reinvestment_rate}}：成長需要再投資。',
    id: 'Arus kas terminal tumbuh {{growth}} sambil menginvestasikan kembali {{reinvestment_rate}} laba operasi: pertumbuhan membutuhkan reinvestasi.',
  },
  terminal_return_on_new_capital_below_wacc: {
    en: 'Terminal growth of {{growth}} with {{reinvestment_rate}} of operating profit reinvested implies a return on new capital of {{ronic}}, below the WACC of {{wacc}}: the growth destroys value.',
    es: 'Un crecimiento terminal del {{growth}} reinvirtiendo el {{reinvestment_rate}} del beneficio operativo implica un rendimiento del capital nuevo del {{ronic}}, inferior al WACC del {{wacc}}: el crecimiento destruye valor.',
    zh: '永续增长率 {{growth}}、再投资率 {{reinvestment_rate}} 意味着新投入资本回报率为 {{ronic}}，低于 {{wacc}} 的 WACC：这种增长会毁损价值。',
    'zh-TRADITIONAL':
      '永續成長率 {{growth}}、再投資率 {{reinvestment_rate}} 意味著新投入資本報酬率為 {{ronic}}，低於 {{wacc}} 的 WACC：這種成長會侵蝕價值。',
    id: 'Pertumbuhan terminal {{growth}} dengan reinvestasi {{reinvestment_rate}} dari laba operasi menyiratkan imbal hasil modal baru {{ronic}}, di bawah WACC {{wacc}}: pertumbuhan itu merusak nilai.',
  },
  terminal_return_on_new_capital_high: {
    en: 'Terminal growth of {{growth}} with only {{reinvestment_rate}} of operating profit reinvested implies a return on new capital of {{ronic}}, above {{limit}} (3 × WACC).',
    es: 'Un crecimiento terminal del {{growth}} reinvirtiendo solo el {{reinvestment_rate}} del beneficio operativo implica un rendimiento del capital nuevo del {{ronic}}, superior al {{limit}} (3 × WACC).',
    zh: '永续增长率 {{growth}}、再投资率仅 {{reinvestment_rate}} 意味着新投入资本回报率为 {{ronic}}，高于 {{limit}}（3 × WACC）。',
    'zh-TRADITIONAL':
      '永續成長率 {{growth}}、再投資率僅 {{reinvestment_rate}} 意味著新投入資本報酬率為 {{ronic}}，高於 {{limit}}（3 × WACC）。',
    id: 'Pertumbuhan terminal {{growth}} dengan reinvestasi hanya {{reinvestment_rate}} dari laba operasi menyiratkan imbal hasil modal baru {{ronic}}, di atas {{limit}} (3 × WACC).',
  },
  margin_outside_history: {
    en: 'The forecast operating margin leaves its history’s range of {{low}} to {{high}} by more than {{tolerance}} in {{years}} ({{margin}} in {{year}}).',
    es: 'El margen operativo proyectado sale del rango histórico de {{low}} a {{high}} en más de {{tolerance}} en {{years}} ({{margin}} en {{year}}).',
    zh: '预测经营利润率在 {{years}} 偏离历史区间 {{low}} 至 {{high}} 超过 {{tolerance}}（{{year}} 年为 {{margin}}）。',
    'zh-TRADITIONAL':
      '預測營業利益率在 {{years}} 偏離歷史區間 {{low}} 至 {{high}} 超過 {{tolerance}}（{{year}} 年為 {{margin}}）。',
    id: 'Margin operasi proyeksi keluar dari rentang historisnya {{low}} sampai {{high}} lebih dari {{tolerance}} pada {{years}} ({{margin}} pada {{year}}).',
  },
  wacc_outside_peers: {
    en: 'The WACC of {{wacc}} is outside the range of the peers’ ({{low}} to {{high}}, median {{median}}; {{peers}}), each at this company’s debt to equity. Beta {{beta}} against the peers’ median {{peer_beta}}.',
    es: 'El WACC del {{wacc}} está fuera del rango de los comparables ({{low}} a {{high}}, mediana {{median}}; {{peers}}), cada uno con la relación deuda/capital de esta empresa. Beta {{beta}} frente a la mediana de los comparables, {{peer_beta}}.',
    zh: 'WACC {{wacc}} 超出可比公司的区间（{{low}} 至 {{high}}，中位数 {{median}}；{{peers}}，均按本公司的负债权益比计算）。贝塔 {{beta}}，可比公司中位数 {{peer_beta}}。',
    'zh-TRADITIONAL':
      'WACC {{wacc}} 超出可比公司的區間（{{low}} 至 {{high}}，中位數 {{median}}；{{peers}}，均按本公司的負債權益比計算）。貝他 {{beta}}，可比公司中位數 {{peer_beta}}。',
    id: 'WACC {{wacc}} berada di luar rentang pembanding ({{low}} sampai {{high}}, median {{median}}; {{peers}}), masing-masing pada rasio utang terhadap ekuitas perusahaan ini. Beta {{beta}} dibanding median pembanding {{peer_beta}}.',
  },
  terminal_fcf_negative: {
    en: 'The free cash flow the terminal value is built on is negative ({{fcf}}, after {{year}}): the terminal value subtracts value.',
    es: 'El flujo de caja libre sobre el que se construye el valor terminal es negativo ({{fcf}}, después de {{year}}): el valor terminal resta valor.',
    zh: '终值所依据的自由现金流为负（{{fcf}}，{{year}} 年之后）：终值在减少价值。',
    'zh-TRADITIONAL': '終值所依據的自由現金流量為負（{{fcf}}，{{year}} 年之後）：終值在減少價值。',
    id: 'Arus kas bebas yang menjadi dasar nilai terminal negatif ({{fcf}}, setelah {{year}}): nilai terminal justru mengurangi nilai.',
  },
  balance_sheet_unbalanced: {
    en: 'The forecast balance sheet does not balance in {{years}}: assets {{assets}} against liabilities and equity {{liabilities_and_equity}} in {{year}}.',
    es: 'El balance proyectado no cuadra en {{years}}: activos {{assets}} frente a pasivos y patrimonio {{liabilities_and_equity}} en {{year}}.',
    zh: '预测资产负债表在 {{years}} 不平衡：{{year}} 年资产 {{assets}}，负债和权益 {{liabilities_and_equity}}。',
    'zh-TRADITIONAL':
      '預測資產負債表在 {{years}} 不平衡：{{year}} 年資產 {{assets}}，負債及權益 {{liabilities_and_equity}}。',
    id: 'Neraca proyeksi tidak seimbang pada {{years}}: aset {{assets}} dibanding liabilitas dan ekuitas {{liabilities_and_equity}} pada {{year}}.',
  },
  cash_negative: {
    en: 'Forecast cash is negative in {{years}} ({{amount}} in {{year}}).',
    es: 'El efectivo proyectado es negativo en {{years}} ({{amount}} en {{year}}).',
    zh: '预测现金在 {{years}} 为负（{{year}} 年为 {{amount}}）。',
    'zh-TRADITIONAL': '預測現金在 {{years}} 為負（{{year}} 年為 {{amount}}）。',
    id: 'Kas proyeksi negatif pada {{years}} ({{amount}} pada {{year}}).',
  },
  debt_negative: {
    en: 'Forecast debt is negative in {{years}} ({{amount}} in {{year}}): more is repaid than is owed.',
    es: 'La deuda proyectada es negativa en {{years}} ({{amount}} en {{year}}): se amortiza más de lo que se debe.',
    zh: '预测债务在 {{years}} 为负（{{year}} 年为 {{amount}}）：偿还额超过了欠款。',
    'zh-TRADITIONAL': '預測債務在 {{years}} 為負（{{year}} 年為 {{amount}}）：償還額超過了欠款。',
    id: 'Utang proyeksi negatif pada {{years}} ({{amount}} pada {{year}}): pelunasan melebihi utangnya.',
  },
} as const satisfies Record<string, TLocalizedText>;
/** @public */
export type TReviewMessageCode = keyof typeof REVIEW_MESSAGES;

/**
 * Said with every review: the informational-only notice of the seed, in the words the model view's
 * disclaimer uses.
 * @public
 */
export const REVIEW_DISCLAIMER: TLocalizedText = {
  en: 'This review is for information only and is not investment advice. Its checks are rules of thumb with stated thresholds; a finding is a question to look into, not an error.',
  es: 'Esta revisión tiene fines exclusivamente informativos y no constituye asesoramiento de inversión. Sus comprobaciones son reglas prácticas con umbrales declarados; un hallazgo es una cuestión a revisar, no un error.',
  zh: '本审查仅供参考，不构成投资建议。各项检查是带有明确阈值的经验法则；发现的问题是值得查看之处，而不是错误。',
  'zh-TRADITIONAL':
    '本審查僅供參考，不構成投資建議。各項檢查是帶有明確門檻的經驗法則；發現的問題是值得查看之處，而不是錯誤。',
  id: 'Tinjauan ini hanya untuk informasi dan bukan nasihat investasi. Pemeriksaannya adalah aturan praktis dengan ambang yang dinyatakan; temuan adalah hal untuk diperiksa, bukan kesalahan.',
};

/** A finding's message in a language, its parameters already formatted. @public */
export function reviewMessage(code: string, language: TLanguage, params: Record<string, string>): string {
  const entry = Object.hasOwn(REVIEW_MESSAGES, code) ? REVIEW_MESSAGES[code as TReviewMessageCode] : null;
  return entry ? formatMessage(entry[language], params) : code;
}

/** @public */
export const REVIEW_SEVERITY_VALUES = ['critical', 'warning', 'info'] as const;

export const ZReviewFindingSchema = z.object({
  code: z.string(),
  severity: z.enum(REVIEW_SEVERITY_VALUES),
  /** In the request's language, its figures formatted. */
  message: z.string(),
  /** The figures as numbers (rates as decimals, money in the model's currency) or text (a list of years, tickers). */
  params: z.record(z.string(), z.union([z.number(), z.string()])),
  /** The cells it concerns: assumption paths (`terminal.growth`) and forecast cells (`forecast.2029.operating_margin`). */
  cells: z.array(z.string()),
  /**
   * The obvious fix: the assumption keys to replace, each complete (the user's other values inside
   * it kept), in the shape `model/dcf/update` saves. Apply as `{ ...saved assumptions, ...assumptions }`.
   */
  suggestion: z.object({ assumptions: ZModelAssumptionsInputSchema }).nullable(),
  /**
   * The same change as data-sheet modifications (each value it moves, before the change is saved):
   * preview and apply them with `model/dcf/data_sheet/preview` and `apply`. Null without a suggestion.
   */
  modifications: z.array(ZDataSheetModificationSchema).nullable(),
});
export type TReviewFindingView = z.infer<typeof ZReviewFindingSchema>;

export const ZModelReviewSchema = z.object({
  model_id: z.string(),
  /** Most severe first. */
  findings: z.array(ZReviewFindingSchema),
  /** The peers the WACC was compared with (those with a beta at the valuation date). */
  peers: z.array(z.string()),
  disclaimer: z.string(),
});
export type TModelReview = z.infer<typeof ZModelReviewSchema>;

/** `model/dcf/review`. @public */
export const reviewRoutes = {
  review: defineRoute({
    method: 'GET',
    path: '/v1/model/dcf/review',
    summary:
      'Rule checks of a saved model (terminal value share, terminal growth, reinvestment, margins against history, WACC against peers, terminal cash flow, balance sheet), each with its severity, figures, cells and a suggested assumption change',
    access: 'user',
    acceptsApiToken: 'account',
    input: z.object({ model_id: z.uuid() }),
    output: ZModelReviewSchema,
  }),
};
