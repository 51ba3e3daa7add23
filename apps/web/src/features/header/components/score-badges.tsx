import { MESSAGES } from '@apopunkt/domain/messages';
import { Badge, Group, Tooltip } from '@mantine/core';
import { IconBulb, IconCoins } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const format = (value: number) => value.toLocaleString('de-DE');

const premium = {
  size: 'lg',
  variant: 'filled',
  color: 'yellow.3',
  leftSection: <IconCoins size={14} aria-hidden="true" />,
} as const;

/**
 * Knowledge score and premium score (spec §2); the premium score leads to the coupon shop for a
 * member who may see it (`shop`: CAN_VIEW_COUPONS; issue 36: no way in the route refuses).
 */
export function ScoreBadges({
  knowledgeScore,
  premiumScore,
  shop,
}: {
  knowledgeScore: number;
  premiumScore: number;
  shop: boolean;
}) {
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
            component={Link}
            to={paths.Coupons.href()}
            {...premium}
            aria-label={`${MESSAGES.tooltipPremium}: ${format(premiumScore)} – zum Gutschein-Shop`}
            style={{ cursor: 'pointer' }}
          >
            {format(premiumScore)}
          </Badge>
        ) : (
          <Badge {...premium} aria-label={`${MESSAGES.tooltipPremium}: ${format(premiumScore)}`} tabIndex={0}>
            {format(premiumScore)}
          </Badge>
        )}
      </Tooltip>
    </Group>
  );
}
