import { usePlatformConfig } from '../../lib/platform-config';
import { LegalPage } from './legal-page';

/** Nutzungsbedingungen (the version users accept in the terms dialog, valid from 3 April 2023). */
export function Component() {
  const { productName } = usePlatformConfig();
  return (
    <LegalPage
      title="Nutzungsbedingungen"
      updated="3. April 2023"
      sections={[
        {
          heading: 'Geltungsbereich',
          body: (
            <p>
              Diese Bedingungen gelten für die Nutzung von {productName}, dem Lern- und Prämienportal für
              Apothekenteams. Mit der Registrierung erkennst du sie an.
            </p>
          ),
        },
        {
          heading: 'Wer mitmachen darf',
          body: (
            <p>
              {productName} richtet sich an Beschäftigte in Apotheken und pharmazeutische Fachkreise in Deutschland,
              einschließlich Auszubildender und Studierender. Deine Angaben zu Beruf und Arbeitsplatz müssen stimmen.
              Jede Person darf nur ein Konto haben.
            </p>
          ),
        },
        {
          heading: 'Dein Konto',
          body: (
            <p>
              Halte deine Zugangsdaten geheim und informiere uns, wenn du einen Missbrauch vermutest. Du kannst dein
              Konto jederzeit löschen lassen.
            </p>
          ),
        },
        {
          heading: 'Punkte und Prämien',
          body: (
            <ul>
              <li>Wissenspunkte zeigen deinen Lernerfolg und können nicht eingelöst werden.</li>
              <li>
                Prämienpunkte erhalten Premium-Mitglieder für abgeschlossene Module, solange der Hersteller dafür ein
                Budget hinterlegt hat. Sie können im Gutschein-Shop eingelöst, aber nicht ausgezahlt oder übertragen
                werden.
              </li>
              <li>
                Punkte, die durch Manipulation, Mehrfachkonten oder Fehler entstanden sind, dürfen wir stornieren.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Gewinnspiele und Aktionscodes',
          body: (
            <p>
              Für Gewinnspiele gelten zusätzlich die jeweiligen Teilnahmebedingungen. Aktionscodes können nur einmal und
              nur innerhalb ihrer Laufzeit eingelöst werden.
            </p>
          ),
        },
        {
          heading: 'Inhalte',
          body: (
            <p>
              Die Inhalte dienen der Fortbildung und ersetzen keine Fachinformation. Sie sind urheberrechtlich geschützt
              und nur für deine persönliche Fortbildung bestimmt. Verschreibungspflichtige Produkte zeigen wir nur
              Nutzerinnen und Nutzern, die zu den Fachkreisen gehören.
            </p>
          ),
        },
        {
          heading: 'Sperrung',
          body: (
            <p>
              Verstößt ein Konto gegen diese Bedingungen, können wir es nach vorheriger Nachricht sperren, bei schweren
              Verstößen auch sofort.
            </p>
          ),
        },
        {
          heading: 'Änderungen',
          body: (
            <p>
              Ändern sich diese Bedingungen, informieren wir dich beim nächsten Besuch; die neue Fassung gilt, sobald du
              ihr zustimmst.
            </p>
          ),
        },
        {
          heading: 'Schlussbestimmungen',
          body: <p>Es gilt deutsches Recht. Sollte eine Bestimmung unwirksam sein, bleiben die übrigen wirksam.</p>,
        },
      ]}
    />
  );
}
