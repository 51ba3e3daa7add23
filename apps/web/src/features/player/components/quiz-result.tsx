import type { SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import type { ModuleDetail } from '@apopunkt/domain/schemas/learning-modules';
import type { PlayerContent } from '@apopunkt/domain/schemas/module-content';
import { Paper, Stack, Title } from '@mantine/core';
import type { Answers } from '../hooks/use-player-progress';
import { EarnedPoints } from './earned-points';
import { QuestionFeedback } from './question-feedback';
import { ResultActions } from './result-actions';
import { ResultHeading } from './result-heading';
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
  const byQuestion = new Map(result.results.map((r) => [r.questionId, r]));
  const retryAt = result.retryAt ? new Date(result.retryAt) : null;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="result-title">
        <Stack gap="md">
          <ResultHeading id="result-title" passed={result.passed}>
            {result.correct} von {result.total} Fragen richtig
            {!result.passed && ` – zum Bestehen brauchst du ${module.passMarkPercent} %.`}
          </ResultHeading>
          {result.passed && <EarnedPoints result={result} module={module} />}
          {!result.passed && <RetryNote retryAt={retryAt} />}
          <ResultActions passed={result.passed} retryAt={retryAt} onRetry={onRetry} retrying={retrying} />
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
