import { type PremiumPathState, premiumNextStep, premiumPathState } from '@apopunkt/domain/rules/premium-path';
import type { User } from '@apopunkt/domain/schemas/users';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { requestContact } from '../../../lib/overlays';
import { useUnlockPremium } from '../api/unlock-premium';

interface PremiumNextStepProps {
  user: User;
  /** Only for these states (a page that shows the others its own way); every state otherwise. */
  states?: readonly PremiumPathState[];
}

/** Where the member stands on the way to premium and the one thing to do next (rules/premium-path.ts). */
export function PremiumNextStep({ user, states }: PremiumNextStepProps) {
  const unlock = useUnlockPremium();
  const state = premiumPathState(user);
  if (states && !states.includes(state)) return null;
  const { text, action } = premiumNextStep(user);
  let button: ReactNode;
  if ('unlock' in action) {
    button = (
      <Button onClick={() => unlock.mutate()} loading={unlock.isPending} leftSection={<IconCrown size={16} />}>
        {action.label}
      </Button>
    );
  } else if (action.to === 'Contact') {
    button = (
      <Button variant="default" onClick={requestContact}>
        {action.label}
      </Button>
    );
  } else {
    button = (
      <Button component={Link} to={paths[action.to].href()}>
        {action.label}
      </Button>
    );
  }
  return (
    <Alert variant="light" color="yellow" icon={<IconCrown />} title="Dein Weg zu Premium" data-premium-state={state}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        {button}
      </Stack>
    </Alert>
  );
}
