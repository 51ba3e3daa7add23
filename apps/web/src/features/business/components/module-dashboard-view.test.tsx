import type { ModuleAnalytics, ModuleStatistics, ModuleUsage } from '@apopunkt/domain/schemas/business';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../../test/with-providers';
import { ModuleDashboardView } from './module-dashboard-view';

afterEach(cleanup);
// A dashboard is a large tree for jsdom: its first render took over 5 s on a loaded two-core machine.

const reach = { count: 0, completedCount: 0, hasCostQuotaCount: 0 };
const statistics: ModuleStatistics = {
  slug: 'sonnenschutz',
  name: 'Sonnenschutz',
  type: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  product: null,
  visibleFrom: '2026-01-01T00:00:00.000Z',
  visibleTo: null,
  isVerifiedOnly: false,
  balance: 0,
  rewardsGiven: 0,
  youtubeViews: null,
  thumbnail: null,
  pharmaciesReachedReport: { count: 0, completedCount: 0 },
  combinedContactsReachedReport: { attemptsReport: reach, distinctUserReport: reach },
  reportUpdatedAt: null,
  lastCalcDuration: 0,
};
const usage: ModuleUsage = {
  usageReport: [],
  quotaDeductionReport: [],
  gamesSolvedCorrectly: 0,
  gamesSolvedIncorrectly: 0,
  reportUpdatedAt: null,
  lastCalcDuration: 0,
};
const LONG_ANSWER = 'Ein Lichtschutzfaktor von 50 schützt etwa doppelt so lange wie einer von 25, bei gleicher Menge';
const analytics: ModuleAnalytics = {
  createdAt: '2026-01-01T00:00:00.000Z',
  analyticVariant: 'all',
  reportUpdatedAt: null,
  lastCalcDuration: 0,
  reachedJobsReport: [
    { job: 'PHP', users: 7 },
    { job: 'PTA', users: '< 5' },
  ],
  reachedUsersPerZipReport: [],
  reachedPharmaciesPerZipReport: [],
  certificatesReport: { total: 0, perDay: [] },
  completionStatisticsReport: {
    perDay: [],
    questions: [
      {
        und: 'q1',
        question: 'Wie lange schützt LSF 50?',
        firstAnswerDate: '2026-02-01',
        lastAnswerDate: '2026-02-03',
        answersTotal: 5,
        correct: 3,
        answers: [
          { optionId: 'a', text: LONG_ANSWER, correct: true, count: 3 },
          { optionId: 'b', text: 'Den ganzen Tag', correct: false, count: 2 },
        ],
      },
    ],
  },
};

function renderView() {
  return render(
    <ModuleDashboardView statistics={statistics} usage={usage} analytics={analytics} ratings={null} csvPrefix="m" />,
    { wrapper: ({ children }) => <WithProviders>{children}</WithProviders> },
  );
}

describe('module dashboard (issue 36 §11)', { timeout: 20_000 }, () => {
  it('names jobs in German, never by their code', () => {
    renderView();
    expect(screen.getByRole('cell', { name: 'Apotheker*in in einer öffentlichen Apotheke' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'PHP' })).toBeNull();
  });

  it('says "noch keine Daten" instead of drawing an empty chart', () => {
    renderView();
    expect(screen.getByText('Versuche und Abschlüsse pro Tag: noch keine Daten.')).toBeTruthy();
  });

  it('writes each answer in full as text beside its count (no axis labels to overlap)', () => {
    renderView();
    const list = screen.getByRole('list', { name: 'Antwortverteilung: Wie lange schützt LSF 50?' });
    const items = list.querySelectorAll('[role="listitem"]');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain(LONG_ANSWER);
    expect(items[0]?.textContent).toContain('3');
  });

  it('keeps only the day-by-day tables in a scroll box', () => {
    const { container } = renderView();
    // Tables with rows here: jobs and answers; neither is day by day.
    expect(container.innerHTML).not.toContain('--table-max-height');
  });
});
