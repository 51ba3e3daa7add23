import '@mantine/spotlight/styles.layer.css';
import { SEARCH_MIN_LENGTH } from '@apopunkt/domain/constants/limits';
import { Loader } from '@mantine/core';
import { Spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSearchPortal } from '../api/search-portal';
import { SearchResults } from './search-results';

function hasHits(result: { products: unknown[]; modules: unknown[]; manufacturers: unknown[] } | null): boolean {
  return !!result && result.products.length + result.modules.length + result.manufacturers.length > 0;
}

/** The search overlay (spec §2, §4): opened by the header field and toggled by Ctrl+K / Meta+K. */
export function SearchOverlay({ disabled = false }: { disabled?: boolean }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const search = useSearchPortal(query);
  let empty = '';
  if (!search.active) empty = `Gib mindestens ${SEARCH_MIN_LENGTH} Zeichen ein.`;
  else if (search.failed) empty = 'Die Suche ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.';
  else if (!search.pending && !hasHits(search.result)) empty = 'Keine Treffer';

  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      // Ctrl+K / Meta+K is bound by the header's search trigger, which is there from the first paint.
      shortcut={null}
      tagsToIgnore={[]}
      disabled={disabled}
      scrollable
      maxHeight={420}
    >
      <Spotlight.Search
        placeholder="Module, Produkte, Hersteller suchen …"
        aria-label="Suche"
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        rightSection={search.pending ? <Loader size="xs" /> : null}
      />
      <Spotlight.ActionsList aria-live="polite">
        {search.result && <SearchResults result={search.result} onOpen={(href) => navigate(href)} />}
        {empty && <Spotlight.Empty>{empty}</Spotlight.Empty>}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
