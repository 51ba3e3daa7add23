import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header';
import { requestContact } from '../../lib/overlays';
import { useProductName } from '../../lib/platform-config';

function questions(product: string) {
  return [
    {
      q: `Was ist ${product}?`,
      a: `${product} ist das Lern- und Prämienportal für Apothekenteams: Du bearbeitest kurze Lernmodule, sammelst Wissens- und Prämienpunkte und tauschst Prämienpunkte gegen Gutscheine.`,
    },
    {
      q: 'Was kostet die Teilnahme?',
      a: `Nichts. ${product} und auch ${product} Premium sind für Apothekenteams kostenlos. Die Module werden von Herstellern und Partnern finanziert.`,
    },
    {
      q: 'Was ist der Unterschied zwischen Wissenspunkten und Prämienpunkten?',
      a: 'Wissenspunkte zeigen deinen Lernerfolg und wachsen mit jedem bestandenen Modul. Prämienpunkte sind deine Währung für den Gutschein-Shop und die Vorteilswelt; du erhältst sie als Premium-Mitglied.',
    },
    {
      q: 'Wie werde ich Premium-Mitglied?',
      a: 'Gib im Konto deinen Beruf und deine Apotheke an und bestätige deine E-Mail-Adresse. Danach schicken wir einen Bestätigungscode per Brief an deine Apotheke. Sobald du ihn eingegeben hast, bist du Premium-Mitglied.',
    },
    {
      q: 'Warum bekomme ich für ein Modul keine Prämienpunkte?',
      a: 'Prämienpunkte gibt es für jedes Modul einmal, solange der Hersteller ein Budget hinterlegt hat. Ist es aufgebraucht, kannst du das Modul weiter bearbeiten und erhältst Wissenspunkte.',
    },
    {
      q: 'Wie löse ich einen Aktionscode ein?',
      a: 'Öffne das Menü hinter deinem Profilbild und wähle „Aktionscode einlösen“, oder nutze die Kachel auf der Seite Gewinnspiele.',
    },
    {
      q: 'Wo finde ich meine Zertifikate?',
      a: 'Unter „Deine Zertifikate“ im Menü hinter deinem Profilbild. Dort kannst du jedes Zertifikat als PDF herunterladen.',
    },
    {
      q: 'Ich habe mein Passwort vergessen. Was nun?',
      a: 'Klicke auf der Anmeldeseite auf „Passwort vergessen?“. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegst.',
    },
    {
      q: 'Wie schütze ich mein Konto zusätzlich?',
      a: 'Aktiviere in deinem Konto die Zwei-Faktor-Authentifizierung. Dann brauchst du beim Anmelden zusätzlich einen Code aus deiner Authenticator-App.',
    },
    {
      q: 'Wie lösche ich mein Konto?',
      a: 'Schreib uns über das Kontaktformular. Wir löschen dein Konto und deine Daten, soweit keine gesetzlichen Aufbewahrungspflichten bestehen.',
    },
  ];
}

/** FAQ: the questions pharmacy staff ask most. */
export function Component() {
  const product = useProductName();
  return (
    <Stack gap="lg" maw={820}>
      <PageHeader title="Häufige Fragen" subtitle="Antworten rund um Module, Punkte, Premium und dein Konto." />
      <Accordion variant="separated" radius="md">
        {questions(product).map(({ q, a }) => (
          <Accordion.Item key={q} value={q}>
            <Accordion.Control>{q}</Accordion.Control>
            <Accordion.Panel>
              <Text>{a}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Group>
        <Text>Deine Frage ist nicht dabei?</Text>
        <Button variant="light" onClick={requestContact}>
          Schreib uns
        </Button>
      </Group>
    </Stack>
  );
}
