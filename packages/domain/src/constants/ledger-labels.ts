import type { PremiumReason, TransactionType } from './ledger';

/** German labels of the ledger's transaction types, as the points history shows them (spec §3). */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  GAMEREWARD: 'Modul abgeschlossen',
  REWREPEAT: 'Modul wiederholt abgeschlossen',
  REWOVRDRWN: 'Modul abgeschlossen – Budget des Herstellers aufgebraucht',
  REWNOPTS: 'Modul abgeschlossen – keine Prämienpunkte hinterlegt',
  PURCHASE: 'Gutschein gekauft',
  DEPOSIT: 'Einzahlung',
  SCHEDDEP: 'Geplante Einzahlung',
  TRANSFER: 'Gutschrift (Korrektur)',
  WITHDRAW: 'Abbuchung (Korrektur)',
  BREFERRER: 'Bonus für deine Empfehlung',
  BREFERRED: 'Bonus für deine Anmeldung per Empfehlung',
  BMIGRATION: 'Bonus aus der Datenübernahme',
  BCMPINST: 'Aktionscode eingelöst',
  BQUEST: 'Bonus für eine Weekly-Challenge',
  MIGTOUSER: 'Übernahme auf dein Konto',
  MIGTOMOD: 'Übernahme auf ein Modul',
};

/**
 * The one reason a passed module paid what it paid, as the result card says it (the four reward
 * types of DESIGN §5 and the two cases without a ledger entry). REWNOPTS is spec §2's text.
 */
export const REWARD_OUTCOME_TEXTS: Record<PremiumReason, string> = {
  GAMEREWARD: 'Die Prämienpunkte wurden deinem Konto gutgeschrieben.',
  REWREPEAT: 'Für die Wiederholung wurden dir erneut Prämienpunkte gutgeschrieben.',
  REWOVRDRWN:
    'Das Budget des Herstellers für dieses Modul ist aufgebraucht, deshalb gab es diesmal keine Prämienpunkte.',
  REWNOPTS: 'Der Hersteller hat für dieses Modul keine Prämienpunkte hinterlegt.',
  NOT_PREMIUM: 'Als Premium-Mitglied hättest du hierfür Prämienpunkte erhalten.',
  ALREADY_REWARDED: 'Für dieses Modul hast du die Prämienpunkte bereits erhalten.',
};

/** The weekly-challenge bonus a submission paid, on the result card. */
export const challengeBonusText = (points: number) =>
  `Bonus für die Weekly-Challenge: ${points.toLocaleString('de-DE')} Prämienpunkte.`;
