/**
 * What "Meine Daten" (GET /v1/me/data-export, issue 37 §1, DSGVO Art. 15/20) contains: each
 * section with its German title and its columns' German labels, in the order the summary page
 * and the download show them. The API fills exactly these columns (data-export.repository);
 * what is left out on purpose is recorded in docs/decisions.md.
 */
export const DATA_EXPORT_SECTIONS = {
  profile: {
    title: 'Profil',
    columns: {
      email: 'E-Mail-Adresse',
      salutation: 'Anrede',
      firstName: 'Vorname',
      lastName: 'Nachname',
      dateOfBirth: 'Geburtsdatum',
      job: 'Beruf',
      registeredAt: 'Registriert am',
      emailConfirmedAt: 'E-Mail bestätigt am',
      termsAcceptedAt: 'Nutzungsbedingungen akzeptiert am',
      newsletter: 'Newsletter',
      premium: 'Premium',
      twoFactor: 'Zwei-Faktor-Anmeldung',
      knowledgePoints: 'Wissenspunkte',
      premiumPoints: 'Premiumpunkte',
      referrerCode: 'Dein Empfehlungscode',
      referred: 'Über eine Empfehlung registriert',
      passwordChangedAt: 'Passwort geändert am',
      jobConfirmationPendingSince: 'Berufsbestätigung offen seit',
    },
  },
  employment: {
    title: 'Arbeitsplatz',
    columns: {
      organisation: 'Arbeitsstätte',
      address: 'Adresse',
      unemployed: 'Ohne Anstellung',
      verified: 'Bestätigt',
      verifiedAt: 'Bestätigt am',
      changedAt: 'Zuletzt geändert am',
    },
  },
  organisationRequests: {
    title: 'Gemeldete Arbeitsstätten',
    columns: {
      name: 'Name',
      address: 'Adresse',
      status: 'Status',
      requestedAt: 'Gemeldet am',
      decidedAt: 'Entschieden am',
    },
  },
  verificationLetters: {
    title: 'Verifizierungsbriefe',
    columns: { status: 'Status', requestedAt: 'Angefordert am', printedAt: 'Gedruckt am', usedAt: 'Eingelöst am' },
  },
  permissions: {
    title: 'Berechtigungen',
    columns: { permission: 'Berechtigung', granted: 'Erteilt' },
  },
  subscriptions: {
    title: 'Abonnements',
    columns: { type: 'Art', manufacturer: 'Hersteller', since: 'Seit' },
  },
  points: {
    title: 'Punkteverlauf',
    columns: {
      date: 'Datum',
      type: 'Art',
      points: 'Punkte',
      module: 'Modul',
      comment: 'Hinweis',
      cancelledAt: 'Storniert am',
    },
  },
  attempts: {
    title: 'Lernversuche und Antworten',
    columns: {
      module: 'Modul',
      startedAt: 'Begonnen am',
      submittedAt: 'Abgegeben am',
      passed: 'Bestanden',
      answers: 'Antworten',
      result: 'Ergebnis',
    },
  },
  completions: {
    title: 'Abgeschlossene Module',
    columns: {
      module: 'Modul',
      firstPassedAt: 'Zuerst bestanden am',
      lastPassedAt: 'Zuletzt bestanden am',
      passes: 'Bestanden (Anzahl)',
    },
  },
  certificates: {
    title: 'Zertifikate',
    columns: {
      module: 'Modul',
      knowledgePoints: 'Wissenspunkte',
      verificationCode: 'Prüfcode',
      issuedAt: 'Ausgestellt am',
      trainingPoints: 'Fortbildungspunkte',
      chamber: 'Kammer',
    },
  },
  purchases: {
    title: 'Gutscheinkäufe',
    columns: {
      offer: 'Gutschein',
      price: 'Preis (Punkte)',
      code: 'Gutscheincode',
      boughtAt: 'Gekauft am',
      cancelledAt: 'Storniert am',
    },
  },
  campaignCodes: {
    title: 'Eingelöste Aktionscodes',
    columns: { code: 'Code', points: 'Punkte', redeemedAt: 'Eingelöst am' },
  },
  benefitRequests: {
    title: 'Angefragte Vorteile',
    columns: {
      benefit: 'Vorteil',
      message: 'Deine Nachricht',
      status: 'Status',
      note: 'Antwort',
      requestedAt: 'Angefragt am',
    },
  },
  consents: {
    title: 'Einwilligungen zur Datenweitergabe',
    columns: {
      dataSet: 'Datenweitergabe',
      textVersion: 'Textversion',
      text: 'Text der Einwilligung',
      givenAt: 'Erteilt am',
      withdrawnAt: 'Widerrufen am',
    },
  },
  teamConsents: {
    title: 'Einwilligungen: Sichtbarkeit im Team',
    columns: {
      kind: 'Einwilligung',
      granted: 'Eingewilligt',
      textVersion: 'Textversion',
      decidedAt: 'Entschieden am',
      endedAt: 'Ersetzt oder widerrufen am',
    },
  },
  ratings: {
    title: 'Bewertungen',
    columns: { module: 'Modul', stars: 'Sterne', comment: 'Kommentar', ratedAt: 'Bewertet am' },
  },
  participations: {
    title: 'Gewinnspiele',
    columns: { competition: 'Gewinnspiel', joinedAt: 'Teilgenommen am', rank: 'Gewinnerplatz' },
  },
  quests: {
    title: 'Weekly-Challenges',
    columns: { module: 'Modul', bonus: 'Bonuspunkte', completedAt: 'Geschafft am' },
  },
  contactMessages: {
    title: 'Kontaktanfragen',
    columns: { name: 'Name', email: 'E-Mail-Adresse', phone: 'Telefon', message: 'Nachricht', sentAt: 'Gesendet am' },
  },
  sessions: {
    title: 'Anmeldungen (Geräte)',
    columns: { device: 'Gerät', signedInAt: 'Angemeldet am', lastUsedAt: 'Zuletzt genutzt am', endedAt: 'Beendet am' },
  },
} as const;

export type DataExportSectionKey = keyof typeof DATA_EXPORT_SECTIONS;

export const DATA_EXPORT_SECTION_KEYS = Object.keys(DATA_EXPORT_SECTIONS) as DataExportSectionKey[];

/** The row of a section: its columns, each a plain value (dates as ISO strings). */
export type DataExportRow<K extends DataExportSectionKey> = {
  [C in keyof (typeof DATA_EXPORT_SECTIONS)[K]['columns']]: string | number | boolean | null;
};

/** The download's file name for a day (YYYY-MM-DD). */
export function dataExportFileName(day: string): string {
  return `meine-daten-${day}.json`;
}
