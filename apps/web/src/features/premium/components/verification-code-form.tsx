import { VERIFICATION_CODE_LENGTH } from '@apopunkt/domain/constants/premium';
import { verificationCodeBodySchema } from '@apopunkt/domain/schemas/premium';
import type { User } from '@apopunkt/domain/schemas/users';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSubmitVerificationCode } from '../api/submit-verification-code';

/** Step 3: the code printed in the verification letter (case, spaces and the dash do not matter). */
export function VerificationCodeForm({ onVerified }: { onVerified: (user: User) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitVerificationCode();

  function send(event: FormEvent) {
    event.preventDefault();
    const parsed = verificationCodeBodySchema.safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Bitte prüfe den Code.');
    setError(null);
    submit.mutate(parsed.data.code, { onSuccess: onVerified, onError: (failure) => setError(errorMessage(failure)) });
  }

  return (
    <form onSubmit={send} aria-label="Code aus dem Brief eingeben" noValidate>
      <Stack gap="sm" maw={420}>
        <Text size="sm">
          Im Brief an deine Apotheke steht ein {VERIFICATION_CODE_LENGTH}-stelliger Code, zum Beispiel ABCD-EFGH.
        </Text>
        <TextInput
          label="Code aus dem Brief"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          autoComplete="one-time-code"
          styles={{ input: { textTransform: 'uppercase', letterSpacing: 2 } }}
        />
        <Group>
          <Button type="submit" loading={submit.isPending}>
            Code bestätigen
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
