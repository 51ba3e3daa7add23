import { describe, expect, it } from 'vitest';
import {
  PREMIUM_NEXT_STEPS,
  PREMIUM_PATH_STATES,
  type PremiumPathState,
  type PremiumPathUser,
  premiumNextStep,
  premiumPathState,
} from './premium-path';

const pharmacy = (isVerified = true) => ({ isVerified });
const base: PremiumPathUser = {
  isPremium: false,
  job: 'PTA',
  isEmailConfirmed: true,
  verificationLetterRequestedAt: null,
  employee: { isVerified: false, organisation: pharmacy(), creationRequest: null },
};
const request = { name: 'Neue Apotheke', street: 'Weg 1', zip: '12345', city: 'Ort' };

/** Every state a member can be in, with a member in it and the button of the next step. */
const TABLE: [PremiumPathState, Partial<PremiumPathUser>, string][] = [
  [
    'premium',
    { isPremium: true, employee: { isVerified: true, organisation: pharmacy(), creationRequest: null } },
    'Zu deinem Premium-Bereich',
  ],
  ['job', { job: 'CUS' }, 'Beruf im Konto angeben'],
  ['job', { job: null, employee: null }, 'Beruf im Konto angeben'],
  ['email', { isEmailConfirmed: false }, 'Support kontaktieren'],
  ['workplace', { employee: null }, 'Arbeitsplatz wählen'],
  ['workplace', { employee: { isVerified: false, organisation: null, creationRequest: null } }, 'Arbeitsplatz wählen'],
  [
    'workplace-review',
    { employee: { isVerified: false, organisation: null, creationRequest: request } },
    'Arbeitsplatz wählen',
  ],
  ['letter', {}, 'Verifizierungsbrief anfordern'],
  ['code', { verificationLetterRequestedAt: '2026-11-20T10:00:00.000Z' }, 'Code eingeben'],
  [
    'pharmacy-review',
    { employee: { isVerified: true, organisation: pharmacy(false), creationRequest: null } },
    'Support kontaktieren',
  ],
  // The seeded team5, 10, …: verified, not premium; no letter, which they need no more.
  [
    'unlock',
    { employee: { isVerified: true, organisation: pharmacy(), creationRequest: null } },
    'Premium freischalten',
  ],
  [
    'unlock',
    {
      verificationLetterRequestedAt: '2026-11-20T10:00:00.000Z',
      employee: { isVerified: true, organisation: pharmacy(), creationRequest: null },
    },
    'Premium freischalten',
  ],
];

describe('premiumPathState and premiumNextStep (issue 36: every state has a next step)', () => {
  it.each(TABLE)('%s: %o → %s', (state, over, label) => {
    const user = { ...base, ...over };
    expect(premiumPathState(user)).toBe(state);
    expect(premiumNextStep(user).action.label).toBe(label);
  });

  it('covers every state, and no state of a verified member asks for a letter', () => {
    expect(new Set(TABLE.map(([state]) => state))).toEqual(new Set(PREMIUM_PATH_STATES));
    for (const [state, over] of TABLE) {
      if (!over.employee?.isVerified) continue;
      expect(PREMIUM_NEXT_STEPS[state].action.label, state).not.toMatch(/Brief|Code/);
    }
  });
});
