import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithProviders } from '../../../test/with-providers';
import type { Answers } from '../hooks/use-player-progress';
import { QuizForm } from './quiz-form';

const mocks = vi.hoisted(() => ({ submit: vi.fn() }));
vi.mock('../api/submit-attempt', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useSubmitAttempt: () => useMutation({ mutationFn: mocks.submit }) };
});

const questions = [
  {
    id: 'q1',
    text: 'Was hilft?',
    kind: 'single' as const,
    options: [
      { id: 'q1a', text: 'Trinken' },
      { id: 'q1b', text: 'Fasten' },
    ],
  },
  {
    id: 'q2',
    text: 'Was stimmt?',
    kind: 'multiple' as const,
    options: [
      { id: 'q2a', text: 'A' },
      { id: 'q2b', text: 'B' },
    ],
  },
];

type Consent = { title: string; text: string; partner: string } | null;

function StatefulQuiz({ consent }: { consent: Consent }) {
  const [answers, setAnswers] = useState<Answers>({});
  return (
    <QuizForm
      attemptId="a1"
      questions={questions}
      passMarkPercent={70}
      consent={consent}
      answers={answers}
      onAnswersChange={setAnswers}
      onResult={vi.fn()}
    />
  );
}

function setup(consent: Consent = null) {
  render(
    <WithProviders>
      <StatefulQuiz consent={consent} />
    </WithProviders>,
  );
}

describe('QuizForm', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('asks for every unanswered question before sending', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Antworten absenden' }));
    expect(await screen.findAllByText('Bitte wähle eine Antwort.')).toHaveLength(2);
    expect(mocks.submit).not.toHaveBeenCalled();
  });

  it('sends one answer per question, after the consent of a sponsored module', async () => {
    mocks.submit.mockResolvedValue({});
    setup({ title: 'Datenweitergabe', text: 'Wir geben Daten weiter.', partner: 'Sonnenhof' });
    fireEvent.click(screen.getByLabelText('Trinken'));
    fireEvent.click(screen.getByLabelText('B'));
    fireEvent.click(screen.getByRole('button', { name: 'Antworten absenden' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Einwilligen und absenden' }));
    await waitFor(() => expect(mocks.submit).toHaveBeenCalledTimes(1));
    expect(mocks.submit.mock.calls[0]?.[0]).toEqual({
      answers: [
        { questionId: 'q1', optionIds: ['q1a'] },
        { questionId: 'q2', optionIds: ['q2b'] },
      ],
      thirdPartyConsent: true,
    });
  });
});
