import type { SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import type { ModuleDetail } from '@apopunkt/domain/schemas/learning-modules';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signInForTest } from '../../../test/signed-in';
import { WithProviders } from '../../../test/with-providers';
import { QuizResult } from './quiz-result';

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
];
const module = {
  name: 'Testmodul',
  passMarkPercent: 70,
  surveyUrl: null,
  premiumValue: 0,
  knowledgeValue: 0,
} as unknown as ModuleDetail;
const graded = (passed: boolean, extra: Partial<SubmissionResult>): SubmissionResult => ({
  passed,
  correct: passed ? 1 : 0,
  total: 1,
  knowledgePoints: 0,
  premiumPoints: 0,
  transactionType: null,
  premiumReason: null,
  challengeBonus: 0,
  retryAt: null,
  results: [{ questionId: 'q1', correct: passed, explanation: 'Trinken hilft.' }],
  ...extra,
});

function show(result: SubmissionResult) {
  render(
    <WithProviders>
      <QuizResult
        result={result}
        module={module}
        questions={questions}
        answers={{ q1: ['q1b'] }}
        onRetry={() => undefined}
        retrying={false}
      />
    </WithProviders>,
  );
}

afterEach(cleanup);

describe('QuizResult', () => {
  it('after a failure shows the explanation and the own choice, never the right option, and the wait', () => {
    const retryAt = new Date(Date.now() + 10 * 60 * 1000);
    show(graded(false, { retryAt: retryAt.toISOString() }));
    expect(screen.getByText(/Trinken hilft\./)).toBeTruthy();
    expect(screen.queryByText(/richtige Antwort|deine Antwort, falsch/)).toBeNull();
    expect(screen.getByText('(deine Antwort)')).toBeTruthy();
    expect(screen.getByText(/Einen neuen Versuch kannst du ab \d\d:\d\d Uhr starten\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Nochmal versuchen/ }).hasAttribute('disabled')).toBe(true);
  });

  it('after a pass counts the weekly-challenge bonus in and says why the module paid nothing, once (issue 36)', () => {
    show(graded(true, { premiumReason: 'ALREADY_REWARDED', challengeBonus: 25 }));
    expect(screen.getByText('+25 Prämienpunkte')).toBeTruthy();
    expect(screen.getByText('Bonus für die Weekly-Challenge: 25 Prämienpunkte.')).toBeTruthy();
    expect(screen.getByTestId('premium-reason').textContent).toBe(
      'Modul: 0 Prämienpunkte. Für dieses Modul hast du die Prämienpunkte bereits erhalten.',
    );
  });

  it('after a pass of a member who is not premium names that reason only', () => {
    signInForTest({ job: 'PTA', isPremium: false });
    show(graded(true, { premiumReason: 'NOT_PREMIUM' }));
    expect(screen.getByText('+0 Prämienpunkte')).toBeTruthy();
    expect(screen.getAllByTestId('premium-reason')).toHaveLength(1);
    expect(screen.getByTestId('premium-reason').textContent).toContain(
      'Als Premium-Mitglied hättest du hierfür Prämienpunkte erhalten.',
    );
    expect(screen.getByRole('link', { name: 'Jetzt kostenlos Premium werden' })).toBeTruthy();
  });

  it('offers no premium to a manager, who can never become premium (issue 36 §9)', () => {
    signInForTest({ job: 'CUS', isPremium: false });
    show(graded(true, { premiumReason: 'NOT_PREMIUM' }));
    expect(screen.getAllByTestId('premium-reason')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Jetzt kostenlos Premium werden' })).toBeNull();
  });

  it('after a pass marks the right options', () => {
    show(
      graded(true, { results: [{ questionId: 'q1', correct: false, correctOptionIds: ['q1a'], explanation: 'x' }] }),
    );
    expect(screen.getByText('(richtige Antwort)')).toBeTruthy();
    expect(screen.getByText('(deine Antwort, falsch)')).toBeTruthy();
  });
});
