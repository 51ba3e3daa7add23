import { CAN_VIEW_COMPETITIONS } from '@apopunkt/domain/constants/permissions';
import { hasPermission } from '@apopunkt/domain/policies';
import type { User } from '@apopunkt/domain/schemas/users';
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconGift, IconShoppingBag, IconSparkles, IconTrophy } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PremiumOverlay } from '../../premium';
import classes from './home-shortcuts.module.css';

interface Shortcut {
  href: string;
  title: string;
  text: string;
  Icon: ComponentType<{ size?: number }>;
  premium?: boolean;
}

/**
 * Collect, Coupons, Benefits and Competitions (spec §1); competitions only with permission (§6).
 * Coupons and Benefits are premium-only: under the premium overlay for non-premium users.
 */
export function HomeShortcuts({ user }: { user: User }) {
  const shortcuts: Shortcut[] = [
    { href: paths.Collect.href(), title: 'Punkte sammeln', text: 'So kommst du zu mehr Punkten.', Icon: IconSparkles },
    {
      href: paths.Coupons.href(),
      title: 'Gutschein-Shop',
      text: 'Tausche Prämienpunkte gegen Gutscheine.',
      Icon: IconShoppingBag,
      premium: true,
    },
    {
      href: paths.Benefits.href(),
      title: 'Vorteilswelt',
      text: 'Exklusive Vorteile für dein Team.',
      Icon: IconGift,
      premium: true,
    },
  ];
  if (hasPermission(user, CAN_VIEW_COMPETITIONS)) {
    shortcuts.push({
      href: paths.Competitions.href(),
      title: 'Gewinnspiele',
      text: 'Mitmachen und gewinnen.',
      Icon: IconTrophy,
    });
  }
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" component="nav" aria-label="Schnellzugriff">
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
    </SimpleGrid>
  );
}
