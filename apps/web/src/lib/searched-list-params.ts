import { useDebouncedCallback } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The address parameters of a list's search and page, so both survive a reload and the back button. */
const SEARCH_PARAM = 'suche';
const PAGE_PARAM = 'seite';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 300;

/**
 * A paged list with a search box whose state lives in the address (`?suche=…&seite=…`): the
 * search and page to load, the text in the box (ahead of the debounced search), and `showPage`,
 * which also scrolls to `top` — the page buttons sit below the rows, the next page is read from
 * its start. A new search starts at page 1.
 */
export function useSearchedListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const page = Math.max(1, Number(params.get(PAGE_PARAM)) || 1);
  const [input, setInput] = useState(search);
  const top = useRef<HTMLDivElement>(null);

  const update = (next: { search?: string; page?: number }) => {
    const merged = new URLSearchParams(params);
    const nextSearch = next.search ?? search;
    const nextPage = next.page ?? page;
    if (nextSearch) merged.set(SEARCH_PARAM, nextSearch);
    else merged.delete(SEARCH_PARAM);
    if (nextPage > 1) merged.set(PAGE_PARAM, String(nextPage));
    else merged.delete(PAGE_PARAM);
    setParams(merged, { replace: true });
  };
  const applySearch = useDebouncedCallback(
    (value: string) => update({ search: value.trim(), page: 1 }),
    SEARCH_DELAY_MS,
  );

  return {
    search,
    page,
    input,
    top,
    typeSearch: (value: string) => {
      setInput(value);
      applySearch(value);
    },
    showPage: (next: number) => {
      update({ page: next });
      top.current?.scrollIntoView?.({ block: 'start' });
    },
  };
}
