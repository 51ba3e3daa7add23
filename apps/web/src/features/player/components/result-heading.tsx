import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';

interface ResultHeadingProps {
  /** The id the result section is labelled by. */
  id: string;
  passed: boolean;
  children: ReactNode;
}

/**
 * The head of a graded attempt (quiz or SCORM package): icon, "Bestanden!" or "Leider nicht
 * bestanden" (focused when it appears, so screen readers announce it) and a one-line summary.
 */
export function ResultHeading({ id, passed, children }: ResultHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Group gap="md" wrap="nowrap">
      <ThemeIcon size={56} radius="xl" color={passed ? 'teal' : 'red'} variant="light" aria-hidden="true">
        {passed ? <IconConfetti size={32} /> : <IconX size={32} />}
      </ThemeIcon>
      <Stack gap={2}>
        <Title order={2} id={id} ref={heading} tabIndex={-1}>
          {passed ? 'Bestanden!' : 'Leider nicht bestanden'}
        </Title>
        <Text>{children}</Text>
      </Stack>
    </Group>
  );
}
