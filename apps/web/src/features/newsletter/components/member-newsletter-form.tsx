import { Button, Group, TextInput } from '@mantine/core';
import { useAcceptNewsletter } from '../api/accept-newsletter';

/** Signed-in users see their own address (disabled) and subscribe with one click (spec §5). */
export function MemberNewsletterForm({ email }: { email: string }) {
  const accept = useAcceptNewsletter();
  const subscribe = () => {
    if (accept.isPending) return;
    accept.mutate();
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="E-Mail-Adresse"
        value={email}
        disabled
        readOnly
        miw={260}
        flex={1}
        maw={420}
        styles={{ input: { opacity: 1, color: 'var(--mantine-color-gray-8)' } }}
      />
      <Button onClick={subscribe} loading={accept.isPending}>
        Abonnieren
      </Button>
    </Group>
  );
}
