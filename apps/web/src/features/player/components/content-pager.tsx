import type { ContentPage as Page } from '@apopunkt/domain/schemas/module-content';
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { ContentPage } from './content-page';

export interface PagerStep {
  title: string;
  page?: Page;
  /** Rendered instead of a content page (the embedded external content). */
  custom?: ReactNode;
}

interface ContentPagerProps {
  steps: PagerStep[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Leaves the last page towards the quiz; false while the embedded content is not finished. */
  canFinish: boolean;
  onFinish: () => void;
}

/** The module's pages one at a time, with progress, back and next; focus moves to each new page's heading. */
export function ContentPager({ steps, index, onIndexChange, canFinish, onFinish }: ContentPagerProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const current = Math.min(index, steps.length - 1);
  const step = steps[current];
  const last = current === steps.length - 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page index is what moves the focus
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [current]);

  const go = (next: number) => {
    moved.current = true;
    onIndexChange(next);
  };

  if (!step) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="player-page">
      <Stack gap="lg">
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            Seite {current + 1} von {steps.length}
          </Text>
          <Progress value={((current + 1) / steps.length) * 100} size="sm" aria-hidden="true" />
          <Title order={2} id="player-page" ref={heading} tabIndex={-1} style={{ scrollMarginTop: 96 }}>
            {step.title}
          </Title>
        </Stack>
        {step.custom ?? (step.page && <ContentPage page={step.page} />)}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
            onClick={() => go(current - 1)}
            disabled={current === 0}
          >
            Zurück
          </Button>
          {last ? (
            <Button
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
              onClick={onFinish}
              disabled={!canFinish}
            >
              Weiter zum Quiz
            </Button>
          ) : (
            <Button rightSection={<IconArrowRight size={18} aria-hidden="true" />} onClick={() => go(current + 1)}>
              Weiter
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
