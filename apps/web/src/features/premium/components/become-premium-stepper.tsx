import type { User } from '@apopunkt/domain/schemas/users';
import { Paper, Stepper } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useProductName } from '../../../lib/platform-config';
import { productMessage } from '../../../lib/product-message';
import { LetterStep } from './letter-step';
import { PremiumDoneStep } from './premium-done-step';
import { VerificationCodeForm } from './verification-code-form';
import { WorkplaceStep, workplaceStepDone } from './workplace-step';

function firstOpenStep(user: User): number {
  if (!workplaceStepDone(user)) return 0;
  if (!user.verificationLetterRequestedAt) return 1;
  return 2;
}

interface BecomePremiumStepperProps {
  user: User;
  workplaceEditor: ReactNode;
  letterRequest: ReactNode;
}

/**
 * The guided way to premium: workplace, letter, code, done. On success the user record is already
 * fresh (the API answers with it) and the spec §4 congratulation appears right here.
 */
export function BecomePremiumStepper({ user, workplaceEditor, letterRequest }: BecomePremiumStepperProps) {
  const product = useProductName();
  const [active, setActive] = useState(() => firstOpenStep(user));
  const [done, setDone] = useState(false);

  function verified(fresh: User) {
    setDone(true);
    setActive(3);
    if (fresh.isPremium) notify.success(productMessage('becamePremium', product), { id: 'became-premium' });
  }

  const canOpen = (step: number) => !done && step <= firstOpenStep(user);

  return (
    <Paper withBorder p="lg" radius="md">
      <Stepper active={active} onStepClick={(step) => canOpen(step) && setActive(step)} allowNextStepsSelect={false}>
        <Stepper.Step label="Arbeitsplatz" description="Beruf und Apotheke">
          <WorkplaceStep user={user} editor={workplaceEditor} onNext={() => setActive(1)} />
        </Stepper.Step>
        <Stepper.Step label="Brief" description="Code anfordern">
          <LetterStep user={user} letter={letterRequest} onBack={() => setActive(0)} onNext={() => setActive(2)} />
        </Stepper.Step>
        <Stepper.Step label="Code" description="Code eingeben">
          <VerificationCodeForm onVerified={verified} />
        </Stepper.Step>
        <Stepper.Completed>
          <PremiumDoneStep product={product} />
        </Stepper.Completed>
      </Stepper>
    </Paper>
  );
}
