import { type ChangeEvent, type KeyboardEvent, useId, useState } from 'react';
import { ApiError } from '../../api/errors';
import { type TTickerHitData, useTickerSearch } from '../../api/model';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useAppTranslation } from '../../i18n/use-app-translation';

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Ticker or company-name search with autocomplete: a combobox whose suggestions come from
 * `query/search_ticker`, navigable with the arrow keys, Enter and Escape.
 */
export function TickerSearch({
  selected,
  onSelect,
  label,
}: {
  selected: TTickerHitData | null;
  onSelect: (hit: TTickerHitData | null) => void;
  /** The field's label; "Ticker or company name" unless given. */
  label?: string;
}) {
  const { t } = useAppTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(selected ? labelOf(selected) : '');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const keyword = useDebouncedValue(selected ? '' : text, SEARCH_DEBOUNCE_MS);
  const search = useTickerSearch(keyword);
  const hits = search.data?.items ?? [];
  const isTyping = !selected && text.trim() !== keyword.trim();
  const showList = isOpen && !selected && text.trim().length > 0;

  function choose(hit: TTickerHitData): void {
    onSelect(hit);
    setText(labelOf(hit));
    setIsOpen(false);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    setText(event.target.value);
    setActive(0);
    setIsOpen(true);
    if (selected) onSelect(null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setIsOpen(true);
      setActive((index) => (hits.length === 0 ? 0 : (index + 1) % hits.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (hits.length === 0 ? 0 : (index - 1 + hits.length) % hits.length));
    } else if (event.key === 'Enter') {
      const hit = showList ? hits[active] : undefined;
      if (hit) {
        event.preventDefault();
        choose(hit);
      }
    } else if (event.key === 'Escape') {
      setIsOpen(false);
    }
  }

  function handleBlur(): void {
    setIsOpen(false);
  }

  function handleFocus(): void {
    setIsOpen(true);
  }

  // The server's own message when it gave one (e.g. the market data source cannot be reached).
  function searchErrorText(error: unknown): string {
    return error instanceof ApiError ? error.message : t('valuation:newModel.searchFailed');
  }

  const activeHit = showList ? hits[active] : undefined;
  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label ?? t('valuation:newModel.searchLabel')}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeHit ? `${listId}-${activeHit.ticker}` : undefined}
        placeholder={t('valuation:newModel.searchPlaceholder')}
        value={text}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
        onFocus={handleFocus}
        data-testid="ticker-search"
        className="rounded-md border border-line-strong bg-surface px-3 py-2.5 text-base text-ink"
      />
      {showList ? (
        <div
          id={listId}
          role="listbox"
          aria-label={t('valuation:newModel.suggestions')}
          className="absolute top-full right-0 left-0 z-30 mt-1 max-h-80 overflow-y-auto rounded-md border border-line bg-surface py-1 shadow-lg"
        >
          {hits.map((hit, index) => (
            <SearchOption
              key={`${hit.ticker}-${hit.cik}`}
              id={`${listId}-${hit.ticker}`}
              hit={hit}
              isActive={index === active}
              onChoose={choose}
            />
          ))}
          {hits.length === 0 ? (
            <p className="px-3 py-2 text-sm text-ink-muted" aria-live="polite">
              {isTyping || search.isFetching
                ? t('valuation:newModel.searching')
                : search.isError
                  ? searchErrorText(search.error)
                  : t('valuation:newModel.noMatches')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function SearchOption({
  id,
  hit,
  isActive,
  onChoose,
}: {
  id: string;
  hit: TTickerHitData;
  isActive: boolean;
  onChoose: (hit: TTickerHitData) => void;
}) {
  // mousedown, not click: the input's blur would close the list before a click lands.
  function handleMouseDown(event: React.MouseEvent<HTMLDivElement>): void {
    event.preventDefault();
    onChoose(hit);
  }
  return (
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={isActive}
      onMouseDown={handleMouseDown}
      data-testid={`search-option-${hit.ticker}`}
      className={`flex cursor-pointer items-baseline gap-3 px-3 py-2 text-sm ${isActive ? 'bg-accent-soft' : 'hover:bg-surface-muted'}`}
    >
      <span className="w-16 shrink-0 font-semibold text-ink">{hit.ticker}</span>
      <span className="flex-1 truncate text-ink">{hit.name}</span>
      {hit.exchange ? <span className="text-xs text-ink-muted">{hit.exchange}</span> : null}
    </div>
  );
}

function labelOf(hit: TTickerHitData): string {
  return `${hit.ticker} · ${hit.name}`;
}
