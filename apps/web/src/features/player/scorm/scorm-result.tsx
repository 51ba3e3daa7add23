import type { SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import type { ModuleDetail } from '@apopunkt/domain/schemas/learning-modules';
import { Paper, Stack, Text } from '@mantine/core';
import { EarnedPoints } from '../components/earned-points';
import { ResultActions } from '../components/result-actions';
import { ResultHeading } from '../components/result-heading';
import { formatRetryTime } from '../components/retry-note';

interface ScormResultProps {
  result: SubmissionResult;
  module: ModuleDetail;
  onRetry: () => void;
  retrying: boolean;
}

/** The server's decision on a SCORM package: passed or not, the score, the points earned. */
export function ScormResult({ result, module, onRetry, retrying }: ScormResultProps) {
  const retryAt = result.retryAt ? new Date(result.retryAt) : null;
  const score = result.total === 100 ? `Dein Ergebnis: ${result.correct} %` : null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="scorm-result">
      <Stack gap="md">
        <ResultHeading id="scorm-result" passed={result.passed}>
          {score ?? (result.passed ? 'Du hast das Modul abgeschlossen.' : 'Das Modul wurde nicht bestanden.')}
          {!result.passed && score && ` – zum Bestehen brauchst du ${module.passMarkPercent} %.`}
        </ResultHeading>
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
