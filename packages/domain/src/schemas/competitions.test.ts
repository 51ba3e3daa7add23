import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_ERRORS } from '../error-texts';
import { createCompetitionBodySchema, missingConfirmedTexts } from './competitions';

const body = {
  name: 'Verlosung',
  competitionType: 3,
  startsAt: '2026-12-01T00:00:00Z',
  endsAt: '2026-12-31T00:00:00Z',
  termsOfService: 'Teilnahme ab 18 Jahren.',
  privacyPolicy: 'Wir nutzen deine Daten nur für die Verlosung.',
};

describe('the texts members confirm when joining (issue 36)', () => {
  it('an active competition needs the conditions and the privacy notice', () => {
    expect(createCompetitionBodySchema.safeParse(body).success).toBe(true);
    const issues = createCompetitionBodySchema.safeParse({ ...body, privacyPolicy: '  ' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['privacyPolicy'], ENGAGEMENT_ERRORS.privacyRequired],
    ]);
    const { termsOfService: _terms, privacyPolicy: _privacy, ...bare } = body;
    expect((createCompetitionBodySchema.safeParse(bare).error?.issues ?? []).map((issue) => issue.path[0])).toEqual([
      'termsOfService',
      'privacyPolicy',
    ]);
  });

  it('a draft (not active) may be saved without them', () => {
    expect(createCompetitionBodySchema.safeParse({ ...body, privacyPolicy: '', isActive: false }).success).toBe(true);
    expect(missingConfirmedTexts({ isActive: false, termsOfService: '', privacyPolicy: '' })).toEqual([]);
  });
});
