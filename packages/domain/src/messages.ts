/** German UI texts exactly as the spec shows them. `{product}` is replaced by the product name. */
export const MESSAGES = {
  becamePremium: 'Herzlichen Glückwunsch! Du bist ab jetzt {product} PREMIUM Mitglied!',
  premiumRequired: 'Für diesen Inhalt benötigst du {product} Premium.',
  alreadyPremium: 'Du hast bereits den {product} Premium Status.',
  noAccess:
    'Du kannst diesen Inhalt nicht sehen. Bitte wende dich an den Support, wenn du denkst, dass dies ein Fehler ist.',
  contactFailure: 'Es ist ein Fehler aufgetreten! Bitte versuche es erneut.',
  contactSuccess: 'Deine Nachricht wurde erfolgreich versendet!',
  invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  termsRequired: 'Bitte stimme den neuen Nutzungsbedingungen zu.',
  genericError: 'Es ist ein Fehler aufgetreten. Bitte versuche es erneut.',
  redeemAlreadyRedeemed: 'Der Aktionscode wurde bereits eingelöst.',
  redeemNoLongerValid: 'Der Aktionscode ist nicht mehr gültig.',
  redeemInvalid: 'Der Aktionscode ist ungültig.',
  redeemSuccess: 'Der Aktionscode wurde erfolgreich eingelöst.',
  redeemSuccessWithUrl: 'Eingabe erfolgreich! Du wirst jeden Moment weiter geleitet.',
  newsletterFailure: 'Es ist ein Fehler beim Abonnieren des Newsletters aufgetreten!',
  newsletterSuccess: 'Du hast den Newsletter erfolgreich abonniert!',
  newsletterConfirmMail:
    'Bitte bestätige dein Abonnement über den Link in der E-Mail, die wir dir gerade geschickt haben.',
  tooltipKnowledge: 'Wissenspunkte',
  tooltipPremium: 'Prämienpunkte',
  exhaustedModule: 'Der Hersteller hat für dieses Modul keine Prämienpunkte hinterlegt',
  rxMarker: 'verschreibungspflichtig und nur für qualifizierte Nutzer sichtbar',
  redeemTileTitle: 'Du hast einen Aktionscode?',
  redeemTileButton: 'Jetzt einlösen',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Fills `{product}` (and any other `{name}`) placeholders. */
export function formatMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
