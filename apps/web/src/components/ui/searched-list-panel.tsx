import { Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';

/**
 * The framed panel of a searched, paged list: the search box (with a spinner while the list loads
 * what was typed), a line saying how many rows there are, and the list. `ref` is where a new page
 * is read from: scrolled to, it stops below the sticky header.
 */
export function SearchedListPanel({
  ref,
  search,
  status,
  children,
}: {
  ref: Ref<HTMLDivElement>;
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void; busy: boolean };
  status: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      ref={ref}
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 64px) + 8px)' }}
    >
      <Stack gap="sm">
        <TextInput
          label={search.label}
          placeholder={search.placeholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search.busy ? <Loader size="xs" aria-label="Wird geladen" /> : null}
          value={search.value}
          onChange={(event) => search.onChange(event.currentTarget.value)}
          maw={480}
        />
        <Text size="sm" c="dimmed" role="status">
          {status}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
