import { type TLanguage, toBcp47 } from '../languages.js';
import type { TLocalizedText } from './catalogue.js';
import { formatMessage } from './translate.js';

/**
 * Where a default assumption of a model came from, as a sentence in every UI language. A model
 * stores the key and its parameters (`TStoredAssumptionSource`); the sentence is written in the
 * reader's language when the model is read (`renderAssumptionSource`).
 * @public
 */
export const ASSUMPTION_SOURCE_MESSAGES = {
  valuation_date_last_close: {
    en: 'The latest close of {{ticker}} the price source has ({{date}})',
    es: 'El último cierre de {{ticker}} que tiene la fuente de precios ({{date}})',
    zh: '价格数据源中 {{ticker}} 的最新收盘日（{{date}}）',
    'zh-TRADITIONAL': '價格資料來源中 {{ticker}} 的最新收盤日（{{date}}）',
    id: 'Penutupan terakhir {{ticker}} yang dimiliki sumber harga ({{date}})',
  },
  valuation_date_index_close: {
    en: 'No share prices for {{ticker}}: the latest S&P 500 close the source has ({{date}}); no price, so no upside',
    es: 'No hay cotizaciones de {{ticker}}: el último cierre del S&P 500 que tiene la fuente ({{date}}); sin precio no hay potencial de revalorización',
    zh: '没有 {{ticker}} 的股价：采用数据源中标普 500 的最新收盘日（{{date}}）；没有股价，因此没有上涨空间',
    'zh-TRADITIONAL':
      '沒有 {{ticker}} 的股價：採用資料來源中標普 500 的最新收盤日（{{date}}）；沒有股價，因此沒有上漲空間',
    id: 'Tidak ada harga saham {{ticker}}: penutupan S&P 500 terakhir yang dimiliki sumber ({{date}}); tanpa harga, tidak ada potensi kenaikan',
  },
  valuation_date_today: {
    en: 'No share prices or index levels in the source: today ({{date}})',
    es: 'No hay cotizaciones ni niveles del índice en la fuente: hoy ({{date}})',
    zh: '数据源中没有股价或指数点位：采用今天（{{date}}）',
    'zh-TRADITIONAL': '資料來源中沒有股價或指數點位：採用今天（{{date}}）',
    id: 'Tidak ada harga saham atau level indeks di sumber: hari ini ({{date}})',
  },
  valuation_date_balance_sheet: {
    en: 'Private company: {{base_end}}, the balance-sheet date of the statements (the value they describe)',
    es: 'Empresa privada: {{base_end}}, la fecha del balance de los estados (el valor que describen)',
    zh: '非上市公司：{{base_end}}，即报表的资产负债表日（报表所描述的价值）',
    'zh-TRADITIONAL': '非上市公司：{{base_end}}，即報表的資產負債表日（報表所描述的價值）',
    id: 'Perusahaan privat: {{base_end}}, tanggal neraca laporan (nilai yang digambarkannya)',
  },
  valuation_date_chosen: {
    en: 'Chosen when the model was created: {{date}} (the statements end {{base_end}})',
    es: 'Elegida al crear el modelo: {{date}} (los estados terminan el {{base_end}})',
    zh: '创建模型时选择：{{date}}（报表截止于 {{base_end}}）',
    'zh-TRADITIONAL': '建立模型時選擇：{{date}}（報表截止於 {{base_end}}）',
    id: 'Dipilih saat model dibuat: {{date}} (laporan berakhir {{base_end}})',
  },
  valuation_date_private: {
    en: 'Private company: {{date}}, the latest market close the source has within the year after the statements end ({{base_end}})',
    es: 'Empresa privada: {{date}}, el último cierre de mercado que tiene la fuente dentro del año siguiente al cierre de los estados ({{base_end}})',
    zh: '非上市公司：{{date}}，即报表截止日（{{base_end}}）后一年内数据源中最新的市场收盘日',
    'zh-TRADITIONAL': '非上市公司：{{date}}，即報表截止日（{{base_end}}）後一年內資料來源中最新的市場收盤日',
    id: 'Perusahaan privat: {{date}}, penutupan pasar terakhir yang dimiliki sumber dalam satu tahun setelah akhir laporan ({{base_end}})',
  },
  beta_peer_relevered: {
    en: "{{peer}}'s 5-year monthly beta {{peer_beta}} ({{from}} to {{to}}, R² {{r_squared}}), unlevered at its market debt to equity {{peer_de}} to {{unlevered}} and relevered at this company's book debt to equity {{target_de}}",
    es: 'Beta mensual a 5 años de {{peer}}, {{peer_beta}} ({{from}} a {{to}}, R² {{r_squared}}), desapalancada con su deuda/capital de mercado {{peer_de}} a {{unlevered}} y reapalancada con la deuda/capital contable de esta empresa, {{target_de}}',
    zh: '{{peer}} 的 5 年月度 Beta {{peer_beta}}（{{from}} 至 {{to}}，R² {{r_squared}}），按其市场负债权益比 {{peer_de}} 去杠杆为 {{unlevered}}，再按本公司账面负债权益比 {{target_de}} 加杠杆',
    'zh-TRADITIONAL':
      '{{peer}} 的 5 年月度貝他係數 {{peer_beta}}（{{from}} 至 {{to}}，R² {{r_squared}}），按其市場負債權益比 {{peer_de}} 去槓桿為 {{unlevered}}，再按本公司帳面負債權益比 {{target_de}} 加槓桿',
    id: 'Beta bulanan 5 tahun {{peer}} {{peer_beta}} ({{from}} sampai {{to}}, R² {{r_squared}}), di-unlever pada utang terhadap ekuitas pasarnya {{peer_de}} menjadi {{unlevered}} dan di-relever pada utang terhadap ekuitas buku perusahaan ini {{target_de}}',
  },
  beta_market_no_peer: {
    en: 'Private company without a listed peer chosen: the market beta 1.0 is assumed',
    es: 'Empresa privada sin una comparable cotizada elegida: se asume la beta del mercado, 1,0',
    zh: '非上市公司且未选择上市可比公司：假定为市场 Beta 1.0',
    'zh-TRADITIONAL': '非上市公司且未選擇上市可比公司：假定為市場貝他係數 1.0',
    id: 'Perusahaan privat tanpa pembanding tercatat yang dipilih: diasumsikan beta pasar 1,0',
  },
  shares_given: {
    en: 'Given when the model was created: {{shares}} shares',
    es: 'Indicadas al crear el modelo: {{shares}} acciones',
    zh: '创建模型时输入：{{shares}} 股',
    'zh-TRADITIONAL': '建立模型時輸入：{{shares}} 股',
    id: 'Diberikan saat model dibuat: {{shares}} saham',
  },
  shares_cover_page: {
    en: 'No weighted diluted share count in the statements of FY {{fiscal_year}}: the {{shares}} shares outstanding on the filing’s cover page ({{shares_as_of}})',
    es: 'Los estados del ejercicio {{fiscal_year}} no indican acciones diluidas ponderadas: las {{shares}} acciones en circulación de la portada del informe ({{shares_as_of}})',
    zh: '{{fiscal_year}} 财年报表中没有加权稀释股数：采用申报文件封面所载的流通股 {{shares}} 股（{{shares_as_of}}）',
    'zh-TRADITIONAL':
      '{{fiscal_year}} 會計年度報表中沒有加權稀釋股數：採用申報文件封面所載的流通在外股數 {{shares}} 股（{{shares_as_of}}）',
    id: 'Laporan tahun fiskal {{fiscal_year}} tidak memuat jumlah saham dilusian tertimbang: {{shares}} saham beredar di halaman sampul laporan ({{shares_as_of}})',
  },
  shares_not_reported: {
    en: 'No share count in the statements: one share is assumed, so the value per share is the whole equity value; set the number of shares to value one share',
    es: 'Los estados no indican el número de acciones: se supone una acción, de modo que el valor por acción es todo el valor del patrimonio; indique el número de acciones para valorar una acción',
    zh: '报表中没有股数：假定为 1 股，因此每股价值即全部股权价值；请设置股数以得到每股价值',
    'zh-TRADITIONAL': '報表中沒有股數：假定為 1 股，因此每股價值即全部股權價值；請設定股數以得到每股價值',
    id: 'Laporan tidak memuat jumlah saham: diasumsikan satu saham, sehingga nilai per saham adalah seluruh nilai ekuitas; isi jumlah saham untuk menilai satu saham',
  },
  risk_free_rate_treasury: {
    en: '10-year US Treasury yield (FRED {{series}}), {{date}}',
    es: 'Rendimiento del bono del Tesoro de EE. UU. a 10 años (FRED {{series}}), {{date}}',
    zh: '10 年期美国国债收益率（FRED {{series}}），{{date}}',
    'zh-TRADITIONAL': '10 年期美國公債殖利率（FRED {{series}}），{{date}}',
    id: 'Imbal hasil obligasi Treasury AS 10 tahun (FRED {{series}}), {{date}}',
  },
  beta_regression: {
    en: '5-year monthly regression on the S&P 500, {{from}} to {{to}} ({{months}} months, R² {{r_squared}})',
    es: 'Regresión mensual a 5 años frente al S&P 500, del {{from}} al {{to}} ({{months}} meses, R² {{r_squared}})',
    zh: '对标普 500 指数的 5 年月度回归，{{from}} 至 {{to}}（{{months}} 个月，R² {{r_squared}}）',
    'zh-TRADITIONAL': '對標普 500 指數的 5 年月度迴歸，{{from}} 至 {{to}}（{{months}} 個月，R² {{r_squared}}）',
    id: 'Regresi bulanan 5 tahun terhadap S&P 500, {{from}} sampai {{to}} ({{months}} bulan, R² {{r_squared}})',
  },
  beta_blume: {
    en: 'Blume-adjusted: ⅔ × the regression beta {{raw}} + ⅓ × 1.0, since betas drift toward the market’s over time (5-year monthly regression on the S&P 500, {{from}} to {{to}}, {{months}} months, R² {{r_squared}})',
    es: 'Ajustada según Blume: ⅔ × la beta de la regresión {{raw}} + ⅓ × 1,0, ya que las betas tienden con el tiempo hacia la del mercado (regresión mensual a 5 años frente al S&P 500, del {{from}} al {{to}}, {{months}} meses, R² {{r_squared}})',
    zh: 'Blume 调整：⅔ × 回归 Beta {{raw}} + ⅓ × 1.0，因为 Beta 会随时间向市场 Beta 回归（对标普 500 指数的 5 年月度回归，{{from}} 至 {{to}}，{{months}} 个月，R² {{r_squared}}）',
    'zh-TRADITIONAL':
      'Blume 調整：⅔ × 迴歸貝他係數 {{raw}} + ⅓ × 1.0，因為貝他係數會隨時間向市場貝他係數回歸（對標普 500 指數的 5 年月度迴歸，{{from}} 至 {{to}}，{{months}} 個月，R² {{r_squared}}）',
    id: 'Disesuaikan Blume: ⅔ × beta regresi {{raw}} + ⅓ × 1,0, karena beta cenderung bergerak ke beta pasar seiring waktu (regresi bulanan 5 tahun terhadap S&P 500, {{from}} sampai {{to}}, {{months}} bulan, R² {{r_squared}})',
  },
  beta_low_r_squared: {
    en: 'Low R² ({{r_squared}}, below {{threshold}}): the S&P 500 explains little of the stock’s monthly returns, so its regression beta is imprecise (standard error {{standard_error}}); compare it with peers’ betas before relying on it',
    es: 'R² bajo ({{r_squared}}, inferior a {{threshold}}): el S&P 500 explica poco de las rentabilidades mensuales de la acción, por lo que su beta de regresión es imprecisa (error estándar {{standard_error}}); compárela con las betas de empresas comparables antes de confiar en ella',
    zh: 'R² 偏低（{{r_squared}}，低于 {{threshold}}）：标普 500 指数对该股票月度收益的解释力很弱，因此回归 Beta 不够精确（标准误 {{standard_error}}）；使用前请与可比公司的 Beta 对照',
    'zh-TRADITIONAL':
      'R² 偏低（{{r_squared}}，低於 {{threshold}}）：標普 500 指數對該股票月度報酬的解釋力很弱，因此迴歸貝他係數不夠精確（標準誤 {{standard_error}}）；使用前請與可比公司的貝他係數對照',
    id: 'R² rendah ({{r_squared}}, di bawah {{threshold}}): S&P 500 hanya sedikit menjelaskan imbal hasil bulanan saham ini, sehingga beta regresinya tidak presisi (galat baku {{standard_error}}); bandingkan dengan beta perusahaan pembanding sebelum mengandalkannya',
  },
  beta_peer_relevered_adjusted: {
    en: "{{peer}}'s 5-year monthly beta {{peer_beta}} ({{from}} to {{to}}, R² {{r_squared}}), Blume-adjusted to {{adjusted}} (⅔ × beta + ⅓ × 1.0), unlevered at its market debt to equity {{peer_de}} to {{unlevered}} and relevered at this company's book debt to equity {{target_de}}",
    es: 'Beta mensual a 5 años de {{peer}}, {{peer_beta}} ({{from}} a {{to}}, R² {{r_squared}}), ajustada según Blume a {{adjusted}} (⅔ × beta + ⅓ × 1,0), desapalancada con su deuda/capital de mercado {{peer_de}} a {{unlevered}} y reapalancada con la deuda/capital contable de esta empresa, {{target_de}}',
    zh: '{{peer}} 的 5 年月度 Beta {{peer_beta}}（{{from}} 至 {{to}}，R² {{r_squared}}），经 Blume 调整为 {{adjusted}}（⅔ × Beta + ⅓ × 1.0），按其市场负债权益比 {{peer_de}} 去杠杆为 {{unlevered}}，再按本公司账面负债权益比 {{target_de}} 加杠杆',
    'zh-TRADITIONAL':
      '{{peer}} 的 5 年月度貝他係數 {{peer_beta}}（{{from}} 至 {{to}}，R² {{r_squared}}），經 Blume 調整為 {{adjusted}}（⅔ × 貝他係數 + ⅓ × 1.0），按其市場負債權益比 {{peer_de}} 去槓桿為 {{unlevered}}，再按本公司帳面負債權益比 {{target_de}} 加槓桿',
    id: 'Beta bulanan 5 tahun {{peer}} {{peer_beta}} ({{from}} sampai {{to}}, R² {{r_squared}}), disesuaikan Blume menjadi {{adjusted}} (⅔ × beta + ⅓ × 1,0), di-unlever pada utang terhadap ekuitas pasarnya {{peer_de}} menjadi {{unlevered}} dan di-relever pada utang terhadap ekuitas buku perusahaan ini {{target_de}}',
  },
  beta_market: {
    en: 'Not enough monthly prices for a 5-year beta: the market beta 1.0 is assumed',
    es: 'No hay suficientes precios mensuales para una beta a 5 años: se asume la beta del mercado, 1,0',
    zh: '月度价格不足以计算 5 年 Beta：假定为市场 Beta 1.0',
    'zh-TRADITIONAL': '月度價格不足以計算 5 年貝他係數：假定為市場貝他係數 1.0',
    id: 'Harga bulanan tidak cukup untuk beta 5 tahun: diasumsikan beta pasar 1,0',
  },
  market_risk_premium_convention: {
    en: 'Convention: 5.0% over the 10-year Treasury, inside the 4–6% range of long-run historical and implied S&P 500 premiums',
    es: 'Convención: 5,0 % sobre el bono del Tesoro a 10 años, dentro del rango del 4–6 % de las primas históricas de largo plazo e implícitas del S&P 500',
    zh: '惯例：高于 10 年期美国国债 5.0%，处于标普 500 长期历史溢价与隐含溢价 4–6% 的区间内',
    'zh-TRADITIONAL': '慣例：高於 10 年期美國公債 5.0%，處於標普 500 長期歷史溢酬與隱含溢酬 4–6% 的區間內',
    id: 'Konvensi: 5,0% di atas obligasi Treasury 10 tahun, dalam kisaran 4–6% premi historis jangka panjang dan premi implisit S&P 500',
  },
  cost_of_debt_history: {
    en: 'History: interest expense ÷ average debt (opening and closing), FY {{years}}',
    es: 'Histórico: gasto por intereses ÷ deuda media (inicial y final), ejercicios {{years}}',
    zh: '历史数据：利息费用 ÷ 平均债务（期初与期末），财年 {{years}}',
    'zh-TRADITIONAL': '歷史資料：利息費用 ÷ 平均債務（期初與期末），財年 {{years}}',
    id: 'Historis: beban bunga ÷ rata-rata utang (awal dan akhir), tahun fiskal {{years}}',
  },
  cost_of_debt_risk_free: {
    en: 'No interest expense with debt in history: the risk-free rate',
    es: 'Sin gasto por intereses con deuda en el histórico: la tasa libre de riesgo',
    zh: '历史数据中没有与债务对应的利息费用：采用无风险利率',
    'zh-TRADITIONAL': '歷史資料中沒有與負債對應的利息費用：採用無風險利率',
    id: 'Tidak ada beban bunga atas utang dalam data historis: suku bunga bebas risiko',
  },
  tax_rate_us_statutory: {
    en: 'US federal statutory rate, the marginal rate of the debt tax shield',
    es: 'Tasa legal federal de EE. UU., la tasa marginal del escudo fiscal de la deuda',
    zh: '美国联邦法定税率，即债务税盾的边际税率',
    'zh-TRADITIONAL': '美國聯邦法定稅率，即負債稅盾的邊際稅率',
    id: 'Tarif pajak federal AS menurut undang-undang, tarif marginal perisai pajak utang',
  },
  equity_value_market_cap: {
    en: 'Market capitalisation: price × {{shares}} shares outstanding ({{shares_as_of}})',
    es: 'Capitalización bursátil: precio × {{shares}} acciones en circulación ({{shares_as_of}})',
    zh: '市值：股价 × 流通股数 {{shares}} 股（{{shares_as_of}}）',
    'zh-TRADITIONAL': '市值：股價 × 流通在外股數 {{shares}} 股（{{shares_as_of}}）',
    id: 'Kapitalisasi pasar: harga × {{shares}} saham beredar ({{shares_as_of}})',
  },
  equity_value_book: {
    en: 'No price at the valuation date: book equity of FY {{fiscal_year}} weights the WACC',
    es: 'Sin precio en la fecha de valoración: el patrimonio contable del ejercicio {{fiscal_year}} pondera el WACC',
    zh: '估值日没有股价：以 {{fiscal_year}} 财年的账面股东权益计算 WACC 权重',
    'zh-TRADITIONAL': '估值日沒有股價：以 {{fiscal_year}} 財年的帳面股東權益計算 WACC 權重',
    id: 'Tidak ada harga pada tanggal valuasi: ekuitas buku tahun fiskal {{fiscal_year}} menjadi bobot WACC',
  },
  equity_value_price_diluted_shares: {
    en: 'Market capitalisation: price on {{date}} × {{shares}} weighted diluted shares of FY {{fiscal_year}} (the filings give no cover-page share count)',
    es: 'Capitalización bursátil: precio del {{date}} × {{shares}} acciones diluidas ponderadas del ejercicio {{fiscal_year}} (los informes no indican el número de acciones en la portada)',
    zh: '市值：{{date}} 的股价 × {{fiscal_year}} 财年加权平均稀释股数 {{shares}} 股（申报文件封面未披露股数）',
    'zh-TRADITIONAL':
      '市值：{{date}} 的股價 × {{fiscal_year}} 財年加權平均稀釋股數 {{shares}} 股（申報文件封面未揭露股數）',
    id: 'Kapitalisasi pasar: harga pada {{date}} × {{shares}} saham dilusian tertimbang tahun fiskal {{fiscal_year}} (laporan tidak memuat jumlah saham di halaman sampul)',
  },
  equity_value_implied: {
    en: 'No share price in the source, so no market value of equity: the WACC weights use the model’s own equity value, solved together with the WACC (book equity of FY {{fiscal_year}} would understate it); enter the market value of equity to replace it',
    es: 'La fuente no tiene cotizaciones, así que no hay valor de mercado del patrimonio: las ponderaciones del WACC usan el valor del patrimonio del propio modelo, resuelto junto con el WACC (el patrimonio contable del ejercicio {{fiscal_year}} lo subestimaría); introduzca el valor de mercado del patrimonio para reemplazarlo',
    zh: '数据源中没有股价，因此没有股权市场价值：WACC 权重采用模型自身的股权价值，并与 WACC 一并求解（{{fiscal_year}} 财年的账面股东权益会低估它）；请输入股权市场价值以替换',
    'zh-TRADITIONAL':
      '資料來源中沒有股價，因此沒有股權市場價值：WACC 權重採用模型自身的股權價值，並與 WACC 一併求解（{{fiscal_year}} 財年的帳面股東權益會低估它）；請輸入股權市場價值以替換',
    id: 'Sumber tidak memiliki harga saham, sehingga tidak ada nilai pasar ekuitas: bobot WACC memakai nilai ekuitas model itu sendiri, diselesaikan bersama WACC (ekuitas buku tahun fiskal {{fiscal_year}} akan meremehkannya); masukkan nilai pasar ekuitas untuk menggantinya',
  },
  equity_value_book_stand_in: {
    en: 'No share price in the source, so no market value of equity: book equity of FY {{fiscal_year}} stands in for it in the WACC weights; enter the market value of equity to replace it',
    es: 'La fuente no tiene cotizaciones, así que no hay valor de mercado del patrimonio: el patrimonio contable del ejercicio {{fiscal_year}} lo sustituye en las ponderaciones del WACC; introduzca el valor de mercado del patrimonio para reemplazarlo',
    zh: '数据源中没有股价，因此没有股权市场价值：暂以 {{fiscal_year}} 财年的账面股东权益代替计算 WACC 权重；请输入股权市场价值以替换',
    'zh-TRADITIONAL':
      '資料來源中沒有股價，因此沒有股權市場價值：暫以 {{fiscal_year}} 財年的帳面股東權益代替計算 WACC 權重；請輸入股權市場價值以替換',
    id: 'Sumber tidak memiliki harga saham, sehingga tidak ada nilai pasar ekuitas: ekuitas buku tahun fiskal {{fiscal_year}} menggantikannya dalam bobot WACC; masukkan nilai pasar ekuitas untuk menggantinya',
  },
  debt_value_book: {
    en: 'Book value of debt, FY {{fiscal_year}} balance sheet (no market value in the filings)',
    es: 'Valor contable de la deuda, balance del ejercicio {{fiscal_year}} (los informes no dan su valor de mercado)',
    zh: '债务账面价值，{{fiscal_year}} 财年资产负债表（申报文件中没有市场价值）',
    'zh-TRADITIONAL': '負債帳面價值，{{fiscal_year}} 財年資產負債表（申報文件中沒有市場價值）',
    id: 'Nilai buku utang, neraca tahun fiskal {{fiscal_year}} (tidak ada nilai pasar dalam laporan)',
  },
  revenue_growth_fade: {
    en: "History: mean of the last fiscal years' revenue growth in year 1, fading linearly to the terminal growth rate ({{terminal_growth}}) by year {{years}}",
    es: 'Histórico: media del crecimiento de ingresos de los últimos ejercicios en el año 1, que converge linealmente a la tasa de crecimiento terminal ({{terminal_growth}}) en el año {{years}}',
    zh: '历史数据：第 1 年采用最近几个财年营收增长率的平均值，到第 {{years}} 年线性过渡至永续增长率（{{terminal_growth}}）',
    'zh-TRADITIONAL':
      '歷史資料：第 1 年採用最近幾個財年營收成長率的平均值，到第 {{years}} 年線性過渡至永續成長率（{{terminal_growth}}）',
    id: 'Historis: rata-rata pertumbuhan pendapatan beberapa tahun fiskal terakhir pada tahun ke-1, bergerak linear menuju tingkat pertumbuhan terminal ({{terminal_growth}}) pada tahun ke-{{years}}',
  },
  operating_ratios_fade: {
    en: 'History: margins, costs and capital expenditure as shares of revenue, and working-capital days, start at FY {{fiscal_year}}’s own level and move in a straight line to their level over FY {{from}}–FY {{to}} taken together (each line’s total over total revenue) by year {{years}}',
    es: 'Histórico: los márgenes, los costos y la inversión de capital como porcentaje de los ingresos, y los días de capital de trabajo, parten del nivel del ejercicio {{fiscal_year}} y avanzan en línea recta hasta su nivel en el conjunto de los ejercicios {{from}}–{{to}} (el total de cada partida sobre el total de ingresos) en el año {{years}}',
    zh: '历史数据：利润率、成本与资本支出占营业收入的比例以及营运资本天数，从 {{fiscal_year}} 财年的水平出发，按直线在第 {{years}} 年过渡至 {{from}}–{{to}} 财年的合计水平（各项目合计 ÷ 营业收入合计）',
    'zh-TRADITIONAL':
      '歷史資料：利潤率、成本與資本支出占營業收入的比例以及營運資金天數，從 {{fiscal_year}} 財年的水準出發，依直線於第 {{years}} 年過渡至 {{from}}–{{to}} 財年的合計水準（各項目合計 ÷ 營業收入合計）',
    id: 'Historis: margin, biaya dan belanja modal sebagai persentase pendapatan, serta hari modal kerja, dimulai dari tingkat tahun fiskal {{fiscal_year}} dan bergerak lurus menuju tingkatnya untuk tahun fiskal {{from}}–{{to}} secara keseluruhan (total tiap pos dibagi total pendapatan) pada tahun ke-{{years}}',
  },
  terminal_growth_convention: {
    en: 'Convention: 2.5% perpetual growth, near long-run inflation plus modest real growth, below the risk-free rate',
    es: 'Convención: crecimiento perpetuo del 2,5 %, cercano a la inflación de largo plazo más un crecimiento real moderado, por debajo de la tasa libre de riesgo',
    zh: '惯例：永续增长率 2.5%，接近长期通胀加上温和的实际增长，低于无风险利率',
    'zh-TRADITIONAL': '慣例：永續成長率 2.5%，接近長期通膨加上溫和的實質成長，低於無風險利率',
    id: 'Konvensi: pertumbuhan abadi 2,5%, mendekati inflasi jangka panjang ditambah pertumbuhan riil yang moderat, di bawah suku bunga bebas risiko',
  },
  terminal_growth_capped: {
    en: 'Convention: perpetual growth capped at the risk-free rate',
    es: 'Convención: crecimiento perpetuo limitado a la tasa libre de riesgo',
    zh: '惯例：永续增长率以无风险利率为上限',
    'zh-TRADITIONAL': '慣例：永續成長率以無風險利率為上限',
    id: 'Konvensi: pertumbuhan abadi dibatasi pada suku bunga bebas risiko',
  },
  terminal_reinvestment_return_on_capital: {
    en: 'Damodaran: after the forecast, NOPAT grows at the perpetual rate and reinvests growth ÷ the return on new capital (year N’s return on capital, at least the WACC), so the terminal cash flow is NOPAT × (1 + g) × (1 − g ÷ return on new capital)',
    es: 'Damodaran: tras la proyección, el NOPAT crece a la tasa perpetua y reinvierte crecimiento ÷ rentabilidad del capital nuevo (la rentabilidad del capital del año N, como mínimo el WACC); el flujo terminal es NOPAT × (1 + g) × (1 − g ÷ rentabilidad del capital nuevo)',
    zh: 'Damodaran：预测期后，NOPAT 按永续增长率增长，再投资比例为增长率 ÷ 新资本回报率（第 N 年的资本回报率，不低于 WACC），终值现金流 = NOPAT × (1 + g) × (1 − g ÷ 新资本回报率)',
    'zh-TRADITIONAL':
      'Damodaran：預測期後，NOPAT 依永續成長率成長，再投資比例為成長率 ÷ 新資本報酬率（第 N 年的資本報酬率，不低於 WACC），終值現金流量 = NOPAT × (1 + g) × (1 − g ÷ 新資本報酬率)',
    id: 'Damodaran: setelah periode proyeksi, NOPAT tumbuh pada laju abadi dan menginvestasikan kembali pertumbuhan ÷ imbal hasil modal baru (imbal hasil modal tahun N, minimal WACC), sehingga arus kas terminal = NOPAT × (1 + g) × (1 − g ÷ imbal hasil modal baru)',
  },
  convention_end_of_year: {
    en: 'Convention: cash flows at the end of each year',
    es: 'Convención: flujos de caja al final de cada año',
    zh: '惯例：现金流发生在每年年末',
    'zh-TRADITIONAL': '慣例：現金流量發生在每年年底',
    id: 'Konvensi: arus kas pada akhir setiap tahun',
  },
} as const satisfies Record<string, TLocalizedText>;

/** @public */
export type TAssumptionSourceKey = keyof typeof ASSUMPTION_SOURCE_MESSAGES;

/**
 * One parameter of a source sentence. A string is shown as it is (dates, tickers, fiscal years, a
 * formula); a number is written the reader's way (digits, grouping: 24,300,000,000 or
 * 24.300.000.000); `{ value, digits }` fixes the decimals (R² 0.47), and `style: 'percent'` takes a
 * fraction and shows it as a percentage (0.025 → 2.5%, 2,5 %).
 * @public
 */
export type TAssumptionSourceParam = string | number | { value: number; digits: number; style?: 'percent' };

/**
 * A default's source as a model stores it: the sentence's key and parameters, or (models made
 * before the sentences were localized) the English sentence itself in `source`.
 * @public
 */
export type TStoredAssumptionSource = { item: string; value: number | string | null } & (
  | { source_key: TAssumptionSourceKey | (string & {}); params: Record<string, TAssumptionSourceParam> }
  | { source: string }
);

/**
 * The sentence of a stored source in a language. A sentence stored as text (older models) is
 * returned as stored; an unknown key (a sentence since retired) is returned as the key, so it shows
 * rather than fails.
 * @example
 * renderAssumptionSource({ item: 'risk_free_rate', value: 0.0414, source_key: 'risk_free_rate_treasury',
 *   params: { series: 'GS10', date: '2025-12-01' } }, 'es')
 * // → 'Rendimiento del bono del Tesoro de EE. UU. a 10 años (FRED GS10), 2025-12-01'
 * @public
 */
export function renderAssumptionSource(entry: TStoredAssumptionSource, language: TLanguage): string {
  if ('source' in entry && typeof entry.source === 'string') return entry.source;
  if (!('source_key' in entry)) return '';
  const key = entry.source_key;
  if (!Object.hasOwn(ASSUMPTION_SOURCE_MESSAGES, key)) return key;
  const template = ASSUMPTION_SOURCE_MESSAGES[key as TAssumptionSourceKey][language];
  const locale = toBcp47(language);
  const params = Object.fromEntries(
    Object.entries(entry.params ?? {}).map(([name, param]) => [name, formatParam(param, locale)]),
  );
  return formatMessage(template, params);
}

function formatParam(param: TAssumptionSourceParam, locale: string): string {
  if (typeof param === 'string') return param;
  if (typeof param === 'number') return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(param);
  return new Intl.NumberFormat(locale, {
    ...(param.style === 'percent' ? { style: 'percent' } : {}),
    minimumFractionDigits: param.digits,
    maximumFractionDigits: param.digits,
  }).format(param.value);
}
