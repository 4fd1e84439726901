import type { ParseKeys } from 'i18next';
import type { NAMESPACES } from '../../../i18n/resources';
import { useAppTranslation } from '../../../i18n/use-app-translation';

/** A translation key of any of the app's namespaces (`valuation:sheet.legend.reported`). */
type TAppKey = ParseKeys<typeof NAMESPACES>;

/** One entry of a cell legend: the kind of cell it names, and the keys of its name and meaning. */
export type TLegendEntry<TKind extends string> = { kind: TKind; label: TAppKey; hint: TAppKey };

/**
 * The entries of a data-sheet legend (the statements' and the revenue breakdown's): a swatch drawn
 * like the cells it names (`styles`), its name and what it means.
 */
export function LegendList<TKind extends string>({
  legend,
  styles,
}: {
  legend: readonly TLegendEntry<TKind>[];
  styles: Record<TKind, string>;
}) {
  const { t } = useAppTranslation();
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2">
      {legend.map((entry) => (
        <li key={entry.kind} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`inline-block h-4 w-8 rounded border border-line ${styles[entry.kind]}`}
          />
          <span>
            <span className="font-medium text-ink">{t(entry.label)}</span>
            {': '}
            {t(entry.hint)}
          </span>
        </li>
      ))}
    </ul>
  );
}
