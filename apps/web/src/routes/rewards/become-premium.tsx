import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { VerificationLetter, WorkplaceEditor } from '../../features/account';
import { BecomePremiumStepper } from '../../features/premium';
import { useCurrentUser } from '../../lib/auth';
import { useProductName } from '../../lib/platform-config';

/** Become premium (spec §2, only for non-premium users): the guided verification in four steps. */
export function Component() {
  const product = useProductName();
  const user = useCurrentUser();
  const [editorKey, setEditorKey] = useState(0);
  if (!user) return null;

  return (
    <Stack gap="lg" maw={820}>
      <PageHeader title="Premium werden" subtitle={`${product} Premium ist für dich kostenlos.`} />
      <Text>
        Als Premium-Mitglied erhältst du für jedes abgeschlossene Modul Prämienpunkte, die du im Gutschein-Shop und in
        der Vorteilswelt einlösen kannst. Dafür bestätigen wir einmalig, dass du in einer Apotheke arbeitest.
      </Text>
      <BecomePremiumStepper
        user={user}
        workplaceEditor={<WorkplaceEditor key={editorKey} user={user} onDone={() => setEditorKey((key) => key + 1)} />}
        letterRequest={<VerificationLetter user={user} />}
      />
    </Stack>
  );
}
