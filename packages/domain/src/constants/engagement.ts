/** Competition types (spec §3): what a participant has to do. */
export const COMPETITION_TYPES = {
  /** The share of the competition's modules passed inside its period. */
  moduleCompletion: 1,
  /** 100 % once the member is verified. */
  verification: 2,
  /** Taking part is enough. */
  noWinCondition: 3,
} as const;
export type CompetitionType = (typeof COMPETITION_TYPES)[keyof typeof COMPETITION_TYPES];
export const COMPETITION_TYPE_VALUES = [1, 2, 3] as const;

export const COMPETITION_TYPE_LABELS: Record<CompetitionType, string> = {
  1: 'Modulabschluss',
  2: 'Verifizierung',
  3: 'Ohne Gewinnbedingung',
};

/** The premium members' competition: its slug, also reached through id 142 (spec §9). */
export const PREMIUM_COMPETITION_SLUG = 'premium';

/** Popup interaction types (spec §3). */
export const POPUP_INTERACTION = { seen: 0, clicked: 1 } as const;
export type PopupInteraction = (typeof POPUP_INTERACTION)[keyof typeof POPUP_INTERACTION];

/** The most winners one draw may pick. */
export const MAX_WINNERS_PER_DRAW = 1000;
