import { type TColorScheme, ZColorSchemeSchema } from '@app/contract';
import type { ChangeEvent, ReactNode } from 'react';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { useColorScheme } from '../../theme/use-color-scheme';

/** Light, dark or the system's scheme: a three-way toggle, saved in the user's settings. */
export function ColorSchemeToggle() {
  const { t } = useAppTranslation();
  const { scheme, changeColorScheme } = useColorScheme();

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    const choice = ZColorSchemeSchema.safeParse(event.currentTarget.value);
    if (choice.success) changeColorScheme(choice.data);
  }

  return (
    <fieldset data-testid="color-scheme" className="flex items-center rounded-md border border-line bg-surface p-0.5">
      <legend className="sr-only">{t('common:colorScheme.label')}</legend>
      {SCHEMES.map((option) => (
        <label
          key={option.value}
          title={t(option.labelKey)}
          className={
            'cursor-pointer rounded p-1.5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ' +
            (scheme === option.value ? 'bg-accent-soft text-accent' : 'text-ink-muted hover:text-ink')
          }
        >
          <input
            type="radio"
            name="color_scheme"
            value={option.value}
            checked={scheme === option.value}
            onChange={handleChange}
            className="sr-only"
          />
          <span className="sr-only">{t(option.labelKey)}</span>
          <svg
            viewBox="0 0 20 20"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            aria-hidden="true"
          >
            {option.icon}
          </svg>
        </label>
      ))}
    </fieldset>
  );
}

const SCHEMES: readonly { value: TColorScheme; labelKey: `common:colorScheme.${TColorScheme}`; icon: ReactNode }[] = [
  {
    value: 'light',
    labelKey: 'common:colorScheme.light',
    icon: (
      <>
        <circle cx="10" cy="10" r="3.25" />
        <path d="M10 2.5v1.75M10 15.75v1.75M2.5 10h1.75M15.75 10h1.75M4.7 4.7l1.2 1.2M14.1 14.1l1.2 1.2M4.7 15.3l1.2-1.2M14.1 5.9l1.2-1.2" />
      </>
    ),
  },
  {
    value: 'dark',
    labelKey: 'common:colorScheme.dark',
    icon: <path d="M16 12.2A6.75 6.75 0 0 1 7.8 4a6.75 6.75 0 1 0 8.2 8.2z" />,
  },
  {
    value: 'system',
    labelKey: 'common:colorScheme.system',
    icon: (
      <>
        <rect x="2.75" y="3.75" width="14.5" height="9.5" rx="1.5" />
        <path d="M7 16.5h6M10 13.25v3.25" />
      </>
    ),
  },
];
