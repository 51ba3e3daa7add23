import type { Attempt, SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithProviders } from '../../../test/with-providers';
import { PlayerView } from './player-view';

const mocks = vi.hoisted(() => ({ submit: vi.fn() }));
vi.mock('../api/submit-attempt', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useSubmitAttempt: () => useMutation({ mutationFn: mocks.submit }) };
});
vi.mock('../../../lib/auth', () => ({ useCurrentUser: () => ({ isPremium: true, isStaff: false }) }));
vi.mock('../../../lib/platform-config', () => ({ useProductName: () => 'ApoPunkt' }));

/** A To Go module whose manufacturer's budget ran out: the intro says so before the quiz. */
const attempt = {
  id: 'a1',
  startedAt: new Date().toISOString(),
  module: {
    uuid: 'm1',
    slug: 'leeres-budget',
    name: 'Leeres Budget',
    longName: 'Leeres Budget',
    shortDescription: '',
    type: 7,
    isVisible: true,
    isNew: false,
    completed: false,
    creditable: true,
    isExhausted: true,
    visibleFrom: '2026-01-01T00:00:00.000Z',
    visibleTo: null,
    knowledgeValue: 0,
    product: null,
    thumbnail: null,
    premium: true,
    premiumValue: 2,
    coverImageSrc: null,
    footNote: null,
    legalInfo: null,
    contentUrl: null,
    sourcesPdf: null,
    thirdPartyModalData: null,
    surveyUrl: null,
    manufacturer: null,
    isVerifiedOnly: false,
    hasCertificate: false,
    questionCount: 1,
    passMarkPercent: 70,
    repeatPeriodDays: null,
    scormPackage: null,
  },
  content: {
    pages: [],
    questions: [
      {
        id: 'q1',
        text: 'Was hilft?',
        kind: 'single',
        options: [
          { id: 'q1a', text: 'Trinken' },
          { id: 'q1b', text: 'Fasten' },
        ],
      },
    ],
  },
} as unknown as Attempt;

const overdrawn: SubmissionResult = {
  passed: true,
  correct: 1,
  total: 1,
  knowledgePoints: 0,
  premiumPoints: 0,
  transactionType: 'REWOVRDRWN',
  premiumReason: 'REWOVRDRWN',
  challengeBonus: 0,
  results: [{ questionId: 'q1', correct: true, correctOptionIds: ['q1a'], explanation: 'Trinken hilft.' }],
  retryAt: null,
};

const NO_POINTS = 'Der Hersteller hat für dieses Modul keine Prämienpunkte hinterlegt.';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.clearAllMocks();
});

describe('PlayerView', () => {
  it('after a pass gives exactly one reason for 0 premium points, the server’s (issue 36)', async () => {
    mocks.submit.mockResolvedValue(overdrawn);
    render(
      <WithProviders>
        <PlayerView attempt={attempt} startAtQuiz={false} onRetry={() => undefined} retrying={false} />
      </WithProviders>,
    );
    // Before the quiz: the exhausted module's note (spec §2).
    expect(screen.getByText(NO_POINTS)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Trinken'));
    fireEvent.click(screen.getByRole('button', { name: 'Antworten absenden' }));
    expect(await screen.findByText(/Budget des Herstellers für dieses Modul ist aufgebraucht/)).toBeTruthy();
    expect(screen.getByText('+0 Prämienpunkte')).toBeTruthy();
    expect(screen.queryByText(NO_POINTS)).toBeNull();
    expect(screen.getAllByTestId('premium-reason')).toHaveLength(1);
  });
});
