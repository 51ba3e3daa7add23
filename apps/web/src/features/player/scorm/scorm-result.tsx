import type { SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import type { ModuleDetail } from '@apopunkt/domain/schemas/learning-modules';
import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { EarnedPoints } from '../components/earned-points';
import { ResultActions } from '../components/result-actions';
import { formatRetryTime } from '../components/retry-note';

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
        <ResultActions passed={result.passed} retryAt={retryAt} onRetry={onRetry} retrying={retrying} />
      </Stack>
    </Paper>
  );
}
