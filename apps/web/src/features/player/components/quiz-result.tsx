import type { SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import type { ModuleDetail } from '@apopunkt/domain/schemas/learning-modules';
import type { PlayerContent } from '@apopunkt/domain/schemas/module-content';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconConfetti, IconRefresh, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { previousPath } from '../../../lib/previous-path';
import type { Answers } from '../hooks/use-player-progress';
import { useWaitUntil } from '../hooks/use-wait-until';
import { EarnedPoints } from './earned-points';
import { QuestionFeedback } from './question-feedback';
import { RetryNote } from './retry-note';
import { SurveyOffer } from './survey-offer';

interface QuizResultProps {
  result: SubmissionResult;
  module: ModuleDetail;
  questions: PlayerContent['questions'];
  answers: Answers;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * The graded quiz: passed or not, the score, the points earned and each question with its
 * explanation. A failed attempt shows no solutions and when the next attempt can start.
 */
export function QuizResult({ result, module, questions, answers, onRetry, retrying }: QuizResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const byQuestion = new Map(result.results.map((r) => [r.questionId, r]));
  const retryAt = result.retryAt ? new Date(result.retryAt) : null;
  const waiting = useWaitUntil(retryAt);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="result-title">
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={56} radius="xl" color={result.passed ? 'teal' : 'red'} variant="light" aria-hidden="true">
              {result.passed ? <IconConfetti size={32} /> : <IconX size={32} />}
            </ThemeIcon>
            <Stack gap={2}>
              <Title order={2} id="result-title" ref={heading} tabIndex={-1}>
                {result.passed ? 'Bestanden!' : 'Leider nicht bestanden'}
              </Title>
              <Text>
                {result.correct} von {result.total} Fragen richtig
                {!result.passed && ` – zum Bestehen brauchst du ${module.passMarkPercent} %.`}
              </Text>
            </Stack>
          </Group>
          {result.passed && <EarnedPoints result={result} module={module} />}
          {!result.passed && <RetryNote retryAt={retryAt} />}
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
      {result.passed && module.surveyUrl && <SurveyOffer url={module.surveyUrl} moduleName={module.name} />}
      <Stack gap="sm" component="section" aria-labelledby="feedback-title">
        <Title order={2} size="h3" id="feedback-title">
          Auswertung
        </Title>
        <Stack gap="sm" component="ol" p={0} m={0}>
          {questions.map((question, index) => (
            <QuestionFeedback
              key={question.id}
              question={question}
              number={index + 1}
              result={byQuestion.get(question.id)}
              chosen={answers[question.id] ?? []}
            />
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
