import type { TTagMap } from './tag-map.js';

/**
 * us-gaap concepts per standard line (see `TKeyTags` for tiers). Older names come after current
 * ones (`SalesRevenueNet` before ASC 606, `…ContinuingOperations` variants). Cash payments are
 * negated so that cash-flow lines are signed as they affect cash.
 * @public
 */
export const US_GAAP_TAGS: TTagMap = {
  revenue: [
    ['Revenues', 'RevenueFromContractWithCustomerExcludingAssessedTax', 'SalesRevenueNet'],
    ['RevenueFromContractWithCustomerIncludingAssessedTax'],
    ['RevenuesNetOfInterestExpense'],
  ],
  cost_of_revenue: [['CostOfRevenue'], ['CostOfGoodsAndServicesSold'], ['CostOfGoodsSold']],
  gross_profit: [['GrossProfit']],
  research_and_development: [
    ['ResearchAndDevelopmentExpense'],
    ['ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost'],
  ],
  selling_marketing: [['SellingAndMarketingExpense'], ['SellingExpense'], ['MarketingExpense']],
  general_administrative: [['GeneralAndAdministrativeExpense']],
  selling_general_administrative: [['SellingGeneralAndAdministrativeExpense']],
  operating_expenses: [['OperatingExpenses']],
  costs_and_expenses: [['CostsAndExpenses']],
  operating_income: [['OperatingIncomeLoss']],
  interest_expense: [
    ['InterestExpense'],
    ['InterestExpenseNonoperating'],
    ['InterestExpenseDebt'],
    ['InterestAndDebtExpense'],
  ],
  pretax_income: [
    ['IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest'],
    ['IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments'],
  ],
  income_tax: [['IncomeTaxExpenseBenefit']],
  net_income_including_minority: [
    ['ProfitLoss'],
    ['NetIncomeLossIncludingPortionAttributableToNonredeemableNoncontrollingInterest'],
  ],
  net_income_minority_interest: [['NetIncomeLossAttributableToNoncontrollingInterest']],
  // A filer whose only "net income" line is ProfitLoss (Mastercard) presents it as the parent's.
  net_income: [['NetIncomeLoss'], ['ProfitLoss']],
  eps_basic: [['EarningsPerShareBasic'], ['EarningsPerShareBasicAndDiluted']],
  eps_diluted: [['EarningsPerShareDiluted'], ['EarningsPerShareBasicAndDiluted']],
  basic_shares: [
    ['WeightedAverageNumberOfSharesOutstandingBasic'],
    ['WeightedAverageNumberOfShareOutstandingBasicAndDiluted'],
  ],
  diluted_shares: [
    ['WeightedAverageNumberOfDilutedSharesOutstanding'],
    ['WeightedAverageNumberOfShareOutstandingBasicAndDiluted'],
  ],

  // The last tier includes restricted cash: Procter & Gamble tags its balance-sheet cash with it.
  cash_and_equivalents: [
    ['CashAndCashEquivalentsAtCarryingValue'],
    ['Cash'],
    ['CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents'],
  ],
  short_term_investments: [
    ['ShortTermInvestments'],
    ['MarketableSecuritiesCurrent'],
    ['AvailableForSaleSecuritiesDebtSecuritiesCurrent'],
    ['AvailableForSaleSecuritiesCurrent'],
  ],
  long_term_investments: [
    ['MarketableSecuritiesNoncurrent'],
    ['AvailableForSaleSecuritiesDebtSecuritiesNoncurrent'],
    ['LongTermInvestments'],
  ],
  receivables: [
    ['AccountsReceivableNetCurrent'],
    ['ReceivablesNetCurrent'],
    ['AccountsNotesAndLoansReceivableNetCurrent'],
  ],
  inventory: [['InventoryNet']],
  other_current_assets: [['OtherAssetsCurrent'], ['PrepaidExpenseAndOtherAssetsCurrent']],
  total_current_assets: [['AssetsCurrent']],
  ppe_net: [
    ['PropertyPlantAndEquipmentNet'],
    ['PropertyPlantAndEquipmentAndFinanceLeaseRightOfUseAssetAfterAccumulatedDepreciationAndAmortization'],
  ],
  goodwill: [['Goodwill']],
  intangibles: [['IntangibleAssetsNetExcludingGoodwill'], ['FiniteLivedIntangibleAssetsNet']],
  total_assets: [['Assets']],
  accounts_payable: [['AccountsPayableCurrent'], ['AccountsPayableTradeCurrent']],
  deferred_revenue: [['ContractWithCustomerLiabilityCurrent'], ['DeferredRevenueCurrent']],
  other_current_liabilities: [['OtherLiabilitiesCurrent']],
  short_term_borrowings: [['ShortTermBorrowings'], ['CommercialPaper']],
  current_portion_long_term_debt: [['LongTermDebtCurrent', 'LongTermDebtAndCapitalLeaseObligationsCurrent']],
  short_term_debt: [['DebtCurrent']],
  total_current_liabilities: [['LiabilitiesCurrent']],
  long_term_debt: [['LongTermDebtNoncurrent'], ['LongTermDebtAndCapitalLeaseObligations']],
  long_term_debt_including_current: [
    ['LongTermDebt'],
    ['LongTermDebtAndCapitalLeaseObligationsIncludingCurrentMaturities'],
  ],
  total_debt: [['DebtLongtermAndShorttermCombinedAmount']],
  operating_lease_liabilities_current: [['OperatingLeaseLiabilityCurrent']],
  operating_lease_liabilities_noncurrent: [['OperatingLeaseLiabilityNoncurrent']],
  operating_lease_liabilities: [['OperatingLeaseLiability']],
  total_liabilities: [['Liabilities']],
  redeemable_equity: [
    ['TemporaryEquityCarryingAmountAttributableToParent'],
    ['TemporaryEquityValueExcludingAdditionalPaidInCapital'],
  ],
  redeemable_minority_interest: [
    ['RedeemableNoncontrollingInterestEquityCarryingAmount'],
    ['RedeemableNoncontrollingInterestEquityCommonCarryingAmount'],
  ],
  temporary_equity: [['TemporaryEquityCarryingAmountIncludingPortionAttributableToNoncontrollingInterests']],
  total_equity: [['StockholdersEquity']],
  minority_interest: [['MinorityInterest']],
  total_equity_including_minority: [['StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest']],
  total_liabilities_and_equity: [['LiabilitiesAndStockholdersEquity']],

  cash_flow_net_income: [
    ['ProfitLoss'],
    ['NetIncomeLossIncludingPortionAttributableToNonredeemableNoncontrollingInterest'],
  ],
  depreciation: [['Depreciation']],
  amortization: [['AmortizationOfIntangibleAssets']],
  depreciation_amortization: [
    ['DepreciationDepletionAndAmortization', 'DepreciationAmortizationAndAccretionNet', 'DepreciationAndAmortization'],
    ['DepreciationAmortizationAndOther'],
  ],
  stock_based_compensation: [['ShareBasedCompensation'], ['AllocatedShareBasedCompensationExpense']],
  operating_cash_flow: [
    ['NetCashProvidedByUsedInOperatingActivities'],
    ['NetCashProvidedByUsedInOperatingActivitiesContinuingOperations'],
  ],
  capital_expenditure: [['-PaymentsToAcquirePropertyPlantAndEquipment'], ['-PaymentsToAcquireProductiveAssets']],
  acquisitions: [
    ['-PaymentsToAcquireBusinessesNetOfCashAcquired'],
    ['-PaymentsToAcquireBusinessesAndInterestInAffiliates'],
  ],
  investing_cash_flow: [
    ['NetCashProvidedByUsedInInvestingActivities'],
    ['NetCashProvidedByUsedInInvestingActivitiesContinuingOperations'],
  ],
  dividends_paid: [['-PaymentsOfDividendsCommonStock'], ['-PaymentsOfDividends']],
  share_repurchases: [['-PaymentsForRepurchaseOfCommonStock'], ['-PaymentsForRepurchaseOfEquity']],
  financing_cash_flow: [
    ['NetCashProvidedByUsedInFinancingActivities'],
    ['NetCashProvidedByUsedInFinancingActivitiesContinuingOperations'],
  ],
};
