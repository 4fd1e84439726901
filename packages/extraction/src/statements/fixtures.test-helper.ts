import type { TParsedDocument, TSourceTable } from '../types.js';

/** A table as a reader would give it. */
export function table(rows: string[][], options: Partial<Omit<TSourceTable, 'rows'>> = {}): TSourceTable {
  const page = options.page ?? 1;
  return {
    page,
    lastPage: options.lastPage ?? page,
    title: options.title ?? null,
    context: options.context ?? [],
    rows,
  };
}

export function document(tables: TSourceTable[], kind: TParsedDocument['kind'] = 'html'): TParsedDocument {
  return { kind, pageCount: Math.max(1, ...tables.map((t) => t.lastPage)), tables, pagesWithoutText: [] };
}

/** Apple's FY2024 statement of operations as an SEC HTML table gives it ("$" and ")" in their own cells). */
export const APPLE_INCOME = table(
  [
    ['', 'Years ended'],
    ['', 'September 28, 2024', '', 'September 30, 2023', '', 'September 24, 2022'],
    ['Net sales:', '', '', '', '', ''],
    ['Products', '$', '294,866', '', '', '$', '298,085', '', '', '$', '316,199', ''],
    ['Services', '96,169', '', '', '85,200', '', '', '78,129', ''],
    ['Total net sales', '391,035', '', '', '383,285', '', '', '394,328', ''],
    ['Cost of sales:', '', '', '', '', ''],
    ['Products', '185,233', '', '', '189,282', '', '', '201,471', ''],
    ['Services', '25,119', '', '', '24,855', '', '', '22,075', ''],
    ['Total cost of sales', '210,352', '', '', '214,137', '', '', '223,546', ''],
    ['Gross margin', '180,683', '', '', '169,148', '', '', '170,782', ''],
    ['Operating expenses:', '', '', '', '', ''],
    ['Research and development', '31,370', '', '', '29,915', '', '', '26,251', ''],
    ['Selling, general and administrative', '26,097', '', '', '24,932', '', '', '25,094', ''],
    ['Total operating expenses', '57,467', '', '', '54,847', '', '', '51,345', ''],
    ['Operating income', '123,216', '', '', '114,301', '', '', '119,437', ''],
    ['Other income/(expense), net', '269', '', '', '(565', ')', '', '(334', ')'],
    ['Income before provision for income taxes', '123,485', '', '', '113,736', '', '', '119,103', ''],
    ['Provision for income taxes', '29,749', '', '', '16,741', '', '', '19,300', ''],
    ['Net income', '$', '93,736', '', '', '$', '96,995', '', '', '$', '99,803', ''],
    ['Earnings per share:', '', '', '', '', ''],
    ['Basic', '$', '6.11', '', '', '$', '6.16', '', '', '$', '6.15', ''],
    ['Diluted', '$', '6.08', '', '', '$', '6.13', '', '', '$', '6.11', ''],
    ['Shares used in computing earnings per share:', '', '', '', '', ''],
    ['Basic', '15,343,783', '', '', '15,744,231', '', '', '16,215,963', ''],
    ['Diluted', '15,408,095', '', '', '15,812,547', '', '', '16,325,819', ''],
  ],
  {
    page: 15,
    title: '(In millions, except number of shares, which are reflected in thousands, and per-share amounts)',
    context: [
      'Apple Inc.',
      'CONSOLIDATED STATEMENTS OF OPERATIONS',
      '(In millions, except number of shares, which are reflected in thousands, and per-share amounts)',
    ],
  },
);

/** A segment table of the same filing, which also prints "Total net sales". */
export const APPLE_SEGMENTS = table(
  [
    ['', '2024', '', 'Change', '', '2023', '', 'Change', '', '2022'],
    ['Americas', '$', '167,045', '', '', '3', '%', '', '$', '162,560', '', '', '(4)', '%', '', '$', '169,658', ''],
    ['Europe', '101,328', '', '', '7', '%', '', '94,294', '', '', '(1)', '%', '', '95,118', ''],
    [
      'Total net sales',
      '$',
      '391,035',
      '',
      '',
      '2',
      '%',
      '',
      '$',
      '383,285',
      '',
      '',
      '(3)',
      '%',
      '',
      '$',
      '394,328',
      '',
    ],
  ],
  {
    page: 7,
    title: 'The following table shows net sales by reportable segment for 2024, 2023 and 2022 (dollars in millions):',
  },
);

/** Alphabet's balance sheet: years ascending under "As of December 31,". */
export const ALPHABET_BALANCE = table(
  [
    ['As of December 31,'],
    ['2023', '2024'],
    ['Assets'],
    ['Current assets:'],
    ['Cash and cash equivalents', '$', '24,048', '$', '23,466'],
    ['Marketable securities', '86,868', '72,191'],
    ['Total cash, cash equivalents, and marketable securities', '110,916', '95,657'],
    ['Accounts receivable, net', '47,964', '52,340'],
    ['Other current assets', '12,650', '15,714'],
    ['Total current assets', '171,530', '163,711'],
    ['Property and equipment, net', '134,345', '171,036'],
    ['Other non-current assets', '96,517', '115,509'],
    ['Total assets', '$', '402,392', '$', '450,256'],
    ['Liabilities and Stockholders’ Equity'],
    ['Current liabilities:'],
    ['Accounts payable', '$', '7,493', '$', '7,987'],
    ['Total current liabilities', '81,814', '89,122'],
    ['Long-term debt', '11,870', '10,883'],
    ['Total liabilities', '119,013', '125,172'],
    ['Stockholders’ equity:'],
    ['Retained earnings', '211,247', '245,084'],
    ['Total stockholders’ equity', '283,379', '325,084'],
    ['Total liabilities and stockholders’ equity', '$', '402,392', '$', '450,256'],
  ],
  {
    page: 79,
    context: ['Alphabet Inc.', 'CONSOLIDATED BALANCE SHEETS', '(in millions, except par value per share amounts)'],
  },
);

/** Moutai's 2021 consolidated income statement as a PDF reader gives it: note column, 本期/上期 wording. */
export const MOUTAI_INCOME = table(
  [
    ['项目', '附注', '本期发生额', '上期发生额'],
    ['一、营业总收入', '', '109,464,278,563.89', '97,993,240,501.21'],
    ['其中：营业收入', '35', '106,190,154,843.76', '94,915,380,916.72'],
    ['利息收入', '36', '3,274,123,720.13', '3,077,859,584.49'],
    ['二、营业总成本', '', '34,776,902,467.47', '31,305,130,587.56'],
    ['其中：营业成本', '35', '8,983,377,809.96', '8,154,001,476.28'],
    ['税金及附加', '37', '15,304,469,070.03', '13,886,517,290.78'],
    ['销售费用', '38', '2,737,369,434.78', '2,547,745,650.95'],
    ['管理费用', '39', '8,450,274,065.03', '6,789,844,289.39'],
    ['研发费用', '40', '61,923,213.59', '50,398,036.33'],
    ['财务费用', '41', '-934,523,406.02', '-234,610,582.44'],
    ['三、营业利润（亏损以“－”号填列）', '', '74,750,880,777.52', '66,635,079,882.38'],
    ['四、利润总额（亏损总额以“－”号填列）', '', '74,528,031,894.76', '66,196,941,991.11'],
    ['减：所得税费用', '48', '18,807,501,938.30', '16,673,612,108.71'],
    ['五、净利润（净亏损以“－”号填列）', '', '55,720,529,956.46', '49,523,329,882.40'],
    ['1.归属于母公司股东的净利润（净亏损以', '', '52,460,144,378.16', '46,697,285,429.81'],
    ['“-”号填列）', '', '', ''],
    ['2.少数股东损益（净亏损以“-”号填列）', '', '3,260,385,578.30', '2,826,044,452.59'],
    ['（一）基本每股收益(元/股)', '', '41.76', '37.17'],
    ['（二）稀释每股收益(元/股)', '', '41.76', '37.17'],
  ],
  { page: 54, lastPage: 55, context: ['合并利润表', '2021 年 1—12 月', '单位:元 币种:人民币'] },
);

/** A Taiwanese consolidated statement of comprehensive income: account codes, "%" columns, Minguo years, NT$ thousands. */
export const TAIWAN_INCOME = table(
  [
    ['代碼', '', '112年度', '', '111年度', ''],
    ['', '', '金額', '%', '金額', '%'],
    ['4000', '營業收入淨額', '$ 2,161,735,841', '100', '$ 2,263,891,292', '100'],
    ['5000', '營業成本', '986,625,213', '46', '915,536,486', '40'],
    ['5900', '營業毛利', '1,175,110,628', '54', '1,348,354,806', '60'],
    ['6900', '營業淨利', '921,465,698', '43', '1,121,278,605', '50'],
    ['7900', '稅前淨利', '1,016,529,873', '47', '1,144,190,718', '51'],
    ['7950', '所得稅費用', '(178,032,209)', '(8)', '(127,290,203)', '(6)'],
    ['8200', '本年度淨利', '838,497,664', '39', '1,016,900,515', '45'],
    ['', '淨利歸屬予：'],
    ['8610', '母公司業主', '$ 838,497,664', '39', '$ 1,016,530,249', '45'],
    ['8620', '非控制權益', '0', '-', '370,266', '-'],
    ['9750', '基本每股盈餘', '$ 32.34', '', '$ 39.20', ''],
    ['9850', '稀釋每股盈餘', '$ 32.34', '', '$ 39.20', ''],
  ],
  {
    page: 9,
    context: [
      '台灣積體電路製造股份有限公司及子公司',
      '合併綜合損益表',
      '民國 112 年及 111 年 1 月 1 日至 12 月 31 日',
      '單位：新台幣仟元，惟每股盈餘為新台幣元',
    ],
  },
);
