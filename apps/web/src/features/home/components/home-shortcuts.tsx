import { CAN_VIEW_COMPETITIONS } from '@apopunkt/domain/constants/permissions';
import { hasPermission } from '@apopunkt/domain/policies';
import type { User } from '@apopunkt/domain/schemas/users';
import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconGift, IconShoppingBag, IconSparkles, IconTrophy } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import classes from './home-shortcuts.module.css';

interface Shortcut {
  href: string;
  title: string;
  text: string;
  Icon: ComponentType<{ size?: number }>;
  premium?: boolean;
}

/** Collect, Coupons, Benefits and Competitions (spec §1); competitions only with permission (§6). */
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
      {shortcuts.map(({ href, title, text, Icon, premium }) => (
        <Card key={href} component={Link} to={href} withBorder radius="md" padding="lg" className={classes.card}>
          <Group justify="space-between" mb="sm">
            <ThemeIcon size={42} radius="md" variant="light" aria-hidden="true">
              <Icon size={24} />
            </ThemeIcon>
            {premium && !user.isPremium && (
              <Badge size="sm" color="yellow.3">
                Premium
              </Badge>
            )}
          </Group>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
