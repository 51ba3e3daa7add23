import type { SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import type { ModuleDetail } from '@apopunkt/domain/schemas/learning-modules';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconConfetti, IconRefresh, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { previousPath } from '../../../lib/previous-path';
import { EarnedPoints } from '../components/earned-points';
import { formatRetryTime } from '../components/retry-note';
import { useWaitUntil } from '../hooks/use-wait-until';

interface ScormResultProps {
  result: SubmissionResult;
  module: ModuleDetail;
  onRetry: () => void;
  retrying: boolean;
}

/** The server's decision on a SCORM package: passed or not, the score, the points earned. */
export function ScormResult({ result, module, onRetry, retrying }: ScormResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const retryAt = result.retryAt ? new Date(result.retryAt) : null;
  const waiting = useWaitUntil(retryAt);
  const score = result.total === 100 ? `Dein Ergebnis: ${result.correct} %` : null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="scorm-result">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={56} radius="xl" color={result.passed ? 'teal' : 'red'} variant="light" aria-hidden="true">
            {result.passed ? <IconConfetti size={32} /> : <IconX size={32} />}
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} id="scorm-result" ref={heading} tabIndex={-1}>
              {result.passed ? 'Bestanden!' : 'Leider nicht bestanden'}
            </Title>
            <Text>
              {score ?? (result.passed ? 'Du hast das Modul abgeschlossen.' : 'Das Modul wurde nicht bestanden.')}
              {!result.passed && score && ` – zum Bestehen brauchst du ${module.passMarkPercent} %.`}
            </Text>
          </Stack>
        </Group>
        {result.passed && <EarnedPoints result={result} module={module} />}
        {!result.passed && retryAt && (
          <Text size="sm" c="dimmed">
            Einen neuen Versuch kannst du ab {formatRetryTime(retryAt)} starten.
          </Text>
        )}
        <Group>
          {!result.passed && (
            <Button
              onClick={onRetry}
              loading={retrying}
              disabled={waiting}
              leftSection={<IconRefresh size={18} aria-hidden="true" />}
            >
              Nochmal versuchen
            </Button>
          )}
          <Button
            component={Link}
            to={previousPath(paths.Home.path)}
            variant={result.passed ? 'filled' : 'default'}
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          >
            Zurück zur Übersicht
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
