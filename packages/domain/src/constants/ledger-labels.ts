import type { RewardTransactionType, TransactionType } from './ledger';

/** German labels of the ledger's transaction types, as the points history shows them (spec §3). */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  GAMEREWARD: 'Modul abgeschlossen',
  REWREPEAT: 'Modul wiederholt abgeschlossen',
  REWOVRDRWN: 'Modul abgeschlossen – Budget des Herstellers aufgebraucht',
  REWNOPTS: 'Modul abgeschlossen – keine Prämienpunkte hinterlegt',
  PURCHASE: 'Gutschein gekauft',
  DEPOSIT: 'Einzahlung',
  SCHEDDEP: 'Geplante Einzahlung',
  TRANSFER: 'Umbuchung',
  WITHDRAW: 'Abbuchung',
  BREFERRER: 'Bonus für deine Empfehlung',
  BREFERRED: 'Bonus für deine Anmeldung per Empfehlung',
  BMIGRATION: 'Bonus aus der Datenübernahme',
  BCMPINST: 'Aktionscode eingelöst',
  BQUEST: 'Bonus für eine Weekly-Challenge',
  MIGTOUSER: 'Übernahme auf dein Konto',
  MIGTOMOD: 'Übernahme auf ein Modul',
};

/** What a passed module's reward row means for the player (the four reward types of DESIGN §5). */
export const REWARD_OUTCOME_TEXTS: Record<RewardTransactionType, string> = {
  GAMEREWARD: 'Die Prämienpunkte wurden deinem Konto gutgeschrieben.',
  REWREPEAT: 'Für die Wiederholung wurden dir erneut Prämienpunkte gutgeschrieben.',
  REWOVRDRWN:
    'Das Budget des Herstellers für dieses Modul ist aufgebraucht, deshalb gab es diesmal keine Prämienpunkte.',
  REWNOPTS: 'Der Hersteller hat für dieses Modul keine Prämienpunkte hinterlegt.',
};
