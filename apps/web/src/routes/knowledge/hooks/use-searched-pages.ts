import { useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../search-box';

/**
 * The state of a list searched by name a page at a time: the search as typed, its keywords once
 * typing pauses, and the page, back to the first when the search changes.
 */
export function useSearchedPages() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const keywords = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  function changeSearch(value: string): void {
    setSearch(value);
    setPage(1);
  }

  return { search, keywords, page, setPage, changeSearch };
}
