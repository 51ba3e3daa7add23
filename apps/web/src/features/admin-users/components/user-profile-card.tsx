import { SALUTATION_LABELS } from '@apopunkt/domain/constants/salutations';
import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import { jobLabel } from '@apopunkt/domain/rules/job-labels';
import type { AdminUserDetail } from '@apopunkt/domain/schemas/admin-users';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DetailCard } from './detail-card';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

const yesNo = (value: boolean) => (value ? 'Ja' : 'Nein');
const date = (value: string | null) => (value ? formatGermanDate(value) : '–');

/** The user's profile as staff see it (read only). */
export function UserProfileCard({ user }: { user: AdminUserDetail }) {
  return (
    <DetailCard title="Profil">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Field label="Anrede">{SALUTATION_LABELS[user.gender]}</Field>
        <Field label="Name">
          {user.firstName} {user.lastName}
        </Field>
        <Field label="E-Mail-Adresse">{user.email}</Field>
        <Field label="Geburtsdatum">{date(user.dateOfBirth)}</Field>
        <Field label="Beruf">{user.job ? jobLabel(user.job, user.gender) : '–'}</Field>
        <Field label="Registriert am">{date(user.createdAt)}</Field>
        <Field label="E-Mail bestätigt">{yesNo(user.isEmailConfirmed)}</Field>
        <Field label="Zwei-Faktor-Authentifizierung">{yesNo(user.is2faEnabled)}</Field>
        <Field label="Nutzungsbedingungen akzeptiert">{date(user.acceptedTosAt)}</Field>
        <Field label="Newsletter">{yesNo(user.hasAcceptedNewsletter)}</Field>
        <Field label="Wissenspunkte">{user.knowledgeScore.toLocaleString('de-DE')}</Field>
        <Field label="Prämienpunkte">{user.premiumScore.toLocaleString('de-DE')}</Field>
        <Field label="Empfehlungscode">{user.referrerCode}</Field>
        <Field label="Verifizierungsbrief angefordert">{date(user.verificationLetterRequestedAt)}</Field>
        <Field label="Nutzer-ID">{user.id}</Field>
      </SimpleGrid>
    </DetailCard>
  );
}
