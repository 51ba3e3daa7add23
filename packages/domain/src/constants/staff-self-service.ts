/** German texts of the rules staff cannot walk around themselves (issue 8 §3). */
export const ADMIN_USER_MESSAGES = {
  noSelfPremium: 'Du kannst dir Premium nicht selbst geben. Bitte wende dich an eine Superuserin oder einen Superuser.',
  noJobChangePending: 'Für dieses Konto wartet keine Berufsänderung auf Bestätigung.',
  noOwnCampaignCode:
    'Du kannst keinen Aktionscode einlösen, den du selbst angelegt hast. Bitte wende dich an eine Superuserin oder einen Superuser.',
} as const;
