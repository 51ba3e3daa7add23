import { berlinDay } from '@apopunkt/domain/rules/dates';
import { summariseRatings } from '@apopunkt/domain/rules/ratings';
import type { DemoDashboard } from '@apopunkt/domain/schemas/business';
import type { ReportTotals } from '../business-reports';
import {
  type AnalyticsInputs,
  buildAnalytics,
  buildStatistics,
  buildUsage,
  type ModuleFacts,
  type ReportDay,
} from './dashboard-builders';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS = 90;

/** A fixed-seed generator: the demo shows the same believable figures on every call. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const DEMO_MODULE: Omit<ModuleFacts, 'createdAt' | 'visibleFrom'> = {
  slug: 'demo-dashboard',
  name: 'Demo-Modul: Sonnenschutz in der Beratung',
  type: 3,
  product: 'Demo-Produkt Sonnenmilch LSF 50',
  visibleTo: null,
  isVerifiedOnly: false,
  thumbnail: null,
  content: {
    pages: [{ kind: 'text', title: 'Demo', body: 'Synthetischer Inhalt.' }],
    questions: [
      {
        id: 'demo-q1',
        text: 'Wie viel Sonnenschutz braucht ein Erwachsener für den ganzen Körper?',
        kind: 'single',
        explanation: '',
        options: [
          { id: 'demo-q1a', text: 'Etwa einen Teelöffel', correct: false },
          { id: 'demo-q1b', text: 'Etwa sieben Teelöffel', correct: true },
          { id: 'demo-q1c', text: 'Eine ganze Flasche', correct: false },
        ],
      },
      {
        id: 'demo-q2',
        text: 'Was gehört zu einer guten Sonnenschutz-Beratung?',
        kind: 'multiple',
        explanation: '',
        options: [
          { id: 'demo-q2a', text: 'Nach dem Hauttyp fragen', correct: true },
          { id: 'demo-q2b', text: 'Auf Nachcremen hinweisen', correct: true },
          { id: 'demo-q2c', text: 'Nur Kinder beraten', correct: false },
        ],
      },
    ],
    passMarkPercent: 70,
  },
};

const JOBS = ['PTA', 'PKA', 'PHP', 'PHO', 'STU', 'PIP'];
const JOB_WEIGHTS = [0.46, 0.2, 0.17, 0.08, 0.06, 0.03];

/**
 * `GET /v1/business/demo-dashboard`: a synthetic module with invented but believable figures,
 * built with the same builders as the real dashboards and clearly marked as a demo. It never
 * reads real data, so it cannot mix with real figures.
 */
export function getDemoDashboard(now: Date): DemoDashboard {
  const random = seeded(4711);
  const start = new Date(now.getTime() - DAYS * DAY_MS);
  const module: ModuleFacts = { ...DEMO_MODULE, createdAt: start, visibleFrom: start };
  const days: ReportDay[] = [];
  for (let i = 0; i < DAYS; i++) {
    const wave = 1 + Math.sin(i / 9) * 0.4;
    const attempts = Math.round((28 + random() * 30) * wave * (i < 10 ? 1.8 : 1));
    const completed = Math.round(attempts * (0.72 + random() * 0.15));
    const costQuota = Math.round(completed * 0.8);
    days.push({
      day: berlinDay(new Date(start.getTime() + i * DAY_MS)),
      attempts,
      completed,
      newUsers: Math.round(attempts * 0.82),
      costQuota,
      rewards: costQuota * 6,
      certificates: Math.round(completed * 0.6),
    });
  }
  const sum = (pick: (d: ReportDay) => number) => days.reduce((total, d) => total + pick(d), 0);
  const users = sum((d) => d.newUsers);
  const totals: ReportTotals = {
    attempts: sum((d) => d.attempts),
    attemptsCompleted: sum((d) => d.completed),
    attemptsCostQuota: sum((d) => d.costQuota),
    users,
    usersCompleted: Math.round(users * 0.86),
    usersCostQuota: sum((d) => d.costQuota),
    pharmacies: Math.round(users / 2.6),
    pharmaciesCompleted: Math.round(users / 2.9),
    rewardsGiven: sum((d) => d.rewards),
    certificates: sum((d) => d.certificates),
  };
  const zips = Array.from({ length: 100 }, (_, k) => String(k).padStart(2, '0'))
    .filter((zip2) => zip2 !== '00' && zip2 !== '05' && zip2 !== '43' && zip2 !== '62')
    .map((zip2) => {
      const zipUsers = Math.round(random() ** 1.6 * 140);
      return { zip2, users: zipUsers, pharmacies: Math.max(1, Math.round(zipUsers / 2.6)) };
    });
  const questionTotal = totals.attempts;
  const inputs: AnalyticsInputs = {
    days,
    jobs: JOBS.map((job, k) => ({ job, users: Math.round(users * (JOB_WEIGHTS[k] ?? 0)) })),
    zips,
    questions: ['demo-q1', 'demo-q2'].map((questionId, k) => ({
      questionId,
      answersTotal: questionTotal,
      correct: Math.round(questionTotal * (k === 0 ? 0.81 : 0.68)),
      firstAt: start,
      lastAt: now,
    })),
    answers: [
      { questionId: 'demo-q1', optionId: 'demo-q1a', count: Math.round(questionTotal * 0.12) },
      { questionId: 'demo-q1', optionId: 'demo-q1b', count: Math.round(questionTotal * 0.81) },
      { questionId: 'demo-q1', optionId: 'demo-q1c', count: Math.round(questionTotal * 0.07) },
      { questionId: 'demo-q2', optionId: 'demo-q2a', count: Math.round(questionTotal * 0.84) },
      { questionId: 'demo-q2', optionId: 'demo-q2b', count: Math.round(questionTotal * 0.77) },
      { questionId: 'demo-q2', optionId: 'demo-q2c', count: Math.round(questionTotal * 0.14) },
    ],
  };
  const state = { updatedAt: now, lastCalcMs: 42 };
  return {
    isDemo: true,
    notice: 'Demo: Alle Zahlen auf dieser Seite sind erfunden und dienen nur zur Veranschaulichung.',
    statistics: buildStatistics(module, { balance: 18_000, rewardsGiven: totals.rewardsGiven }, totals, state),
    usage: buildUsage(days, totals, state),
    analytics: buildAnalytics('all', module, totals, state, inputs),
    ratings: summariseRatings(
      [
        { stars: 5, count: 212 },
        { stars: 4, count: 131 },
        { stars: 3, count: 38 },
        { stars: 2, count: 9 },
        { stars: 1, count: 4 },
      ],
      [
        { stars: 5, comment: 'Sehr praxisnah, direkt am HV-Tisch anwendbar.', updatedAt: now.toISOString() },
        {
          stars: 4,
          comment: 'Gute Übersicht, gerne mehr zu Kindern.',
          updatedAt: new Date(now.getTime() - 3 * DAY_MS).toISOString(),
        },
      ],
    ),
  };
}
