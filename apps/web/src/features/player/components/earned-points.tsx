import { REWARD_OUTCOME_TEXTS } from '@apopunkt/domain/constants/ledger-labels';
import { MESSAGES } from '@apopunkt/domain/messages';
import { offersPremium } from '@apopunkt/domain/policies';
import type { SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import type { ModuleDetail } from '@apopunkt/domain/schemas/learning-modules';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconBulb, IconCoins } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';

const format = (value: number) => value.toLocaleString('de-DE');

/** Why a pass paid no premium points when no ledger row says so. */
function noRewardReason(module: ModuleDetail, user: { job: string | null; isPremium: boolean } | null) {
  if (module.premiumValue <= 0) return null;
  if (user?.isPremium) return 'already';
  return offersPremium(user) ? 'premium' : null;
}

/** What the submission earned: knowledge points, premium points and the ledger outcome. */
export function EarnedPoints({ result, module }: { result: SubmissionResult; module: ModuleDetail }) {
  const user = useCurrentUser();
  const reason = result.transactionType ? null : noRewardReason(module, user);
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Badge size="xl" tt="none" variant="light" color="apo" leftSection={<IconBulb size={18} aria-hidden="true" />}>
          +{format(result.knowledgePoints)} {MESSAGES.tooltipKnowledge}
        </Badge>
        <Badge
          size="xl"
          tt="none"
          variant="filled"
          color="yellow.3"
          leftSection={<IconCoins size={18} aria-hidden="true" />}
        >
          +{format(result.premiumPoints)} {MESSAGES.tooltipPremium}
        </Badge>
      </Group>
      {result.knowledgePoints === 0 && module.knowledgeValue > 0 && (
        <Text size="sm" c="dimmed">
          Wissenspunkte gibt es für den ersten Abschluss eines Moduls.
        </Text>
      )}
      {result.transactionType && <Text size="sm">{REWARD_OUTCOME_TEXTS[result.transactionType]}</Text>}
      {reason === 'premium' && (
        <Text size="sm">
          Als Premium-Mitglied hättest du hierfür {format(module.premiumValue)} Prämienpunkte erhalten.{' '}
          <Anchor component={Link} to={paths.BecomePremium.href()}>
            Jetzt kostenlos Premium werden
          </Anchor>
        </Text>
      )}
      {reason === 'already' && (
        <Text size="sm" c="dimmed">
          Für dieses Modul hast du die Prämienpunkte bereits erhalten.
        </Text>
      )}
    </Stack>
  );
}
