import { ActionIcon, Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import classes from './search-trigger.module.css';

const SEARCH_HINT = 'Module, Produkte, Hersteller suchen';
const SHORTCUT = 'Strg K';

/** Looks like a search field and opens the search overlay (spec §2; also Ctrl+K / Meta+K). */
export function SearchTrigger() {
  // Bound here rather than on the overlay, which loads after the first paint.
  useHotkeys([['mod+K', () => spotlight.open()]], []);
  return (
    <>
      <UnstyledButton
        className={classes.trigger}
        onClick={spotlight.open}
        // No aria-label: its name is what it shows (WCAG 2.5.3 label in name), the hint and the shortcut.
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        visibleFrom="sm"
      >
        <Group gap="xs" wrap="nowrap">
          <IconSearch size={16} aria-hidden="true" />
          <Text size="sm" c="dimmed" flex={1} truncate>
            {SEARCH_HINT}
          </Text>
          <Kbd size="xs">{SHORTCUT}</Kbd>
        </Group>
      </UnstyledButton>
      <ActionIcon
        variant="subtle"
        size="lg"
        onClick={spotlight.open}
        aria-label="Suche öffnen"
        aria-haspopup="dialog"
        hiddenFrom="sm"
      >
        <IconSearch size={20} />
      </ActionIcon>
    </>
  );
}
