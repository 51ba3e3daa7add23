import { isProfessionalJob } from '../constants/jobs';

/**
 * Where a member stands on the way to premium (spec §1: premium is free for verified pharmacy
 * staff; §2 /become-premium). Every state has a next step (premiumNextStep).
 */
export const PREMIUM_PATH_STATES = [
  /** Premium: the premium area is the next place to go. */
  'premium',
  /** No pharmacy job (customers, no job): premium is for pharmacy staff. */
  'job',
  /** The e-mail address is not confirmed yet. */
  'email',
  /** No workplace from our list and none reported. */
  'workplace',
  /** A workplace not on our list was reported; staff check it. */
  'workplace-review',
  /** A workplace, employment not confirmed, no letter asked for yet. */
  'letter',
  /** A letter was asked for: its code confirms the employment. */
  'code',
  /** Employment confirmed, but the pharmacy itself is not verified yet; staff check it. */
  'pharmacy-review',
  /** A verified professional at a verified pharmacy who is not premium: premium is unlocked at once. */
  'unlock',
] as const;
export type PremiumPathState = (typeof PREMIUM_PATH_STATES)[number];

/** What of the user record (spec §3) decides the state. */
export interface PremiumPathUser {
  isPremium: boolean;
  job: string | null;
  isEmailConfirmed: boolean;
  verificationLetterRequestedAt: string | Date | null;
  employee: {
    isVerified: boolean;
    organisation: { isVerified: boolean } | null;
    creationRequest: unknown | null;
  } | null;
}

export function premiumPathState(user: PremiumPathUser): PremiumPathState {
  if (user.isPremium) return 'premium';
  if (!isProfessionalJob(user.job)) return 'job';
  if (!user.isEmailConfirmed) return 'email';
  const employee = user.employee;
  const organisation = employee?.organisation ?? null;
  if (!organisation) return employee?.creationRequest ? 'workplace-review' : 'workplace';
  if (!employee?.isVerified) return user.verificationLetterRequestedAt ? 'code' : 'letter';
  return organisation.isVerified ? 'unlock' : 'pharmacy-review';
}

/** The next step of a state: what the member is told and what they can do now. */
export interface PremiumNextStep {
  text: string;
  /** The button: a page to go to (route name, spec §2), or the premium unlock itself. */
  action: { label: string; to: 'Premium' | 'Account' | 'BecomePremium' | 'Contact' } | { label: string; unlock: true };
}

export const PREMIUM_NEXT_STEPS: Record<PremiumPathState, PremiumNextStep> = {
  premium: {
    text: 'Du bist Premium-Mitglied: Tausche deine Prämienpunkte gegen Gutscheine und Vorteile.',
    action: { label: 'Zu deinem Premium-Bereich', to: 'Premium' },
  },
  job: {
    text: 'Premium gibt es für Apothekenpersonal, PTA-/PKA-Schüler*innen und Pharmaziestudierende. Gib in deinem Konto deinen Apothekenberuf an.',
    action: { label: 'Beruf im Konto angeben', to: 'Account' },
  },
  email: {
    text: 'Bitte bestätige zuerst deine E-Mail-Adresse. Brauchst du einen neuen Link, schreib uns.',
    action: { label: 'Support kontaktieren', to: 'Contact' },
  },
  workplace: {
    text: 'Wähle die Apotheke, in der du arbeitest. An ihre Adresse schicken wir deinen Verifizierungsbrief.',
    action: { label: 'Arbeitsplatz wählen', to: 'BecomePremium' },
  },
  'workplace-review': {
    text: 'Wir prüfen die Arbeitsstätte, die du gemeldet hast, und melden uns bei dir. Steht deine Apotheke doch in unserer Liste, wähle sie aus.',
    action: { label: 'Arbeitsplatz wählen', to: 'BecomePremium' },
  },
  letter: {
    text: 'Fordere einen Brief mit deinem Code an die Adresse deiner Apotheke an.',
    action: { label: 'Verifizierungsbrief anfordern', to: 'BecomePremium' },
  },
  code: {
    text: 'Dein Verifizierungsbrief ist angefordert. Gib den Code aus dem Brief ein, sobald er da ist.',
    action: { label: 'Code eingeben', to: 'BecomePremium' },
  },
  'pharmacy-review': {
    text: 'Deine Anstellung ist bestätigt. Wir prüfen gerade noch deine Apotheke; danach schaltest du Premium hier frei. Dauert es zu lange, schreib uns.',
    action: { label: 'Support kontaktieren', to: 'Contact' },
  },
  unlock: {
    text: 'Deine Anstellung ist bestätigt. Schalte Premium jetzt kostenlos frei.',
    action: { label: 'Premium freischalten', unlock: true },
  },
};

export function premiumNextStep(user: PremiumPathUser): PremiumNextStep {
  return PREMIUM_NEXT_STEPS[premiumPathState(user)];
}
