import { MESSAGES } from '@apopunkt/domain/messages';
import { isPlausibleEmail } from '@apopunkt/domain/rules/contact';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCurrentUser } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { useSendContactMessage } from '../api/send-contact-message';

const REQUIRED = 'Bitte fülle dieses Feld aus.';
const required = (value: string) => (value.trim() ? null : REQUIRED);

/**
 * The contact form (spec §3, §5, §8): name, e-mail and message required, phone optional, a simple
 * e-mail check, no second submit while sending, and the spec's toasts.
 */
export function ContactForm({ onSent }: { onSent?: () => void }) {
  const user = useCurrentUser();
  const send = useSendContactMessage();
  const form = useForm({
    initialValues: {
      name: user ? `${user.firstName} ${user.lastName}` : '',
      email: user?.email ?? '',
      phone: '',
      message: '',
    },
    validate: {
      name: required,
      email: (value) => required(value) ?? (isPlausibleEmail(value) ? null : MESSAGES.invalidEmail),
      message: required,
    },
  });

  const submit = form.onSubmit((values) => {
    if (send.isPending) return;
    send.mutate(values, {
      onSuccess: () => {
        notify.success(MESSAGES.contactSuccess);
        form.reset();
        onSent?.();
      },
      onError: () => notify.error(MESSAGES.contactFailure),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Kontaktformular">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" withAsterisk autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label="E-Mail" withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
        </SimpleGrid>
        <TextInput label="Telefon (optional)" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        {/* Fixed rows, resizable by hand: autosize measures the field on every page load (the form is in
            every page's footer), which forced a layout of the whole page before it was shown. */}
        <Textarea label="Nachricht" withAsterisk rows={5} resize="vertical" {...form.getInputProps('message')} />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Nachricht senden
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
