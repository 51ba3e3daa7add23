/** The company behind the portal, as printed in the footer and the imprint. */
export const COMPANY = {
  legalSuffix: 'GmbH',
  street: 'Musterstraße 12',
  zipCity: '10115 Berlin',
  phone: '+49 30 1234567-0',
  phoneHref: 'tel:+493012345670',
  serviceHours: 'Mo–Fr 9–17 Uhr',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 123456 B',
  vatId: 'DE123456789',
  managingDirectors: 'Dr. Anna Beispiel, Jonas Muster',
  privacyEmail: 'datenschutz@apopunkt.de',
} as const;
