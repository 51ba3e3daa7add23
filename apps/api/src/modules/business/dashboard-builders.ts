import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { berlinDay } from '@apopunkt/domain/rules/dates';
import {
  type AnalyticVariant,
  type CompletionStatistic,
  type ModuleAnalytics,
  type ModuleStatistics,
  type ModuleUsage,
  maskSmall,
} from '@apopunkt/domain/schemas/business';
import type { ModuleContent } from '@apopunkt/domain/schemas/module-content';
import type { ReportTotals } from '../business-reports';

/** What the builders read; the real dashboards load it from the report tables, the demo invents it. */
export interface ModuleFacts {
  slug: string;
  name: string;
  type: ModuleType;
  createdAt: Date;
  product: string | null;
  visibleFrom: Date;
  visibleTo: Date | null;
  isVerifiedOnly: boolean;
  thumbnail: string | null;
  content: ModuleContent | null;
}

export interface ReportDay {
  day: string;
  attempts: number;
  completed: number;
  newUsers: number;
  costQuota: number;
  rewards: number;
  certificates: number;
}

export interface ReportState {
  updatedAt: Date | null;
  lastCalcMs: number;
}

export interface AnalyticsInputs {
  days: ReportDay[];
  jobs: { job: string; users: number }[];
  zips: { zip2: string; users: number; pharmacies: number }[];
  questions: { questionId: string; answersTotal: number; correct: number; firstAt: Date; lastAt: Date }[];
  answers: { questionId: string; optionId: string; count: number }[];
}

export const EMPTY_TOTALS: ReportTotals = {
  attempts: 0,
  attemptsCompleted: 0,
  attemptsCostQuota: 0,
  users: 0,
  usersCompleted: 0,
  usersCostQuota: 0,
  pharmacies: 0,
  pharmaciesCompleted: 0,
  rewardsGiven: 0,
  certificates: 0,
};

/** A period's totals: the sums of its report days and its people's first reach and completion. */
export function periodTotals(
  days: ReportDay[],
  reach: Pick<ReportTotals, 'users' | 'usersCompleted' | 'usersCostQuota' | 'pharmacies' | 'pharmaciesCompleted'>,
): ReportTotals {
  const sum = (pick: (d: ReportDay) => number) => days.reduce((total, d) => total + pick(d), 0);
  return {
    ...reach,
    attempts: sum((d) => d.attempts),
    attemptsCompleted: sum((d) => d.completed),
    attemptsCostQuota: sum((d) => d.costQuota),
    rewardsGiven: sum((d) => d.rewards),
    certificates: sum((d) => d.certificates),
  };
}

export function buildStatistics(
  module: ModuleFacts,
  budget: { balance: number; rewardsGiven: number },
  totals: ReportTotals,
  state: ReportState,
): ModuleStatistics {
  return {
    slug: module.slug,
    name: module.name,
    type: module.type,
    createdAt: module.createdAt.toISOString(),
    product: module.product,
    visibleFrom: module.visibleFrom.toISOString(),
    visibleTo: module.visibleTo?.toISOString() ?? null,
    isVerifiedOnly: module.isVerifiedOnly,
    balance: budget.balance,
    rewardsGiven: budget.rewardsGiven,
    youtubeViews: null,
    thumbnail: module.thumbnail,
    pharmaciesReachedReport: { count: totals.pharmacies, completedCount: totals.pharmaciesCompleted },
    combinedContactsReachedReport: {
      attemptsReport: {
        count: totals.attempts,
        completedCount: totals.attemptsCompleted,
        hasCostQuotaCount: totals.attemptsCostQuota,
      },
      distinctUserReport: {
        count: totals.users,
        completedCount: totals.usersCompleted,
        hasCostQuotaCount: totals.usersCostQuota,
      },
    },
    reportUpdatedAt: state.updatedAt?.toISOString() ?? null,
    lastCalcDuration: state.lastCalcMs,
  };
}

export function buildUsage(days: ReportDay[], totals: ReportTotals, state: ReportState): ModuleUsage {
  return {
    usageReport: days.map((d) => ({ date: d.day, attempts: d.attempts, completed: d.completed, newUsers: d.newUsers })),
    quotaDeductionReport: days
      .filter((d) => d.costQuota > 0)
      .map((d) => ({ date: d.day, contacts: d.costQuota, value: d.rewards })),
    gamesSolvedCorrectly: totals.attemptsCompleted,
    gamesSolvedIncorrectly: totals.attempts - totals.attemptsCompleted,
    reportUpdatedAt: state.updatedAt?.toISOString() ?? null,
    lastCalcDuration: state.lastCalcMs,
  };
}

function completionStatistics(content: ModuleContent | null, inputs: AnalyticsInputs): CompletionStatistic[] {
  const questions = content?.questions ?? [];
  const byId = new Map(inputs.questions.map((q) => [q.questionId, q]));
  return questions.flatMap((question) => {
    const figures = byId.get(question.id);
    if (!figures) return [];
    return [
      {
        und: question.id,
        question: question.text,
        firstAnswerDate: berlinDay(figures.firstAt),
        lastAnswerDate: berlinDay(figures.lastAt),
        answersTotal: figures.answersTotal,
        correct: figures.correct,
        answers: question.options.map((option) => ({
          optionId: option.id,
          text: option.text,
          correct: option.correct,
          count: inputs.answers.find((a) => a.questionId === question.id && a.optionId === option.id)?.count ?? 0,
        })),
      },
    ];
  });
}

/** The analytics module with the reports of the variant; people cells under five read "< 5". */
export function buildAnalytics(
  variant: AnalyticVariant,
  module: ModuleFacts,
  totals: ReportTotals,
  state: ReportState,
  inputs: AnalyticsInputs,
): ModuleAnalytics {
  const wants = (v: AnalyticVariant) => variant === 'all' || variant === v;
  return {
    createdAt: module.createdAt.toISOString(),
    analyticVariant: variant,
    reportUpdatedAt: state.updatedAt?.toISOString() ?? null,
    lastCalcDuration: state.lastCalcMs,
    ...(wants('jobs')
      ? { reachedJobsReport: inputs.jobs.map((j) => ({ job: j.job, users: maskSmall(j.users) })) }
      : {}),
    ...(wants('postcodes')
      ? {
          reachedUsersPerZipReport: inputs.zips.map((z) => ({ zip: z.zip2, users: maskSmall(z.users) })),
          reachedPharmaciesPerZipReport: inputs.zips.map((z) => ({
            zip: z.zip2,
            // A pharmacy cell counts people too: it is masked by the people behind it.
            pharmacies: z.users < 5 ? maskSmall(z.users) : z.pharmacies,
            users: maskSmall(z.users),
          })),
        }
      : {}),
    ...(wants('certificates')
      ? {
          certificatesReport: {
            total: totals.certificates,
            perDay: inputs.days
              .filter((d) => d.certificates > 0)
              .map((d) => ({ date: d.day, certificates: d.certificates })),
          },
        }
      : {}),
    ...(wants('completions')
      ? {
          completionStatisticsReport: {
            perDay: inputs.days.map((d) => ({ date: d.day, attempts: d.attempts, completed: d.completed })),
            questions: completionStatistics(module.content, inputs),
          },
        }
      : {}),
  };
}
