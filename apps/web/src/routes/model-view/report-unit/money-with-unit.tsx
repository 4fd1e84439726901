import { useReportUnit } from './use-report-unit';

/**
 * A money figure that stands alone (a card, a tooltip), in the model's report unit and saying it:
 * "USD 1,850.0 million", "18.50亿美元". Tables use `<Figure scale={unit}>` under a unit heading instead.
 */
export function MoneyWithUnit({
  value,
  className = '',
  testId,
}: {
  value: number | null | undefined;
  className?: string;
  testId?: string;
}) {
  const { formatWithUnit, unit } = useReportUnit();
  return (
    <span
      className={`tabular-nums whitespace-nowrap ${className}`.trim()}
      data-testid={testId}
      data-value={typeof value === 'number' ? value : undefined}
      data-unit={unit}
    >
      {formatWithUnit(value)}
    </span>
  );
}
