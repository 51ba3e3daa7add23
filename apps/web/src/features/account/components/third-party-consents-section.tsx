import { formatGermanLongDate } from '@apopunkt/domain/rules/dates';
import { type MyThirdPartyConsent, THIRD_PARTY_FIELD_LABELS } from '@apopunkt/domain/schemas/third-party-data';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useThirdPartyConsents, useWithdrawThirdPartyConsent } from '../api/third-party-consents';
import { AccountSection } from './account-section';

function ConsentCard({ consent }: { consent: MyThirdPartyConsent }) {
  const withdraw = useWithdrawThirdPartyConsent();
  const given = formatGermanLongDate(consent.givenAt);
  const confirm = () =>
    withdraw.mutate(consent.id, {
      onSuccess: () => notify.success(`Deine Einwilligung für ${consent.partner} wurde widerrufen.`),
      onError: (error) => notify.error(errorMessage(error)),
    });
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={`${consent.partner}: ${consent.title}`}>
      <Stack gap={6}>
        <Text fw={600}>
          {consent.partner}: {consent.title}
        </Text>
        <Text size="sm">Zweck: {consent.purpose}</Text>
        <Text size="sm">Weitergegeben: {consent.fields.map((f) => THIRD_PARTY_FIELD_LABELS[f]).join(', ')}</Text>
        <Text size="sm" c="dimmed">
          Eingewilligt am {given}
          {consent.moduleName ? ` im Modul „${consent.moduleName}“` : ''} (Textversion {consent.textVersion}).
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {consent.consentText}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" color="red" loading={withdraw.isPending} onClick={confirm}>
            Einwilligung widerrufen
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** "Datenweitergabe": the member's active consents, each with a withdraw button. */
export function ThirdPartyConsentsSection() {
  const consents = useThirdPartyConsents();
  return (
    <AccountSection
      id="datenweitergabe"
      title="Datenweitergabe"
      description="Hier siehst du, welchen Partnern du die Weitergabe deiner Angaben erlaubt hast. Nach einem Widerruf geben wir deine Angaben nicht mehr weiter."
    >
      {consents.isPending && <Skeleton h={80} />}
      {consents.isError && <LoadError error={consents.error} onRetry={() => consents.refetch()} />}
      {consents.data?.results.length === 0 && <Text size="sm">Du hast zurzeit keine Einwilligungen erteilt.</Text>}
      {consents.data?.results.map((consent) => (
        <ConsentCard key={consent.id} consent={consent} />
      ))}
    </AccountSection>
  );
}
