import type { TAccountKey } from '@app/statements';
import type { TStatementType } from '../types.js';

/**
 * Where a line sits inside its statement, from the section headings above it ("Current assets:",
 * "流动负债：", "Investing activities"). Some names mean different accounts in different sections:
 * "Term debt" is the current portion under current liabilities and long-term debt below them.
 * @internal
 */
export type TSection =
  | 'current_assets'
  | 'noncurrent_assets'
  | 'current_liabilities'
  | 'noncurrent_liabilities'
  | 'equity'
  | 'eps'
  | 'shares'
  | 'operating'
  | 'investing'
  | 'financing';

/**
 * One synonym rule: a normalized printed name (see `normalizeLabel`) that means `key`.
 * `sections` limits the rule to lines under those headings. `generic` marks a name that means the
 * parent's share only when the statement prints no "attributable to" line (plain "Net income").
 * @internal
 */
export type TAccountRule = {
  key: TAccountKey;
  patterns: readonly RegExp[];
  sections?: readonly TSection[];
  generic?: boolean;
};

/** Names of borrowings, as printed before their qualifiers. */
const DEBT_NAME =
  '(?:notes payable|term loans?(?: facility)?|(?:convertible )?(?:senior )?(?:secured |unsecured )?(?:convertible )?notes(?: payable)?|debt|borrowings|loans payable|(?:interest-bearing )?(?:bank )?(?:borrowings|loans)(?: and (?:other )?borrowings)?|bank and other borrowings|debentures|credit facilit(?:y|ies)|revolving (?:credit )?(?:facility|line of credit))';
const DEBT_LINE = new RegExp(
  `^(?!.*including (?:the )?current)(?:long-term )?${DEBT_NAME}(?:,? (?:net|less|excluding|including)\\b.*)?$`,
);
const SE = "(?:stockholders|shareholders|shareowners|shareholder|stockholder)'?s?'?";
/** Partnerships and LLCs: "Total partners' capital", "Total members' equity". */
const PARTNERS = "(?:partners|members|unitholders)'? (?:capital|equity)(?: \\(deficit\\))?";

/** Income statement names, first match wins (specific before general). */
const INCOME: readonly TAccountRule[] = [
  {
    key: 'eps_diluted',
    patterns: [
      /^diluted (?:net )?(?:income|earnings|loss|\(loss\)|net income \(loss\)|earnings \(loss\)|income \(loss\))? ?(?:\(loss\) )?per (?:common |ordinary )?share/,
      /^(?:net )?(?:income|earnings|loss).*per (?:common |ordinary )?share.*diluted$/,
      /^diluted \(in (?:dollars|usd|\$) per share\)$/,
      /^稀释每股(?:收益|盈余)/,
    ],
    sections: undefined,
  },
  {
    key: 'eps_basic',
    patterns: [
      /^basic (?:net )?(?:income|earnings|loss|\(loss\)|net income \(loss\)|earnings \(loss\)|income \(loss\))? ?(?:\(loss\) )?per (?:common |ordinary )?share/,
      /^(?:net )?(?:income|earnings|loss).*per (?:common |ordinary )?share.*basic$/,
      /^basic \(in (?:dollars|usd|\$) per share\)$/,
      /^基本每股(?:收益|盈余)/,
    ],
  },
  {
    key: 'diluted_shares',
    patterns: [
      /^diluted(?: \(in shares\))?$/,
      /^weighted[- ]average.*diluted/,
      /^diluted.*(?:shares|weighted)/,
      /^shares used.*diluted/,
    ],
    sections: ['shares'],
  },
  {
    key: 'basic_shares',
    patterns: [
      /^basic(?: \(in shares\))?$/,
      /^weighted[- ]average.*basic/,
      /^basic.*(?:shares|weighted)/,
      /^shares used.*basic/,
    ],
    sections: ['shares'],
  },
  {
    key: 'diluted_shares',
    patterns: [
      /^weighted[- ]average.*diluted/,
      /^(?:weighted[- ])?average (?:common )?shares(?: outstanding)?.*diluted/,
      /^diluted \(in shares\)$/,
      /^(?:number of )?(?:common |ordinary )?shares used in (?:computing|calculating|the calculation of|the computation of|per[- ]share).*diluted/,
      /^diluted (?:weighted[- ]average )?(?:number of )?(?:common |ordinary )?shares(?: outstanding)?$/,
    ],
  },
  {
    key: 'basic_shares',
    patterns: [
      /^weighted[- ]average.*basic/,
      /^(?:weighted[- ])?average (?:common )?shares(?: outstanding)?.*basic/,
      /^basic \(in shares\)$/,
      /^(?:number of )?(?:common |ordinary )?shares used in (?:computing|calculating|the calculation of|the computation of|per[- ]share).*basic/,
      /^basic (?:weighted[- ]average )?(?:number of )?(?:common |ordinary )?shares(?: outstanding)?$/,
    ],
  },
  {
    key: 'eps_diluted',
    patterns: [/^diluted$/, /^diluted \(in (?:dollars|usd|\$)[^)]*\)$/],
    sections: ['eps'],
  },
  { key: 'eps_basic', patterns: [/^basic$/, /^basic \(in (?:dollars|usd|\$)[^)]*\)$/], sections: ['eps'] },
  {
    key: 'revenue',
    patterns: [
      /^(?:net )?(?:sales|revenues?)(?:, net)?$/,
      /^(?:net )?(?:sales|revenues?) to customers$/,
      /^(?:net )?(?:sales|revenues?)(?: and other (?:operating )?(?:revenues?|income))?$/,
      /^(?:net )?turnover$/,
      /^net (?:operating )?revenues?$/,
      /^operating revenues?$/,
      /^(?:net )?sales and (?:other )?(?:operating )?revenues?$/,
      /^revenues? from contracts? with customers$/,
      /^营业总收入$/,
      /^营业收入(?:合计|净额)?$/,
      /^收入$/,
    ],
  },
  {
    key: 'cost_of_revenue',
    patterns: [
      /^costs? of (?:net )?(?:sales|revenues?|goods sold|products sold|goods and services sold|sales and services|products and services)$/,
      /^costs? of (?:sales|revenues?)(?:, excluding .*)?$/,
      /^costs? of (?:net )?(?:sales|revenues?|goods sold|products sold|merchandise sold)(?:,? (?:excluding|exclusive of|including|net of) .*| \(exclusive of .*\))?$/,
      /^merchandise costs?$/,
      /^costs? of (?:sales|goods sold|merchandise sold)(?:,| and| including)+ (?:(?:buying|occupancy|distribution|warehousing)(?:,| and)* ?)+(?: costs?| expenses?)?$/,
      /^costs? of merchandise(?: sold)?(?: and (?:services|occupancy).*)?$/,
      /^营业成本(?:合计)?$/,
    ],
  },
  { key: 'gross_profit', patterns: [/^gross (?:profit|margin)(?: \(loss\))?$/, /^毛利$/, /^营业毛利/] },
  {
    key: 'research_and_development',
    patterns: [/^research and development(?: expenses?| costs?)?$/, /^研发费用$/, /^研究(?:发展|开发)费用?$/],
  },
  {
    key: 'selling_general_administrative',
    patterns: [
      /^(?:operating, )?(?:selling|sales), general,? (?:and|&) administrative(?: expenses?| costs?)?$/,
      /^sg&a(?: expenses?)?$/,
      /^selling and administrative expenses?$/,
    ],
  },
  {
    key: 'selling_marketing',
    patterns: [
      /^(?:sales|selling) and marketing(?: expenses?)?$/,
      /^marketing(?: expenses?)?$/,
      /^销售费用$/,
      /^推销费用$/,
    ],
  },
  {
    key: 'general_administrative',
    patterns: [/^general and administrative(?: expenses?)?$/, /^管理费用$/],
  },
  { key: 'operating_expenses', patterns: [/^operating expenses$/, /^营业费用(?:合计)?$/] },
  {
    key: 'costs_and_expenses',
    patterns: [/^(?:operating )?costs and expenses$/, /^营业总成本$/, /^营业成本及费用(?:合计)?$/],
  },
  {
    key: 'operating_income',
    patterns: [
      /^operating (?:income|profit|loss|income \(loss\)|\(loss\) income)$/,
      /^(?:income|loss|income \(loss\)|\(loss\) income|profit|earnings|earnings \(loss\)|operating income) from operations$/,
      /^operating (?:earnings|profit \(loss\)|earnings \(loss\))$/,
      /^营业利润$/,
      /^营业(?:净)?利益/,
      /^营业净(?:利|损)/,
    ],
  },
  { key: 'interest_expense', patterns: [/^interest expense(?:, net)?$/, /^利息(?:费用|支出)$/] },
  {
    key: 'pretax_income',
    patterns: [
      /^(?:income|earnings|profit|loss|net income|\(loss\) income|income \(loss\)|loss \(income\))(?: \(loss\))?(?: from continuing operations)? before (?:provision for |\(benefit from\) )?(?:income )?tax(?:es)?(?: expense)?(?: and .*)?$/,
      /^利润总额$/,
      /^税前净(?:利|损)/,
    ],
  },
  {
    key: 'income_tax',
    patterns: [
      /^(?:provision for |\(benefit from\) provision for |provision for \(benefit from\) |benefit from |\(benefit\) provision for )?(?:income )?tax(?:es)?(?: expense| provision)?(?: \(benefit\)| benefit)?(?: expense)?$/,
      /^income tax (?:expense|provision|benefit)(?: \((?:benefit|expense)\))?$/,
      /^provision for income taxes$/,
      /^所得税(?:费用)?(?:合计)?$/,
    ],
  },
  {
    key: 'net_income_minority_interest',
    patterns: [
      /^(?:consolidated )?(?:net )?(?:income|earnings|loss|\(income\) loss|income \(loss\)|\(loss\) income|loss \(income\)).*attributable to (?:the )?(?:non-?controlling|minority|redeemable non-?controlling).*$/,
      /^(?:non-?controlling|minority) interests?$/,
      /^少数股东损益$/,
      /^非控制权益$/,
    ],
  },
  {
    key: 'net_income',
    patterns: [
      /^(?:consolidated )?net (?:income|earnings|loss|income \(loss\)|\(loss\) income).*attributable to (?!(?:the )?(?:non-?controlling|minority|redeemable))/,
      /^(?:profit|income|earnings|profit \(loss\)).*attributable to (?:the )?(?:owners|equity holders|shareholders|stockholders) of/,
      /^(?:owners|equity holders|shareholders) of the (?:parent|company)$/,
      /^归属于母公司(?:股东|所有者|普通股股东)的净利润$/,
      /^(?:本期)?净利(?:润)?(?:\([^)]*\))?归属于母公司业主$/,
      /^母公司业主$/,
    ],
  },
  {
    key: 'net_income',
    patterns: [
      /^net (?:income|earnings|loss|income \(loss\)|\(loss\) income|earnings \(loss\))$/,
      /^consolidated net (?:income|earnings)(?: \(loss\))?$/,
      // Small companies print one statement of operations and comprehensive loss.
      /^net (?:income|earnings|loss|income \(loss\)|\(loss\) income) and comprehensive (?:income|loss|income \(loss\)|\(loss\) income)$/,
      /^(?:profit|\(loss\)|loss|profit \(loss\)|profit\/\(loss\)) for the (?:year|period)$/,
      /^净利润$/,
      /^本期净(?:利|损)/,
      /^本年度净(?:利|损)/,
    ],
    generic: true,
  },
];

/** Balance sheet names. */
const BALANCE: readonly TAccountRule[] = [
  {
    key: 'cash_and_equivalents',
    patterns: [
      /^cash and (?:cash )?equivalents(?: at carrying value|, including restricted cash)?$/,
      /^cash$/,
      /^货币资金$/,
      /^现金及约当现金$/,
      /^現金及約當現金$/,
    ],
  },
  {
    key: 'short_term_investments',
    patterns: [
      /^(?:short-term|current) (?:investments|marketable securities)$/,
      /^short-term investments(?: and marketable securities)?$/,
      /^交易性金融资产$/,
    ],
  },
  { key: 'short_term_investments', patterns: [/^marketable securities$/], sections: ['current_assets'] },
  {
    key: 'receivables',
    patterns: [
      /^(?:trade )?(?:accounts|trade) receivables?(?:, net| net)?(?: of allowances?.*)?(?:, less allowances?.*)?$/,
      /^(?:trade )?receivables(?:, net)?$/,
      /^accounts and notes receivable(?:, net)?$/,
      /^trade and other receivables$/,
      /^应收账款(?:净额)?$/,
    ],
  },
  { key: 'inventory', patterns: [/^(?:merchandise )?inventor(?:y|ies)(?:, net)?$/, /^存货$/] },
  {
    key: 'other_current_assets',
    patterns: [
      /^(?:prepaid expenses and )?other current assets$/,
      /^prepaid expenses and other$/,
      /^other assets, current$/,
      /^其他流动资产$/,
    ],
  },
  { key: 'total_current_assets', patterns: [/^current assets$/, /^流动资产(?:合计|总计)$/] },
  {
    key: 'ppe_net',
    patterns: [
      /^property(?:,)? (?:plant )?(?:and )?equipment(?:, net| net|, less accumulated depreciation.*)$/,
      /^net property(?:,)? plant and equipment$/,
      /^property, plant and equipment$/,
      /^固定资产$/,
      /^不动产、?厂房及设备$/,
    ],
  },
  { key: 'goodwill', patterns: [/^goodwill$/, /^商誉$/] },
  {
    key: 'intangibles',
    patterns: [
      /^(?:other |acquired |identifiable )?intangible assets(?:, net)?$/,
      /^intangibles(?:, net)?$/,
      /^无形资产$/,
    ],
  },
  { key: 'total_assets', patterns: [/^assets$/, /^资产(?:总计|合计|总额)$/] },
  {
    key: 'accounts_payable',
    patterns: [
      /^(?:trade )?accounts payable(?:, trade)?(?: and accrued (?:expenses|liabilities))?$/,
      /^trade (?:and other )?payables$/,
      /^trade payables$/,
      /^应付账款$/,
    ],
  },
  {
    key: 'deferred_revenue',
    patterns: [
      /^deferred revenues?(?:, current)?$/,
      /^unearned revenues?$/,
      /^contract liabilities(?:, current)?$/,
      /^合同负债$/,
    ],
  },
  {
    key: 'other_current_liabilities',
    patterns: [
      /^other current liabilities$/,
      /^accrued (?:expenses )?and other current liabilities$/,
      /^其他流动负债$/,
    ],
  },
  {
    // Notes and loans under a non-current heading are the long-term part: "Notes payable", "Term loan, net".
    key: 'long_term_debt',
    patterns: [DEBT_LINE],
    sections: ['noncurrent_liabilities'],
  },
  {
    key: 'short_term_borrowings',
    patterns: [
      /^commercial paper$/,
      /^short-term (?:borrowings|debt|loans)$/,
      /^loans and notes payable$/,
      /^notes payable$/,
      /^short-term borrowings and commercial paper$/,
      /^短期借款$/,
    ],
  },
  {
    key: 'current_portion_long_term_debt',
    patterns: [
      /^current (?:portion|maturities) of long-term debt(?: and finance leases)?$/,
      /^long-term debt(?:,)? (?:due within one year|current portion|current)$/,
      /^current portion of (?:long-term )?debt(?: and finance leases)?$/,
      /^一年内到期的非流动负债$/,
    ],
  },
  {
    key: 'current_portion_long_term_debt',
    patterns: [/^term debt$/, /^long-term debt$/],
    sections: ['current_liabilities'],
  },
  { key: 'total_current_liabilities', patterns: [/^current liabilities$/, /^流动负债(?:合计|总计)$/] },
  {
    key: 'operating_lease_liabilities_current',
    patterns: [
      /^(?:current )?operating lease liabilities, current$/,
      /^current operating lease (?:liabilities|obligations)$/,
      /^operating lease (?:liabilities|obligations) due within one year$/,
      /^current portion of operating lease (?:liabilities|obligations)$/,
    ],
  },
  {
    key: 'operating_lease_liabilities_noncurrent',
    patterns: [
      /^(?:long-term |non-?current )?operating lease (?:liabilities|obligations)(?:, non-?current| non-?current)?$/,
      /^租赁负债$/,
    ],
    sections: ['noncurrent_liabilities'],
  },
  {
    key: 'operating_lease_liabilities_current',
    patterns: [/^operating lease (?:liabilities|obligations)$/],
    sections: ['current_liabilities'],
  },
  {
    key: 'operating_lease_liabilities_noncurrent',
    patterns: [
      /^operating lease (?:liabilities|obligations), non-?current$/,
      /^long-term operating lease (?:liabilities|obligations)$/,
    ],
  },
  {
    key: 'long_term_debt',
    patterns: [
      /^long-term debt(?:, net)?(?:,? (?:net of|excluding|less) current (?:portion|maturities))?$/,
      /^long-term debt, non-?current$/,
      /^(?:long-term )?debt,? (?:non-?current|less current (?:portion|maturities)|net of current (?:portion|maturities)|excluding current (?:portion|maturities))$/,
      /^non-?current (?:portion of )?(?:long-term )?(?:debt|borrowings)$/,
      /^long-term (?:debt|borrowings|notes payable)(?: and (?:other )?borrowings)?(?:, net)?(?:,? (?:net of|excluding|less)(?: the)? current (?:portion|maturities))?$/,
      /^senior (?:notes|debt)(?:, net)?(?:,? (?:net of|excluding|less) current (?:portion|maturities))?$/,
      /^(?:debt|long-term debt) and finance leases, net of current portion$/,
      /^long-term (?:borrowings|loans)$/,
      // Any long-term debt line with its qualifiers: "…, net of current portion and debt issuance costs",
      // "… and finance lease obligations", "…, net of unamortized discount".
      /^(?!.*including (?:the )?current)long-term (?:debt|borrowings|loans|notes(?: payable)?)(?: and (?:finance|capital) leases?(?: obligations| liabilities)?)?(?:,? (?:net|less|excluding|including)\b.*)?$/,
      // A debt line that says it excludes its current part, wherever it is printed.
      new RegExp(`^${DEBT_NAME}(?:, net)?,? (?:net of|less|excluding) (?:the )?current (?:portion|maturities).*$`),
      /^长期借款$/,
    ],
  },
  {
    key: 'long_term_debt',
    patterns: [/^term debt$/, /^(?:interest-bearing )?(?:borrowings|loans and borrowings)$/],
    sections: ['noncurrent_liabilities'],
  },
  {
    key: 'short_term_borrowings',
    patterns: [/^(?:interest-bearing )?(?:borrowings|loans and borrowings)$/, DEBT_LINE],
    sections: ['current_liabilities'],
  },
  { key: 'operating_lease_liabilities_current', patterns: [/^lease liabilities$/], sections: ['current_liabilities'] },
  {
    key: 'operating_lease_liabilities_noncurrent',
    patterns: [/^lease liabilities$/],
    sections: ['noncurrent_liabilities'],
  },
  { key: 'total_liabilities', patterns: [/^liabilities$/, /^负债(?:合计|总计|总额)$/, /^liabilities total$/] },
  {
    key: 'redeemable_minority_interest',
    patterns: [/^redeemable (?:non-?controlling|minority) interests?(?: in subsidiaries)?$/],
  },
  { key: 'redeemable_equity', patterns: [/^(?:convertible )?redeemable (?:convertible )?preferred stock/] },
  {
    key: 'total_liabilities_and_equity',
    patterns: [
      /^liabilities,? (?:.* )?(?:and|&) (?:total )?(?:stockholders'?|shareholders'?|shareowners'?|owners'?)? ?(?:equity|deficit|equity \(deficit\))$/,
      /^equity and liabilities$/,
      /^负债和(?:所有者|股东)权益.*(?:总计|合计)$/,
      /^负债及(?:所有者|股东)?权益(?:总计|合计)$/,
    ],
  },
  {
    key: 'total_equity',
    patterns: [
      new RegExp(`^${SE} equity(?: \\(deficit\\))?$`),
      new RegExp(
        `^(?:.*${SE} )?(?:deficit|deficiency|\\(deficit\\) equity|equity \\(deficiency\\)|deficit attributable to .*)$`,
      ),
      new RegExp(`^.*${SE} equity(?: \\(deficit\\))?$`),
      /^(?:stockholders'?|shareholders'?|shareowners'?|equity) (?:equity )?attributable to (?!(?:the )?non-?controlling)/,
      /^equity attributable to (?:owners|shareholders|stockholders|shareowners) of/,
      new RegExp(`^(?:.* )?${PARTNERS}$`),
      /^归属于母公司(?:所有者|股东)权益/,
      /^归属于母公司业主之权益/,
    ],
  },
  {
    key: 'minority_interest',
    patterns: [
      /^(?:non-?redeemable )?(?:non-?controlling|minority) interests?(?: in subsidiaries)?$/,
      /^equity attributable to (?:the )?non-?controlling interests?$/,
      /^少数股东权益$/,
      /^非控制权益$/,
    ],
  },
  {
    key: 'total_equity_including_minority',
    patterns: [
      /^equity$/,
      /^(?:equity \(deficit\)|deficit|\(deficit\) equity|equity \(deficiency\))$/,
      /^equity including (?:non-?controlling|minority) interests?$/,
      /^(?:所有者|股东)权益.*合计$/,
      /^权益(?:总计|总额|合计)$/,
    ],
  },
];

/** Cash flow statement names. */
const CASH_FLOW: readonly TAccountRule[] = [
  {
    key: 'cash_flow_net_income',
    patterns: [
      /^net (?:income|earnings|loss|income \(loss\)|\(loss\) income|earnings \(loss\))(?: including .*)?$/,
      /^consolidated net (?:income|earnings)(?: \(loss\))?$/,
      /^净利润$/,
      /^本期净(?:利|损)/,
    ],
  },
  {
    key: 'depreciation_amortization',
    patterns: [
      /^depreciation(?:,)? (?:and|&) amortization(?: expense)?$/,
      /^depreciation, amortization and .*$/,
      /^depreciation, depletion and amortization$/,
    ],
  },
  {
    key: 'depreciation',
    patterns: [
      /^depreciation(?: expense| of property(?:,)? (?:plant )?and equipment)?$/,
      /^固定资产折旧.*$/,
      /^折旧费用$/,
    ],
  },
  {
    key: 'amortization',
    patterns: [/^amortization(?: expense| of intangible assets)?$/, /^无形资产摊销$/, /^摊销费用$/],
  },
  {
    key: 'stock_based_compensation',
    patterns: [/^(?:stock|share|equity)[- ]based compensation(?: expense)?$/, /^stock compensation(?: expense)?$/],
  },
  {
    key: 'operating_cash_flow',
    patterns: [
      /^(?:net )?cash(?: flows?)? (?:provided|used|generated|from|\(used|\(provided|inflows?|outflows?|\(outflows?\)? ?\/? ?inflows?).*operating activities$/,
      /^(?:net )?operating activities$/,
      /^(?:net )?cash (?:flows? )?(?:from|provided by|generated by) operations$/,
      /^(?:net )?cash(?: flows?)? (?:provided|used|generated|from|\(used|\(provided|inflows?|outflows?|\(outflows?\)? ?\/? ?inflows?).* by operations$/,
      /^(?:net )?cash (?:flows? )?(?:provided by|from|generated by|generated from|used in|\(used in\)|provided by \(used in\)|\(used in\) provided by|used in\)? provided by).*operating activities$/,
      /^经营活动产生的现金流量净额$/,
      /^营业活动之净现金/,
    ],
  },
  {
    key: 'investing_cash_flow',
    patterns: [
      /^(?:net )?cash(?: flows?)? (?:provided|used|generated|from|\(used|\(provided|inflows?|outflows?|\(outflows?\)? ?\/? ?inflows?).*investing activities$/,
      /^(?:net )?cash (?:flows? )?(?:provided by|from|generated by|used in|\(used in\)|provided by \(used in\)|\(used in\) provided by|generated by\/\(used in\)|used in\)? provided by).*investing activities$/,
      /^投资活动产生的现金流量净额$/,
      /^投资活动之净现金/,
    ],
  },
  {
    key: 'financing_cash_flow',
    patterns: [
      /^(?:net )?cash(?: flows?)? (?:provided|used|generated|from|\(used|\(provided|inflows?|outflows?|\(outflows?\)? ?\/? ?inflows?).*financing activities$/,
      /^(?:net )?cash (?:flows? )?(?:provided by|from|generated by|used in|\(used in\)|provided by \(used in\)|\(used in\) provided by|used in\)? provided by).*financing activities$/,
      /^筹资活动产生的现金流量净额$/,
      /^筹资活动之净现金/,
    ],
  },
  {
    key: 'capital_expenditure',
    patterns: [
      /^(?:purchases? of|payments? for(?: acquisition of)?|additions to|acquisitions? of|expenditures? for)(?: items of)? property(?:,)? (?:plant )?(?:and )?equipment/,
      /^(?:purchases? of|payments? for|additions to) (?:property and equipment|premises and equipment|fixed assets)/,
      /^(?:purchases?|payments?) related to property/,
      /^capital expenditures?(?:,? (?:including|net of) .*)?$/,
      /^购建固定资产、无形资产和其他长期资产(?:所)?支付的现金$/,
      /^取得不动产、?厂房及设备$/,
    ],
  },
  {
    key: 'acquisitions',
    patterns: [
      /^(?:acquisitions?|payments? for (?:business )?acquisitions?|purchases? of businesses|business (?:acquisitions?|combinations?)).*net of cash acquired/,
      /^acquisitions? of businesses(?:, net)?$/,
      /^取得子公司及其他营业单位支付的现金净额$/,
    ],
  },
  {
    key: 'dividends_paid',
    patterns: [
      /^(?!.*(?:non-?controlling|minority))(?:cash )?dividends(?: paid)?(?: to .*)?$/,
      /^(?!.*(?:non-?controlling|minority))payments? (?:of|for) dividends/,
      /^(?!.*(?:non-?controlling|minority))dividends? (?:payments?|paid)/,
      /^(?!.*(?:non-?controlling|minority))dividends, (?:common|paid)/,
      /^分配股利、利润或偿付利息(?:所)?支付的现金$/,
    ],
  },
  {
    key: 'share_repurchases',
    patterns: [
      /^repurchases? of (?:common |ordinary |capital )?(?:stock|shares)/,
      /^purchases? of (?:common |treasury |company )?stock/,
      /^(?:common )?stock repurchased/,
      /^payments? (?:for|related to) repurchases? of (?:common )?stock/,
      /^treasury stock (?:purchases?|acquired)/,
    ],
  },
];

/** The synonym rules of each statement: balance keys are only found on the balance sheet, etc. @internal */
export const ACCOUNT_RULES: Record<TStatementType, readonly TAccountRule[]> = {
  income_statement: INCOME,
  balance_sheet: BALANCE,
  cash_flow_statement: CASH_FLOW,
};

/** Heading patterns that open a section (tested on lines without values, and on subtotals). @internal */
export const SECTION_HEADINGS: readonly { section: TSection; pattern: RegExp }[] = [
  { section: 'noncurrent_assets', pattern: /^(?:non-?current|long-term|other) assets$|^非流动资产$/ },
  { section: 'current_assets', pattern: /^current assets$|^流动资产$/ },
  { section: 'noncurrent_liabilities', pattern: /^(?:non-?current|long-term) liabilities$|^非流动负债$/ },
  { section: 'current_liabilities', pattern: /^current liabilities$|^流动负债$/ },
  {
    section: 'equity',
    pattern: new RegExp(`^(?:${SE} )?equity(?: \\(deficit\\))?$|^所有者权益|^股东权益|^权益$`),
  },
  { section: 'shares', pattern: /shares used|weighted[- ]average|number of shares/ },
  { section: 'eps', pattern: /(?:earnings|income|loss).*per (?:common )?share|^每股收益|^每股盈余/ },
  { section: 'operating', pattern: /operating activities$|^经营活动|^营业活动/ },
  { section: 'investing', pattern: /investing activities$|^投资活动/ },
  { section: 'financing', pattern: /financing activities$|^筹资活动/ },
];

/** The section a subtotal closes into: after "Total current assets" come non-current assets. @internal */
export const SECTION_AFTER: Partial<Record<TAccountKey, TSection>> = {
  total_current_assets: 'noncurrent_assets',
  total_current_liabilities: 'noncurrent_liabilities',
  total_liabilities: 'equity',
};
