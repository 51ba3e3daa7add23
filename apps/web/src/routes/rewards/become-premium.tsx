import { Button, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { useProductName } from '../../lib/platform-config';

const STEPS = [
  'Gib in deinem Konto deinen Beruf an, zum Beispiel PTA, PKA oder Apotheker*in.',
  'Bestätige deine E-Mail-Adresse.',
  'Wähle deine Apotheke als Arbeitsplatz aus.',
  'Fordere den Bestätigungscode an: Wir schicken ihn per Brief an deine Apotheke. Gib ihn danach in deinem Konto ein.',
];

/** Become premium (spec §2, only for non-premium users): premium is free for verified pharmacy staff. */
export function Component() {
  const product = useProductName();
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title="Premium werden" subtitle={`${product} Premium ist für dich kostenlos.`} />
      <Text>
        Als Premium-Mitglied erhältst du für jedes abgeschlossene Modul Prämienpunkte, die du im Gutschein-Shop und in
        der Vorteilswelt einlösen kannst. Dafür bestätigen wir einmalig, dass du in einer Apotheke arbeitest:
      </Text>
      <Paper withBorder p="lg" radius="md">
        <List type="ordered" spacing="sm" center>
          {STEPS.map((step, index) => (
            <List.Item
              key={step}
              icon={
                <ThemeIcon size={26} radius="xl" aria-hidden="true">
                  {index + 1}
                </ThemeIcon>
              }
            >
              {step}
            </List.Item>
          ))}
        </List>
      </Paper>
      <Button component={Link} to={paths.Account.href()} w="fit-content">
        Zu deinem Konto
      </Button>
    </Stack>
  );
}
