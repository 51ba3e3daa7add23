import type { CompetitionDetail } from '@apopunkt/domain/schemas/competitions';

/**
 * A running module competition as GET /v1/competitions/{id} answers it (id 7) for a member who has
 * not joined: one module passed inside the period, one passed only before the start, one open.
 */
export const runningCompetition: CompetitionDetail = {
  id: 7,
  slug: null,
  name: 'Specials meistern',
  bannerImage: null,
  thumbnailImage: null,
  isActive: true,
  isSpecial: false,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  competitionType: 1,
  isOnlyForVerifiedUsers: false,
  participation: null,
  description: 'Schließe alle Module ab.',
  termsOfService: 'Teilnahme ab 18 Jahren.',
  privacyPolicy: 'Wir nutzen deine Daten nur für die Verlosung.',
  modules: [
    { name: 'Alpha', type: 10, key: 'alpha', isDone: true, passedBeforeStart: false },
    { name: 'Beta', type: 10, key: 'beta', isDone: false, passedBeforeStart: true },
    { name: 'Gamma', type: 10, key: 'gamma', isDone: false, passedBeforeStart: false },
  ],
};
