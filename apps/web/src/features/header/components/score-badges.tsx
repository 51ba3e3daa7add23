import { MESSAGES } from '@apopunkt/domain/messages';
import { Badge, Group, Tooltip } from '@mantine/core';
import { IconBulb, IconCoins } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const format = (value: number) => value.toLocaleString('de-DE');

/**
 * Knowledge score and premium score (spec §2); the premium score leads to the coupon shop, except
 * for users who can never shop there (managers, field service: issue 36 §9).
 */
export function ScoreBadges({
  knowledgeScore,
  premiumScore,
  shop = true,
}: {
  knowledgeScore: number;
  premiumScore: number;
  shop?: boolean;
}) {
  const premium = {
    size: 'lg',
    variant: 'filled',
    color: 'yellow.3',
    leftSection: <IconCoins size={14} aria-hidden="true" />,
    'aria-label': `${MESSAGES.tooltipPremium}: ${format(premiumScore)}`,
  } as const;
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={MESSAGES.tooltipKnowledge}>
        <Badge
          size="lg"
          variant="light"
          color="apo"
          leftSection={<IconBulb size={14} aria-hidden="true" />}
          aria-label={`${MESSAGES.tooltipKnowledge}: ${format(knowledgeScore)}`}
          tabIndex={0}
        >
          {format(knowledgeScore)}
        </Badge>
      </Tooltip>
      <Tooltip label={MESSAGES.tooltipPremium}>
        {shop ? (
          <Badge
            {...premium}
            component={Link}
            to={paths.Coupons.href()}
            aria-label={`${premium['aria-label']} – zum Gutschein-Shop`}
            style={{ cursor: 'pointer' }}
          >
            {format(premiumScore)}
          </Badge>
        ) : (
          <Badge {...premium} tabIndex={0}>
            {format(premiumScore)}
          </Badge>
        )}
      </Tooltip>
    </Group>
  );
}
