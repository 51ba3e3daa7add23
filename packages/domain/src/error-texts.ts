/**
 * German error texts of the API, one catalogue per area, referenced by every `AppError` that
 * carries them (no inline texts). Areas with their own catalogue elsewhere (REWARD_MESSAGES,
 * MESSAGES) keep it.
 */

/** Sign-in state of a request (guard, tokens). */
export const SESSION_ERRORS = {
  signInRequired: 'Bitte melde dich an.',
  sessionExpired: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
  otpRequired: 'Bitte gib den Code aus deiner Authenticator-App ein.',
  foreignOrigin: 'Diese Anfrage kommt nicht von der Seite des Portals und wurde abgelehnt.',
} as const;

/** Modules, products, manufacturers and attempts. */
export const CATALOG_ERRORS = {
  moduleNotFound: 'Dieses Modul wurde nicht gefunden.',
  moduleGroupNotFound: 'Diese Modulgruppe wurde nicht gefunden.',
  productNotFound: 'Dieses Produkt wurde nicht gefunden.',
  manufacturerNotFound: 'Dieser Hersteller wurde nicht gefunden.',
  noQuiz: 'Für dieses Modul gibt es noch kein Quiz.',
  attemptNotFound: 'Dieser Versuch wurde nicht gefunden.',
  certificateNotFound: 'Dieses Zertifikat wurde nicht gefunden.',
} as const;

/** Starting and submitting attempts (texts with figures are functions of them). */
export const ATTEMPT_ERRORS = {
  coolingDown: (wait: string) =>
    `Du hast dieses Modul zuletzt nicht bestanden. Lies dir die Erklärungen in Ruhe durch: Einen neuen Versuch kannst du in ${wait} starten.`,
  consentMissing:
    'Bitte stimme der Weitergabe deiner Angaben an den Hersteller zu, damit dein Abschluss gewertet wird.',
  tooFast: (minSeconds: number, waitSeconds: number) =>
    `Das ging zu schnell: Bitte nimm dir für dieses Modul mindestens ${minSeconds} Sekunden Zeit. Du kannst deine Antworten in ${waitSeconds} Sekunden absenden.`,
} as const;

/** The own account, workplace and verification. */
export const ACCOUNT_ERRORS = {
  workplaceOrUnemployed: 'Bitte wähle entweder eine Arbeitsstätte oder „ohne Anstellung“.',
  confirmEmailFirst: 'Bitte bestätige zuerst deine E-Mail-Adresse.',
  chooseWorkplaceFirst: 'Bitte wähle zuerst deine Arbeitsstätte in deinem Konto aus.',
  alreadyVerified: 'Deine Anstellung ist bereits bestätigt.',
  premiumNotYet:
    'Premium schaltest du frei, sobald deine Anstellung in einer geprüften Apotheke bestätigt ist. Was noch fehlt, siehst du unter „Premium werden“.',
  workplaceNotFound: 'Diese Arbeitsstätte wurde nicht gefunden.',
  organisationNotFound: 'Diese Organisation wurde nicht gefunden.',
  requestNotFound: 'Diese Anfrage wurde nicht gefunden.',
  requestDecided: 'Diese Anfrage wurde bereits bearbeitet.',
  noLettersToPrint: 'Es gibt keine Verifizierungsbriefe zum Drucken.',
} as const;

/** The ledger. */
export const LEDGER_ERRORS = {
  insufficientFunds: 'Auf dem Konto sind nicht genügend Prämienpunkte.',
  transferNotFound: 'Diese Buchung wurde nicht gefunden.',
  notCancelable: 'Diese Buchung kann nicht storniert werden.',
} as const;

/** Staff corrections of a member's premium points (issue 37 §6). */
export const POINTS_CORRECTION_ERRORS = {
  ownAccount: 'Deine eigenen Prämienpunkte kannst du nicht korrigieren.',
  overdraws: (balance: number) =>
    `Die Abbuchung ist höher als das Guthaben: Auf dem Konto sind nur ${balance.toLocaleString('de-DE')} Prämienpunkte.`,
} as const;

/** Staff user administration. */
export const ADMIN_USER_ERRORS = {
  userNotFound: 'Dieser Nutzer wurde nicht gefunden.',
  superuserOnly: 'Nur Superuser können Superuser-Konten ändern.',
  superuserMustBeStaff: 'Ein Superuser muss auch Mitarbeiter*in sein.',
  subscriptionExists: 'Der Nutzer hat dieses Abonnement bereits.',
  subscriptionNotFound: 'Dieses Abonnement wurde nicht gefunden.',
} as const;

/** Forms of the staff areas shared by several objects. */
export const STAFF_FORM_ERRORS = {
  endBeforeStart: 'Das Ende muss nach dem Beginn liegen.',
  slugTaken: 'Diese Adresse (Slug) ist schon vergeben.',
  moduleNotFound: 'Dieses Modul gibt es nicht.',
} as const;

/** Competitions, weekly challenges and popups. */
export const ENGAGEMENT_ERRORS = {
  competitionNotFound: 'Dieses Gewinnspiel gibt es nicht.',
  moduleCompetitionNeedsModule: 'Ein Modul-Gewinnspiel braucht mindestens ein Modul.',
  /** An active competition: members accept its conditions and confirm its privacy notice to join. */
  termsRequired: 'Bitte gib die Teilnahmebedingungen ein – Mitglieder akzeptieren sie, bevor sie teilnehmen.',
  privacyRequired:
    'Bitte gib die Datenschutzhinweise ein – Mitglieder bestätigen, sie gelesen zu haben, bevor sie teilnehmen.',
  drawAfterEnd: 'Die Gewinner werden erst nach dem Ende des Gewinnspiels gezogen.',
  alreadyDrawn: 'Für dieses Gewinnspiel wurden die Gewinner bereits gezogen.',
  questNotFound: 'Diese Weekly-Challenge gibt es nicht.',
  popupNotFound: 'Dieses Popup gibt es nicht.',
} as const;

/** The business area: field service, ratings. */
export const BUSINESS_ERRORS = {
  pharmacyNotFound: 'Mindestens eine Apotheke wurde nicht gefunden.',
  rateAfterPassing: 'Du kannst ein Modul bewerten, sobald du es bestanden hast.',
  viewOfOthersStaffOnly: 'Nur Mitarbeiter können die Trainingsdaten anderer ansehen.',
  notFieldService: 'Diese Person gehört nicht zum Außendienst.',
} as const;

/** Account changes that need our staff or a waiting time. */
export const ACCOUNT_CHANGE_ERRORS = {
  customerJobViaSupport:
    'Ein Wechsel in oder aus den Berufsgruppen Außendienst, Manager*in und Regionalmanager*in ist nur über unseren Support möglich.',
  letterOnlyForPharmacyStaff:
    'Die Verifizierung per Brief ist nur für Apothekenpersonal, PTA-/PKA-Schüler*innen und Pharmaziestudierende möglich.',
  letterAlreadyRequested: (nextPossibleDate: string) =>
    `Du hast bereits einen Verifizierungsbrief angefordert. Einen neuen kannst du ab dem ${nextPossibleDate} anfordern.`,
  notWithUnemployed: 'Nicht zusammen mit „ohne Anstellung“ möglich.',
  workplaceAlreadyReported:
    'Du hast bereits eine neue Arbeitsstätte gemeldet. Wir melden uns, sobald wir sie geprüft haben.',
} as const;

/** Staff work on users, organisations, letters and the ledger. */
export const STAFF_ACTION_ERRORS = {
  organisationNotVerified: 'Die Organisation ist noch nicht verifiziert. Verifiziere sie zusammen mit der Anstellung.',
  userWithoutWorkplace: 'Der Nutzer hat keine Arbeitsstätte. Gib die Organisation an, bei der er arbeitet.',
  staffRightsSuperuserOnly: 'Nur Superuser können Mitarbeiter- und Superuser-Rechte vergeben oder entziehen.',
  noSelfLockout: 'Du kannst dein eigenes Konto nicht deaktivieren und dir keine Rechte entziehen.',
  subscriptionsOnlyForCustomers:
    'Abonnements sind nur für Kund*innen (Außendienst, Manager*in und Regionalmanager*in) möglich.',
  staffAccountsNotMerged: 'Konten von Mitarbeitenden können nicht zusammengeführt werden.',
  accountAlreadyInactive: 'Eines der Konten ist bereits deaktiviert oder zusammengeführt.',
  pointsAlreadySpent: 'Die Buchung kann nicht storniert werden: Die Punkte wurden bereits ausgegeben.',
  lettersNotFound: (ids: string) => `Diese Briefe wurden nicht gefunden: ${ids}.`,
  lettersDone: (ids: string) => `Diese Briefe sind eingelöst oder ersetzt und werden nicht mehr gedruckt: ${ids}.`,
} as const;

/** Accreditations of modules and the member's Fortbildungskonto (issue 12 §8). */
export const TRAINING_POINTS_ERRORS = {
  windowOrder: 'Das Ende der Gültigkeit darf nicht vor dem Beginn liegen.',
  badDate: 'Bitte gib ein gültiges Datum an (JJJJ-MM-TT).',
  noCertificates: 'Du hast noch keine Teilnahmebescheinigungen mit Fortbildungspunkten.',
} as const;

/** The pharmacy owner's team and recommendations (issue 37 §4). */
export const TEAM_ERRORS = {
  ownersOnly: 'Das Team sehen nur Apothekeninhaber*innen, deren Anstellung in der Apotheke bestätigt ist.',
  tooManyRecommendations: (max: number) =>
    `Du hast in den letzten 24 Stunden schon ${max} Module empfohlen. Bitte versuche es später wieder.`,
} as const;

/** Data-sharing sets (Datenweitergabe) and the members' consents. */
export const THIRD_PARTY_ERRORS = {
  setNotFound: 'Diese Datenweitergabe gibt es nicht.',
  consentNotFound: 'Diese Einwilligung wurde nicht gefunden.',
  consentAlreadyWithdrawn: 'Diese Einwilligung hast du bereits widerrufen.',
} as const;

/** SCORM packages (upload, unpacking, manifest) and their completion in the player. */
export const SCORM_ERRORS = {
  missingFile: 'Bitte wähle ein SCORM-Paket (ZIP-Datei) zum Hochladen.',
  tooLarge: (maxMb: number) =>
    `Das SCORM-Paket ist zu groß. Erlaubt sind höchstens ${maxMb} MB (gepackt und entpackt).`,
  notZip: 'Bitte lade ein SCORM-Paket als ZIP-Datei hoch.',
  brokenZip: 'Die ZIP-Datei ist beschädigt oder nutzt ein nicht unterstütztes Format.',
  tooManyFiles: (max: number) => `Das SCORM-Paket enthält zu viele Dateien (höchstens ${max}).`,
  unsafePath: (path: string) => `Das SCORM-Paket enthält einen unzulässigen Dateipfad: ${path}`,
  pathConflict: (path: string) =>
    `Das SCORM-Paket enthält eine Datei und einen Ordner mit demselben Namen (oder eine Datei doppelt): ${path}`,
  nameTooLong: (path: string) => `Das SCORM-Paket enthält einen zu langen Datei- oder Ordnernamen: ${path}`,
  missingManifest: 'Im SCORM-Paket fehlt die Datei imsmanifest.xml im obersten Ordner.',
  badManifest: 'Die Datei imsmanifest.xml ist kein gültiges XML.',
  unknownVersion: 'Die SCORM-Version des Pakets wurde nicht erkannt (unterstützt: SCORM 1.2 und SCORM 2004).',
  missingLaunch: 'Im Manifest ist keine Startdatei angegeben, oder sie fehlt im Paket.',
  noPackage: 'Dieses Modul hat kein SCORM-Paket.',
  notScormModule: 'Dieses Modul wird als SCORM-Paket gespielt und nicht über das Quiz abgeschlossen.',
  wrongVersion: 'Die gemeldete SCORM-Version passt nicht zum Paket dieses Moduls.',
  notFinished: 'Das Modul ist noch nicht abgeschlossen. Bearbeite es bis zum Ende.',
} as const;
