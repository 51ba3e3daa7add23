import { MENU_TYPEAHEAD_RESET_MS } from '@apopunkt/domain/constants/limits';
import { type KeyboardEvent, useRef } from 'react';

/**
 * Type-ahead for menus (WAI-ARIA menu pattern, spec §9: reset after 350 ms): typing letters moves
 * the focus to the first item whose text starts with them. Pass the handler to `Menu.Dropdown`.
 */
export function useMenuTypeahead(resetMs = MENU_TYPEAHEAD_RESET_MS) {
  const typed = useRef('');
  const timer = useRef<number | undefined>(undefined);
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.key === ' ') return;
    window.clearTimeout(timer.current);
    typed.current += event.key.toLocaleLowerCase('de-DE');
    timer.current = window.setTimeout(() => {
      typed.current = '';
    }, resetMs);
    const items = event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]:not([data-disabled])');
    const match = Array.from(items).find((item) =>
      item.textContent?.trim().toLocaleLowerCase('de-DE').startsWith(typed.current),
    );
    match?.focus();
  };
}
