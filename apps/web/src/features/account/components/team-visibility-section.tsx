import { formatGermanLongDate } from '@apopunkt/domain/rules/dates';
import type { MemberConsent } from '@apopunkt/domain/schemas/member-consents';
import { Skeleton, Stack, Switch, Text } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDecideMemberConsent, useMemberConsents } from '../api/member-consents';
import { AccountSection } from './account-section';

function decisionLine(consent: MemberConsent): string {
  if (consent.granted === null) {
    return consent.decidedVersion === null
      ? 'Du hast dich noch nicht entschieden. Bis dahin sieht dein Team dich nur als Zahl.'
      : 'Der Text hat sich geändert. Bitte entscheide neu; bis dahin sieht dein Team dich nur als Zahl.';
  }
  const day = consent.decidedAt ? formatGermanLongDate(consent.decidedAt) : '';
  return consent.granted
    ? `Eingewilligt am ${day} (Textversion ${consent.decidedVersion}).`
    : `Nicht eingewilligt (entschieden am ${day}). Dein Team sieht dich nur als Zahl.`;
}

/** "Sichtbarkeit im Team": the TEAM_VISIBILITY consent with its text, granted and withdrawn with a switch. */
export function TeamVisibilitySection() {
  const consents = useMemberConsents();
  const decide = useDecideMemberConsent();
  const consent = consents.data?.results.find((c) => c.kind === 'TEAM_VISIBILITY');
  const checked = decide.isPending ? !!decide.variables?.granted : consent?.granted === true;

  function toggle(granted: boolean) {
    decide.mutate(
      { kind: 'TEAM_VISIBILITY', granted },
      {
        onSuccess: () =>
          notify.success(
            granted
              ? 'Danke! Deine Apothekenleitung und euer Außendienst sehen jetzt deinen Lernfortschritt.'
              : 'Deine Einwilligung ist widerrufen. Dein Team sieht dich nur noch als Zahl.',
          ),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  }

  return (
    <AccountSection
      id="sichtbarkeit"
      title="Sichtbarkeit im Team"
      description="Du entscheidest, ob die Inhaberin oder der Inhaber deiner Apotheke und euer Außendienst deinen Namen und deinen Lernfortschritt sehen."
    >
      {consents.isPending && <Skeleton h={80} />}
      {consents.isError && <LoadError error={consents.error} onRetry={() => consents.refetch()} />}
      {consent && (
        <Stack gap="sm">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {consent.text}
          </Text>
          <Switch
            label="Für mein Apothekenteam sichtbar sein"
            checked={checked}
            disabled={decide.isPending}
            onChange={(event) => toggle(event.currentTarget.checked)}
          />
          <Text size="sm" c="dimmed" data-testid="team-visibility-state">
            {decisionLine(consent)}
          </Text>
        </Stack>
      )}
    </AccountSection>
  );
}
