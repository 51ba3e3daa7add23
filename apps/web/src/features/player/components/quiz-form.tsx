import type { SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import type { ModuleDetail } from '@apopunkt/domain/schemas/learning-modules';
import type { PlayerContent } from '@apopunkt/domain/schemas/module-content';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useSubmitAttempt } from '../api/submit-attempt';
import type { Answers } from '../hooks/use-player-progress';
import { ConsentModal } from './consent-modal';
import { QuizQuestion } from './quiz-question';

interface QuizFormProps {
  attemptId: string;
  questions: PlayerContent['questions'];
  passMarkPercent: number;
  consent: ModuleDetail['thirdPartyModalData'];
  answers: Answers;
  onAnswersChange: (answers: Answers) => void;
  onResult: (result: SubmissionResult) => void;
}

const UNANSWERED = 'Bitte wähle eine Antwort.';

/** The quiz: every question must be answered; sponsored modules ask for consent before sending. */
export function QuizForm(props: QuizFormProps) {
  const { questions, answers } = props;
  const submit = useSubmitAttempt(props.attemptId);
  const [showErrors, setShowErrors] = useState(false);
  const [consentOpen, setConsentOpen] = useState(false);
  const missing = questions.filter((q) => !answers[q.id]?.length).map((q) => q.id);

  const send = () => {
    setConsentOpen(false);
    const body = {
      answers: questions.map((q) => ({ questionId: q.id, optionIds: answers[q.id] ?? [] })),
      ...(props.consent ? { thirdPartyConsent: true } : {}),
    };
    submit.mutate(body, { onSuccess: props.onResult });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (missing.length > 0) {
      setShowErrors(true);
      document.querySelector<HTMLInputElement>(`[data-question="${missing[0]}"] input`)?.focus();
      return;
    }
    if (props.consent) setConsentOpen(true);
    else send();
  };

  const tooFast = isApiError(submit.error) && submit.error.status === 412;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="quiz-title">
      <form onSubmit={onSubmit} noValidate aria-labelledby="quiz-title">
        <Stack gap="xl">
          <Stack gap={4}>
            <Title order={2} id="quiz-title">
              Quiz
            </Title>
            <Text c="dimmed">
              Beantworte alle {questions.length} Fragen. Zum Bestehen brauchst du mindestens {props.passMarkPercent} %
              richtige Antworten.
            </Text>
          </Stack>
          {questions.map((question, index) => (
            <QuizQuestion
              key={question.id}
              question={question}
              number={index + 1}
              total={questions.length}
              value={answers[question.id] ?? []}
              onChange={(optionIds) => props.onAnswersChange({ ...answers, [question.id]: optionIds })}
              error={showErrors && missing.includes(question.id) ? UNANSWERED : undefined}
            />
          ))}
          {submit.isError && (
            <Alert
              color={tooFast ? 'orange' : 'red'}
              variant="light"
              icon={<IconAlertTriangle aria-hidden="true" />}
              title={tooFast ? 'Nicht so schnell' : 'Senden fehlgeschlagen'}
              role="alert"
            >
              {errorMessage(submit.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              size="md"
              loading={submit.isPending}
              leftSection={<IconSend size={18} aria-hidden="true" />}
            >
              Antworten absenden
            </Button>
          </Group>
        </Stack>
      </form>
      {props.consent && (
        <ConsentModal
          data={props.consent}
          opened={consentOpen}
          onAccept={send}
          onCancel={() => setConsentOpen(false)}
        />
      )}
    </Paper>
  );
}
