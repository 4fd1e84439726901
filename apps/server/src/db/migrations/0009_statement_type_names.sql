-- Statement types are the product's names; rows stored before were named after the chart's
-- statement kinds. No JSON column holds a statement type (stored reasons' params, the jobs'
-- payloads and results, and a private model's history, keyed by the chart's kinds, which stay).
UPDATE "financial_statements" SET "statement_type" = CASE "statement_type"
	WHEN 'income' THEN 'income_statement'
	WHEN 'balance' THEN 'balance_sheet'
	WHEN 'cash_flow' THEN 'cash_flow_statement'
END
WHERE "statement_type" IN ('income', 'balance', 'cash_flow');
