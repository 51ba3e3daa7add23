import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { formatNumber } from '../lib/format';

export interface CountBar {
  key: string;
  label: string;
  count: number;
  /** Marked "richtig" and drawn in the success colour (the correct answer). */
  correct?: boolean;
}

/**
 * Counts as bars, each label in full on its own line above its bar: answers are sentences, and as
 * axis labels of a chart they overlapped (issue 36 §11). Plain Mantine, no chart library.
 */
export function CountBars({ items, label }: { items: CountBar[]; label: string }) {
  const most = Math.max(1, ...items.map((item) => item.count));
  return (
    <Stack gap="sm" role="list" aria-label={label}>
      {items.map((item) => (
        <Stack key={item.key} gap={4} role="listitem">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.label}{' '}
              {item.correct && (
                <Badge size="xs" variant="light" color="teal" component="span">
                  richtig
                </Badge>
              )}
            </Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatNumber(item.count)}
            </Text>
          </Group>
          <Progress
            value={(item.count / most) * 100}
            color={item.correct ? 'teal.7' : 'apo.6'}
            size="md"
            aria-hidden="true"
          />
        </Stack>
      ))}
    </Stack>
  );
}
