import {
  CAN_REQUEST_BENEFITS,
  CAN_VIEW_COMPETITIONS,
  CAN_VIEW_COUPONS,
  type Permission,
} from '@apopunkt/domain/constants/permissions';
import { hasPermission } from '@apopunkt/domain/policies';
import type { User } from '@apopunkt/domain/schemas/users';
import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconGift, IconShoppingBag, IconSparkles, IconTrophy } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { TileRow } from '../../../components/ui/tile-row';
import { paths } from '../../../config/paths';
import { PremiumOverlay } from '../../premium';
import classes from './home-shortcuts.module.css';

interface Shortcut {
  href: string;
  title: string;
  text: string;
  Icon: ComponentType<{ size?: number }>;
  premium?: boolean;
  /** Shown only to a member holding it: the page's route (and the API) refuse the others (issue 36). */
  permission?: Permission;
}

/**
 * Collect, Coupons, Benefits and Competitions (spec §1), each only for a member who may use it (§6):
 * the shop with CAN_VIEW_COUPONS, the benefits with CAN_REQUEST_BENEFITS, the competitions with
 * CAN_VIEW_COMPETITIONS, as their routes and endpoints demand. Coupons and Benefits are
 * premium-only: under the premium overlay for non-premium members (spec §1).
 */
export function HomeShortcuts({ user }: { user: Pick<User, 'permissions' | 'isPremium'> }) {
  const all: Shortcut[] = [
    { href: paths.Collect.href(), title: 'Punkte sammeln', text: 'So kommst du zu mehr Punkten.', Icon: IconSparkles },
    {
      href: paths.Coupons.href(),
      title: 'Gutschein-Shop',
      text: 'Tausche Prämienpunkte gegen Gutscheine.',
      Icon: IconShoppingBag,
      premium: true,
      permission: CAN_VIEW_COUPONS,
    },
    {
      href: paths.Benefits.href(),
      title: 'Vorteilswelt',
      text: 'Exklusive Vorteile für dein Team.',
      Icon: IconGift,
      premium: true,
      permission: CAN_REQUEST_BENEFITS,
    },
    {
      href: paths.Competitions.href(),
      title: 'Gewinnspiele',
      text: 'Mitmachen und gewinnen.',
      Icon: IconTrophy,
      permission: CAN_VIEW_COMPETITIONS,
    },
  ];
  const shortcuts = all.filter(({ permission }) => !permission || hasPermission(user, permission));
  return (
    <TileRow as="nav" label="Schnellzugriff" cols={{ base: 2, md: 4 }} spacing="md" phoneWidth="44%">
      {shortcuts.map(({ href, title, text, Icon, premium }) => {
        const content = (
          <>
            <Group justify="space-between" mb="sm">
              <ThemeIcon size={42} radius="md" variant="light" aria-hidden="true">
                <Icon size={24} />
              </ThemeIcon>
            </Group>
            <Text fw={700}>{title}</Text>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </>
        );
        // Spec §1: premium-only shortcuts invite non-premium users to unlock premium (no link behind).
        if (premium && !user.isPremium) {
          return (
            <PremiumOverlay key={href} label={title}>
              <Card withBorder radius="md" padding="lg" h="100%">
                {content}
              </Card>
            </PremiumOverlay>
          );
        }
        return (
          <Card key={href} component={Link} to={href} withBorder radius="md" padding="lg" className={classes.card}>
            {content}
          </Card>
        );
      })}
    </TileRow>
  );
}
