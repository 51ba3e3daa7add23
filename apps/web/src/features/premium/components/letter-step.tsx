import type { User } from '@apopunkt/domain/schemas/users';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface LetterStepProps {
  user: User;
  /** The request button with its cooldown (account feature). */
  letter: ReactNode;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: a letter with a personal code goes to the pharmacy's postal address. */
export function LetterStep({ user, letter, onBack, onNext }: LetterStepProps) {
  const organisation = user.employee?.organisation;
  return (
    <Stack gap="md">
      {organisation && (
        <Text>
          Wir schicken den Brief an {organisation.name}, {organisation.address.street}, {organisation.address.zip}{' '}
          {organisation.address.city}.
        </Text>
      )}
      {letter}
      <Group>
        <Button variant="default" onClick={onBack}>
          Zurück
        </Button>
        <Button onClick={onNext} disabled={!user.verificationLetterRequestedAt}>
          Ich habe den Brief erhalten
        </Button>
      </Group>
    </Stack>
  );
}
