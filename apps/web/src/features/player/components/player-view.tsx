import type { Attempt, SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import { Button, Group, Stack } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { useState } from 'react';
import { usePlayerProgress } from '../hooks/use-player-progress';
import { ContentPager, type PagerStep } from './content-pager';
import { ExternalContent } from './external-content';
import { ModuleIntro } from './module-intro';
import { ModuleNotes } from './module-notes';
import { QuizForm } from './quiz-form';
import { QuizResult } from './quiz-result';
import { ScormContent } from './scorm-content';

interface PlayerViewProps {
  attempt: Attempt;
  startAtQuiz: boolean;
  onRetry: () => void;
  retrying: boolean;
}

/** One attempt: the content pages (and embedded content), then the quiz, then the result. */
export function PlayerView({ attempt, startAtQuiz, onRetry, retrying }: PlayerViewProps) {
  const { content } = attempt;
  const { progress, update, forget } = usePlayerProgress(attempt.id, startAtQuiz);
  const [result, setResult] = useState<SubmissionResult | null>(null);
  const module = result?.passed ? { ...attempt.module, completed: true } : attempt.module;

  const steps: PagerStep[] = content.pages.map((page) => ({ title: page.title, page }));
  if (module.contentUrl) {
    const url = module.contentUrl;
    steps.push({
      title: 'Interaktiver Inhalt',
      custom: (
        <ExternalContent
          url={url}
          title={module.name}
          done={progress.externalDone}
          onComplete={() => update({ externalDone: true })}
        />
      ),
    });
  }
  const stage = steps.length === 0 ? 'quiz' : progress.stage;

  const onResult = (graded: SubmissionResult) => {
    forget();
    setResult(graded);
  };

  if (module.scormPackage) {
    return (
      <Stack gap="xl">
        <ModuleIntro module={module} graded={result !== null} />
        <ScormContent attempt={attempt} onRetry={onRetry} retrying={retrying} onResult={setResult} />
        <ModuleNotes module={module} />
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <ModuleIntro module={module} graded={result !== null} />
      {result ? (
        <QuizResult
          result={result}
          module={module}
          questions={content.questions}
          answers={progress.answers}
          onRetry={onRetry}
          retrying={retrying}
        />
      ) : stage === 'content' ? (
        <ContentPager
          steps={steps}
          index={progress.page}
          onIndexChange={(page) => update({ page })}
          canFinish={!module.contentUrl || progress.externalDone}
          onFinish={() => update({ stage: 'quiz' })}
        />
      ) : (
        <Stack gap="md">
          {steps.length > 0 && (
            <Group>
              <Button
                variant="subtle"
                leftSection={<IconBook size={18} aria-hidden="true" />}
                onClick={() => update({ stage: 'content' })}
              >
                Inhalte nochmal ansehen
              </Button>
            </Group>
          )}
          <QuizForm
            attemptId={attempt.id}
            questions={content.questions}
            passMarkPercent={module.passMarkPercent}
            consent={module.thirdPartyModalData}
            answers={progress.answers}
            onAnswersChange={(answers) => update({ answers })}
            onResult={onResult}
          />
        </Stack>
      )}
      <ModuleNotes module={module} />
    </Stack>
  );
}
