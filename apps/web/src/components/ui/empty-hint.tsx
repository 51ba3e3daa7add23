import { EmptyState } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** An empty list with a short explanation (real data that happens to be empty, not a placeholder). */
export function EmptyHint({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <EmptyState
      withIndicatorBackground
      icon={<IconMoodEmpty aria-hidden="true" />}
      title={title}
      description={children}
      py="xl"
    />
  );
}
