import { challengeBonusText, REWARD_OUTCOME_TEXTS } from '@apopunkt/domain/constants/ledger-labels';
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

/**
 * Why the module paid what it paid: the one reason the server named in the transaction that paid
 * (a result stored before it named one falls back to its ledger entry).
 */
function ModuleReason({ result }: { result: SubmissionResult }) {
  const user = useCurrentUser();
  const reason = result.premiumReason ?? result.transactionType;
  if (!reason) return null;
  const amount = result.challengeBonus > 0 ? `Modul: ${format(result.premiumPoints)} Prämienpunkte. ` : '';
  return (
    <Text size="sm" c={result.premiumPoints > 0 ? undefined : 'dimmed'} data-testid="premium-reason">
      {amount}
      {REWARD_OUTCOME_TEXTS[reason]}
      {reason === 'NOT_PREMIUM' && offersPremium(user) && (
        <>
          {' '}
          <Anchor component={Link} to={paths.BecomePremium.href()}>
            Jetzt kostenlos Premium werden
          </Anchor>
        </>
      )}
    </Text>
  );
}

/**
 * What the submission paid, as the server answered it: knowledge points, premium points (the
 * module's and the weekly-challenge bonus together) and, once, why.
 */
export function EarnedPoints({ result, module }: { result: SubmissionResult; module: ModuleDetail }) {
  const premium = result.premiumPoints + result.challengeBonus;
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
          +{format(premium)} {MESSAGES.tooltipPremium}
        </Badge>
      </Group>
      {result.knowledgePoints === 0 && module.knowledgeValue > 0 && (
        <Text size="sm" c="dimmed">
          Wissenspunkte gibt es für den ersten Abschluss eines Moduls.
        </Text>
      )}
      <ModuleReason result={result} />
      {result.challengeBonus > 0 && <Text size="sm">{challengeBonusText(result.challengeBonus)}</Text>}
    </Stack>
  );
}
