import { berlinDay } from '@apopunkt/domain/rules/dates';

/** One submitted attempt as the report job reads it. */
export interface AttemptFact {
  moduleId: number;
  userId: number;
  submittedAt: Date;
  passed: boolean;
  job: string | null;
  organisationId: number | null;
  zip: string | null;
  /** Premium points paid for this attempt (its cost quota); 0 when nothing was paid. */
  reward: number;
  hasCertificate: boolean;
  results: { questionId: string; correct: boolean }[];
  answers: { questionId: string; optionIds: string[] }[];
}

export interface UserState {
  moduleId: number;
  userId: number;
  organisationId: number | null;
  /** The job and the postcode region at the first reach, as the jobs and zips reports count them. */
  job: string;
  zip2: string | null;
  attempts: number;
  completed: boolean;
  costQuota: boolean;
  firstAt: Date;
  completedAt: Date | null;
}

export interface PharmacyState {
  moduleId: number;
  organisationId: number;
  users: number;
  completedUsers: number;
}

/** A module's report figures (report_modules): what the dashboards add up. */
export interface ReportTotals {
  attempts: number;
  attemptsCompleted: number;
  attemptsCostQuota: number;
  users: number;
  usersCompleted: number;
  usersCostQuota: number;
  pharmacies: number;
  pharmaciesCompleted: number;
  rewardsGiven: number;
  certificates: number;
}

export interface ModuleDelta extends ReportTotals {
  moduleId: number;
}

export interface DayDelta {
  moduleId: number;
  day: string;
  attempts: number;
  completed: number;
  newUsers: number;
  costQuota: number;
  rewards: number;
  certificates: number;
}

export interface QuestionDelta {
  moduleId: number;
  questionId: string;
  answersTotal: number;
  correct: number;
  firstAt: Date;
  lastAt: Date;
}

export interface ReportDeltas {
  users: UserState[];
  pharmacies: PharmacyState[];
  modules: ModuleDelta[];
  days: DayDelta[];
  zips: { moduleId: number; zip2: string; users: number; pharmacies: number }[];
  jobs: { moduleId: number; job: string; users: number }[];
  questions: QuestionDelta[];
  answers: { moduleId: number; questionId: string; optionId: string; count: number }[];
}

/** The two-digit postcode region of a German postcode, or null. */
export function zipRegion(zip: string | null): string | null {
  const match = zip?.trim().match(/^(\d{2})\d{3}$/);
  return match?.[1] ?? null;
}

function getOrAdd<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}

function moduleDelta(moduleId: number): ModuleDelta {
  return {
    moduleId,
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
}

/**
 * Folds a batch of submitted attempts into report deltas, given the current per-user and
 * per-pharmacy state of the affected pairs (missing pairs are new). Pure: the job reads the
 * state, calls this and writes the answer, all in one transaction under the job's lock.
 */
export function foldAttempts(
  facts: readonly AttemptFact[],
  existingUsers: readonly UserState[],
  existingPharmacies: readonly PharmacyState[],
): ReportDeltas {
  const users = new Map(existingUsers.map((u) => [`${u.moduleId}:${u.userId}`, { ...u }]));
  const pharmacies = new Map(existingPharmacies.map((p) => [`${p.moduleId}:${p.organisationId}`, { ...p }]));
  const touchedUsers = new Set<string>();
  const touchedPharmacies = new Set<string>();
  const modules = new Map<number, ModuleDelta>();
  const days = new Map<string, DayDelta>();
  const zips = new Map<string, { moduleId: number; zip2: string; users: number; pharmacies: number }>();
  const jobs = new Map<string, { moduleId: number; job: string; users: number }>();
  const questions = new Map<string, QuestionDelta>();
  const answers = new Map<string, { moduleId: number; questionId: string; optionId: string; count: number }>();

  const sorted = [...facts].sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());
  for (const fact of sorted) {
    const { moduleId, submittedAt: at } = fact;
    const m = getOrAdd(modules, moduleId, () => moduleDelta(moduleId));
    const dayKey = berlinDay(at);
    const d = getOrAdd(days, `${moduleId}:${dayKey}`, () => ({
      moduleId,
      day: dayKey,
      attempts: 0,
      completed: 0,
      newUsers: 0,
      costQuota: 0,
      rewards: 0,
      certificates: 0,
    }));
    const paid = fact.reward > 0;
    m.attempts += 1;
    d.attempts += 1;
    if (fact.passed) {
      m.attemptsCompleted += 1;
      d.completed += 1;
    }
    if (paid) {
      m.attemptsCostQuota += 1;
      m.rewardsGiven += fact.reward;
      d.costQuota += 1;
      d.rewards += fact.reward;
    }

    const userKey = `${moduleId}:${fact.userId}`;
    touchedUsers.add(userKey);
    let user = users.get(userKey);
    const zip2 = zipRegion(fact.zip);
    const job = fact.job ?? 'OHNE';
    if (!user) {
      user = {
        moduleId,
        userId: fact.userId,
        organisationId: fact.organisationId,
        job,
        zip2,
        attempts: 0,
        completed: false,
        costQuota: false,
        firstAt: at,
        completedAt: null,
      };
      users.set(userKey, user);
      m.users += 1;
      d.newUsers += 1;
      getOrAdd(jobs, `${moduleId}:${job}`, () => ({ moduleId, job, users: 0 })).users += 1;
      const zipCell = zip2
        ? getOrAdd(zips, `${moduleId}:${zip2}`, () => ({ moduleId, zip2, users: 0, pharmacies: 0 }))
        : null;
      if (zipCell) zipCell.users += 1;
      if (fact.organisationId !== null) {
        const pharmacyKey = `${moduleId}:${fact.organisationId}`;
        touchedPharmacies.add(pharmacyKey);
        const pharmacy = getOrAdd(pharmacies, pharmacyKey, () => {
          m.pharmacies += 1;
          if (zipCell) zipCell.pharmacies += 1;
          return { moduleId, organisationId: fact.organisationId as number, users: 0, completedUsers: 0 };
        });
        pharmacy.users += 1;
      }
    }
    user.attempts += 1;
    if (fact.passed && !user.completed) {
      user.completed = true;
      user.completedAt = at;
      m.usersCompleted += 1;
      if (fact.hasCertificate) {
        m.certificates += 1;
        d.certificates += 1;
      }
      if (user.organisationId !== null) {
        const pharmacyKey = `${moduleId}:${user.organisationId}`;
        const pharmacy = pharmacies.get(pharmacyKey);
        if (pharmacy) {
          touchedPharmacies.add(pharmacyKey);
          if (pharmacy.completedUsers === 0) m.pharmaciesCompleted += 1;
          pharmacy.completedUsers += 1;
        }
      }
    }
    if (paid && !user.costQuota) {
      user.costQuota = true;
      m.usersCostQuota += 1;
    }

    for (const result of fact.results) {
      const q = getOrAdd(questions, `${moduleId}:${result.questionId}`, () => ({
        moduleId,
        questionId: result.questionId,
        answersTotal: 0,
        correct: 0,
        firstAt: at,
        lastAt: at,
      }));
      q.answersTotal += 1;
      if (result.correct) q.correct += 1;
      q.lastAt = at;
    }
    for (const answer of fact.answers) {
      for (const optionId of new Set(answer.optionIds)) {
        const key = `${moduleId}:${answer.questionId}:${optionId}`;
        getOrAdd(answers, key, () => ({ moduleId, questionId: answer.questionId, optionId, count: 0 })).count += 1;
      }
    }
  }

  return {
    users: [...touchedUsers].map((k) => users.get(k) as UserState),
    pharmacies: [...touchedPharmacies].map((k) => pharmacies.get(k) as PharmacyState),
    modules: [...modules.values()],
    days: [...days.values()],
    zips: [...zips.values()],
    jobs: [...jobs.values()],
    questions: [...questions.values()],
    answers: [...answers.values()],
  };
}
