import { PARSER_CONFIG_LIMITS } from '@app/contract';
import { useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { FieldError } from '../../../components/form/field-error';
import { useAppTranslation } from '../../../i18n/use-app-translation';

type TRow = { key: number; from: number | undefined; to: number | undefined };

/**
 * The pages to read, as `[from, to]` rows (1-based). Each input is named by its row's place
 * (`pages.<row>.0`, `.1`), so the contract's messages — a missing end, an end before its start, a
 * range starting before the previous one ends — land on the input at fault. No row: every page.
 */
export function PageRangesEditor({
  prefix,
  initial,
  fieldError,
}: {
  prefix: string;
  initial: readonly (readonly number[])[] | undefined;
  fieldError: (name: string) => string | undefined;
}) {
  const { t } = useAppTranslation();
  const id = useId();
  const nextKey = useRef(0);
  const [rows, setRows] = useState<TRow[]>(() =>
    (initial ?? []).map(([from, to]) => ({ key: nextKey.current++, from, to })),
  );

  function handleAdd(): void {
    setRows((current) => {
      const previousTo = current.at(-1)?.to;
      const from = previousTo === undefined ? 1 : previousTo + 1;
      return [...current, { key: nextKey.current++, from, to: undefined }];
    });
  }

  function handleRemove(key: number): void {
    setRows((current) => current.filter((row) => row.key !== key));
  }

  const listError = fieldError(`${prefix}pages`);
  return (
    <fieldset className="flex flex-col gap-2" data-testid="page-ranges">
      <legend className="text-sm font-medium text-ink">{t('knowledge:settings.pages')}</legend>
      <p className="text-xs text-ink-muted">{t('knowledge:settings.pagesHint')}</p>
      {rows.map((row, index) => {
        const fromName = `${prefix}pages.${index}.0`;
        const toName = `${prefix}pages.${index}.1`;
        const fromError = fieldError(fromName);
        const toError = fieldError(toName);
        return (
          <div key={row.key} className="flex flex-col gap-1" data-testid="page-range">
            <div className="flex flex-wrap items-center gap-2">
              <label htmlFor={`${id}-${row.key}-from`} className="text-xs text-ink-muted">
                {t('knowledge:settings.pageFrom')}
              </label>
              <input
                id={`${id}-${row.key}-from`}
                name={fromName}
                type="number"
                min={1}
                defaultValue={row.from}
                aria-invalid={fromError ? true : undefined}
                data-testid="page-range-from"
                className={`w-24 rounded-md border bg-surface px-2 py-1 text-sm text-ink ${fromError ? 'border-danger' : 'border-line-strong'}`}
              />
              <label htmlFor={`${id}-${row.key}-to`} className="text-xs text-ink-muted">
                {t('knowledge:settings.pageTo')}
              </label>
              <input
                id={`${id}-${row.key}-to`}
                name={toName}
                type="number"
                min={1}
                defaultValue={row.to}
                aria-invalid={toError ? true : undefined}
                data-testid="page-range-to"
                className={`w-24 rounded-md border bg-surface px-2 py-1 text-sm text-ink ${toError ? 'border-danger' : 'border-line-strong'}`}
              />
              <button
                type="button"
                className={buttonClass('ghost', 'px-2 py-1 text-xs')}
                onClick={() => handleRemove(row.key)}
                data-testid="page-range-remove"
              >
                {t('knowledge:settings.removeRange')}
              </button>
            </div>
            <FieldError id={`${id}-${row.key}-from-error`} message={fromError} />
            <FieldError id={`${id}-${row.key}-to-error`} message={toError} />
          </div>
        );
      })}
      <FieldError id={`${id}-error`} message={listError} />
      <div>
        <button
          type="button"
          className={buttonClass('secondary', 'px-3 py-1 text-xs')}
          onClick={handleAdd}
          disabled={rows.length >= PARSER_CONFIG_LIMITS.pageRanges}
          data-testid="page-range-add"
        >
          {t('knowledge:settings.addRange')}
        </button>
      </div>
    </fieldset>
  );
}
