import { type PremiumPathState, premiumPathState } from '@apopunkt/domain/rules/premium-path';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { VerificationLetter, WorkplaceEditor } from '../../features/account';
import { BecomePremiumStepper, PremiumNextStep } from '../../features/premium';
import { useCurrentUser } from '../../lib/auth';
import { useProductName } from '../../lib/platform-config';

/** States past the verification: no letter to ask for, the next step is premium itself. */
const VERIFIED: readonly PremiumPathState[] = ['unlock', 'pharmacy-review', 'premium'];

/**
 * Become premium (spec §2, only for non-premium users): the guided verification in four steps, or
 * for a member whose employment is confirmed already, the unlock (rules/premium-path.ts).
 */
export function Component() {
  const product = useProductName();
  const user = useCurrentUser();
  const [editorKey, setEditorKey] = useState(0);
  // Decided once: the stepper stays on screen through its own last step, when the user turns premium.
  const [verified] = useState(() => !!user && VERIFIED.includes(premiumPathState(user)));
  if (!user) return null;

  return (
    <Stack gap="lg" maw={820}>
      <PageHeader title="Premium werden" subtitle={`${product} Premium ist für dich kostenlos.`} />
      <Text>
        Als Premium-Mitglied erhältst du für jedes abgeschlossene Modul Prämienpunkte, die du im Gutschein-Shop und in
        der Vorteilswelt einlösen kannst. Dafür bestätigen wir einmalig, dass du in einer Apotheke arbeitest.
      </Text>
      {verified ? (
        <PremiumNextStep user={user} />
      ) : (
        <BecomePremiumStepper
          user={user}
          workplaceEditor={
            <WorkplaceEditor key={editorKey} user={user} onDone={() => setEditorKey((key) => key + 1)} />
          }
          letterRequest={<VerificationLetter user={user} />}
        />
      )}
    </Stack>
  );
}
