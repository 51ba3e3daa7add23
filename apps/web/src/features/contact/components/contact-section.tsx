import { Button, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useCurrentUser } from '../../../lib/auth';
import { CONTACT_SECTION_ID, contactDialog } from '../../../lib/overlays';
import { ContactForm } from './contact-form';

/**
 * The footer's contact block: the form on larger screens, a button for the contact dialog on
 * mobile (spec §2).
 */
export function ContactSection() {
  const user = useCurrentUser();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Kontakt
      </Title>
      <Text size="sm" c="dimmed">
        Fragen, Feedback oder ein Problem? Schreib uns – wir melden uns so schnell wie möglich.
      </Text>
      <Stack id={CONTACT_SECTION_ID} component="section" aria-label="Kontaktformular" visibleFrom="sm">
        {/* A new key after sign-in or sign-out refills name and e-mail. */}
        <ContactForm key={user?.id ?? 'guest'} />
      </Stack>
      <Button
        hiddenFrom="sm"
        variant="light"
        leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
        onClick={() => contactDialog.open()}
      >
        Kontakt aufnehmen
      </Button>
    </Stack>
  );
}
