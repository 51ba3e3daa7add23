import { Anchor } from '@mantine/core';
import { COMPANY } from '../../config/contact-details';
import { usePlatformConfig } from '../../lib/platform-config';
import { LegalPage } from './legal-page';

/** Datenschutzerklärung (Art. 13 DSGVO). */
export function Component() {
  const { productName } = usePlatformConfig();
  const company = `${productName} ${COMPANY.legalSuffix}`;
  const privacyMail = <Anchor href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</Anchor>;
  return (
    <LegalPage
      title="Datenschutz"
      updated="1. Oktober 2026"
      lead={`Der Schutz deiner Daten ist uns wichtig. Hier erfährst du, welche Daten ${productName} verarbeitet, wozu und welche Rechte du hast.`}
      sections={[
        {
          heading: 'Verantwortlicher',
          body: (
            <p>
              {company}, {COMPANY.street}, {COMPANY.zipCity}. Unseren Datenschutzbeauftragten erreichst du unter{' '}
              {privacyMail}.
            </p>
          ),
        },
        {
          heading: 'Welche Daten wir verarbeiten',
          body: (
            <ul>
              <li>Kontodaten: Anrede, Vor- und Nachname, Geburtsdatum, E-Mail-Adresse, Beruf und Arbeitsplatz.</li>
              <li>
                Nutzungsdaten: bearbeitete Module, Antworten, Wissens- und Prämienpunkte, Zertifikate, Gutscheine.
              </li>
              <li>Technische Daten: IP-Adresse, Zeitpunkt und Art der Anfrage in Server-Protokollen.</li>
              <li>Angaben, die du uns über das Kontaktformular oder per E-Mail schickst.</li>
            </ul>
          ),
        },
        {
          heading: 'Zwecke und Rechtsgrundlagen',
          body: (
            <ul>
              <li>Bereitstellung deines Kontos, der Lernmodule, Punkte und Prämien (Art. 6 Abs. 1 lit. b DSGVO).</li>
              <li>Newsletter und Weitergabe an Hersteller nur mit deiner Einwilligung (Art. 6 Abs. 1 lit. a DSGVO).</li>
              <li>Sicherheit des Angebots und Abwehr von Missbrauch (Art. 6 Abs. 1 lit. f DSGVO).</li>
              <li>Aufbewahrungspflichten, etwa für Buchungen im Gutschein-Shop (Art. 6 Abs. 1 lit. c DSGVO).</li>
            </ul>
          ),
        },
        {
          heading: 'Verifizierung deiner Apotheke',
          body: (
            <p>
              Für Premium bestätigen wir deinen Arbeitsplatz mit einem Code, den wir per Brief an die Adresse deiner
              Apotheke schicken. Dafür verarbeiten wir Name und Anschrift der Apotheke sowie deinen Namen.
            </p>
          ),
        },
        {
          heading: 'Hersteller und Auswertungen',
          body: (
            <p>
              Hersteller, deren Module du bearbeitest, erhalten Reichweiten-Auswertungen nur in zusammengefasster Form
              (zum Beispiel nach Beruf oder Postleitzahlgebiet) ohne deinen Namen. Personenbezogene Daten geben wir nur
              weiter, wenn du vorher ausdrücklich eingewilligt hast; die Einwilligung kannst du jederzeit widerrufen.
            </p>
          ),
        },
        {
          heading: 'Newsletter',
          body: (
            <p>
              Für den Newsletter nutzen wir das Double-Opt-in-Verfahren: Erst nach dem Klick auf den Link in unserer
              Bestätigungs-E-Mail erhältst du ihn. Du kannst ihn jederzeit über den Link in jeder Ausgabe oder in deinem
              Konto abbestellen.
            </p>
          ),
        },
        {
          heading: 'Kontaktformular',
          body: (
            <p>
              Deine Angaben aus dem Kontaktformular verwenden wir nur, um deine Anfrage zu beantworten, und löschen sie,
              sobald sie erledigt ist und keine Aufbewahrungspflicht besteht.
            </p>
          ),
        },
        {
          heading: 'Lokaler Speicher statt Tracking',
          body: (
            <p>
              Damit du angemeldet bleibst, speichert dein Browser deine Anmeldedaten im lokalen Speicher. Wir setzen
              keine Tracking- oder Werbe-Cookies ein. Beim Abmelden wird der lokale Speicher geleert.
            </p>
          ),
        },
        {
          heading: 'Empfänger und Speicherort',
          body: (
            <p>
              Wir betreiben {productName} auf Servern in Deutschland. Dienstleister, etwa für Hosting oder
              E-Mail-Versand, arbeiten in unserem Auftrag und nach unserer Weisung (Art. 28 DSGVO) innerhalb der EU.
            </p>
          ),
        },
        {
          heading: 'Speicherdauer',
          body: (
            <p>
              Wir speichern deine Daten, solange dein Konto besteht. Nach der Löschung des Kontos entfernen wir sie,
              soweit keine gesetzlichen Aufbewahrungsfristen entgegenstehen. Server-Protokolle löschen wir nach 14
              Tagen.
            </p>
          ),
        },
        {
          heading: 'Deine Rechte',
          body: (
            <p>
              Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung,
              Datenübertragbarkeit und Widerspruch (Art. 15 bis 21 DSGVO). Schreib uns dazu an {privacyMail}. Außerdem
              kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren, etwa bei der Berliner Beauftragten für
              Datenschutz und Informationsfreiheit.
            </p>
          ),
        },
      ]}
    />
  );
}
