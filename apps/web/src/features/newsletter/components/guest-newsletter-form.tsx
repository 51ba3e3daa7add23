import { MESSAGES } from '@apopunkt/domain/messages';
import { isPlausibleEmail } from '@apopunkt/domain/rules/contact';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../lib/notify';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/** Guests enter their address (required, trimmed) and confirm it by mail (double opt-in). */
export function GuestNewsletterForm() {
  const subscribe = useSubscribeNewsletter();
  const form = useForm({
    initialValues: { email: '' },
    transformValues: (values) => ({ email: values.email.trim() }),
    validate: {
      email: (value) => {
        if (!value.trim()) return 'Bitte gib deine E-Mail-Adresse ein.';
        return isPlausibleEmail(value) ? null : MESSAGES.invalidEmail;
      },
    },
  });
  const submit = form.onSubmit(({ email }) => {
    if (subscribe.isPending) return;
    subscribe.mutate(email, {
      onSuccess: (answer) => {
        const confirm = answer.status === 'confirmation_sent';
        notify.success(confirm ? MESSAGES.newsletterConfirmMail : MESSAGES.newsletterSuccess, {
          title: confirm ? MESSAGES.newsletterSuccess : undefined,
        });
        form.reset();
      },
      onError: () => notify.error(MESSAGES.newsletterFailure),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="E-Mail-Adresse"
          type="email"
          autoComplete="email"
          withAsterisk
          miw={260}
          flex={1}
          maw={420}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={subscribe.isPending} mt={{ base: 0, xs: 25 }}>
          Abonnieren
        </Button>
      </Group>
    </form>
  );
}
