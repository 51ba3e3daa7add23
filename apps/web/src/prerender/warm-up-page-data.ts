import type { ModuleForUser } from '@apopunkt/domain/schemas/learning-modules';
import type { HomePageData } from '@apopunkt/domain/schemas/member-page-worker';
import type { PlatformConfig } from '@apopunkt/domain/schemas/platform';
import type { User } from '@apopunkt/domain/schemas/users';

/**
 * A member who exists nowhere, for the worker's first render (member-page-worker.ts): the first
 * render of a fresh worker takes several times as long as the next ones (the code's first run), so
 * the worker draws this page once before it says it is ready, and the first member after a start
 * gets their page drawn within the budget. Typed with the API's answers, so a changed schema
 * changes this too.
 */
export const sampleMember: User = {
  id: 0,
  uuid: '00000000-0000-4000-8000-000000000000',
  firstName: 'Probe',
  lastName: 'Lauf',
  gender: 'FE',
  dateOfBirth: null,
  email: 'probelauf@apopunkt.invalid',
  job: 'PTA',
  jobConfirmationPendingSince: null,
  acceptedTosAt: '2026-01-01T00:00:00.000Z',
  hasAcceptedNewsletter: false,
  verificationLetterRequestedAt: null,
  is2faEnabled: false,
  isActive: true,
  isDemo: false,
  isStaff: false,
  isSuperuser: false,
  isPremium: true,
  isVerificationLetterTriggered: false,
  isEmailConfirmed: true,
  knowledgeScore: 120,
  premiumScore: 80,
  permissions: [],
  subscriptions: [],
  referrerCode: 'PROBE0',
  employee: null,
};

export const sampleConfig: PlatformConfig = {
  productName: 'ApoPunkt',
  serverVersion: 'warm-up',
  adminBackendUrl: '',
  supportEmail: 'support@apopunkt.invalid',
  sentryDsn: null,
};

function tile(row: string, index: number): ModuleForUser {
  return {
    uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    slug: `${row}-${index}`,
    name: `Probemodul ${index}`,
    shortDescription: 'Ein Modul, das es nicht gibt.',
    type: 1,
    isVisible: true,
    isNew: index === 1,
    completed: index === 2,
    creditable: true,
    isExhausted: false,
    visibleFrom: '2026-01-01T00:00:00.000Z',
    visibleTo: null,
    knowledgeValue: 10,
    longName: `Probemodul ${index}`,
    product: null,
    thumbnail: null,
    premium: index === 3,
    premiumValue: 5,
  };
}

const row = (name: string) => {
  const results = [1, 2, 3].map((index) => tile(name, index));
  return { count: results.length, next: null, previous: null, results };
};

/**
 * An unsigned token the app reads as a live session for an hour (it only decodes the payload; no
 * call is made with it while drawing).
 */
export function sampleAccessToken(now: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ exp: Math.floor(now / 1000) + 3600 })}.`;
}

/** The sample page's data, its session valid from `now` (epoch ms). */
export const warmUpPageData = (now: number): HomePageData => ({
  kind: 'home',
  access: sampleAccessToken(now),
  me: sampleMember,
  config: sampleConfig,
  quests: null,
  competitions: null,
  editorsPicks: null,
  latest: { brandNews: row('brand-news'), toGo: row('to-go'), productSales: row('product-sales') },
  popup: { popup: null },
  popupViewRecorded: false,
});
