/** One entry of a cell legend: a swatch drawn like the cells it names, its name and what it means. */
export type TLegendEntry = { kind: string; swatchClass: string; label: string; hint: string };

/** The entries of a data-sheet legend (the statements' and the revenue breakdown's), as swatches. */
export function LegendList({ entries }: { entries: readonly TLegendEntry[] }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2">
      {entries.map((entry) => (
        <li key={entry.kind} className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block h-4 w-8 rounded border border-line ${entry.swatchClass}`} />
          <span>
            <span className="font-medium text-ink">{entry.label}</span>
            {': '}
            {entry.hint}
          </span>
        </li>
      ))}
    </ul>
  );
}
