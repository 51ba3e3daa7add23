import type { User } from '@apopunkt/domain/schemas/users';
import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward, IconCoin, IconGift, IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const PERKS = [
  {
    icon: IconCoin,
    title: 'Prämienpunkte sammeln',
    text: 'Für jedes abgeschlossene Modul mit Punkten des Herstellers.',
  },
  { icon: IconTicket, title: 'Gutschein-Shop', text: 'Tausche deine Punkte gegen Einkaufsgutscheine unserer Partner.' },
  { icon: IconGift, title: 'Vorteilswelt', text: 'Exklusive Angebote für dich und dein Apothekenteam.' },
  { icon: IconAward, title: 'Empfehlungsbonus', text: 'Bonuspunkte, wenn Kolleginnen und Kollegen Premium werden.' },
];

/** What premium brings, with the user's premium score and the way to spend or collect it. */
export function PremiumOverview({ user, product }: { user: User; product: string }) {
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text c="dimmed" size="sm">
              {user.isPremium
                ? `Du bist ${product} PREMIUM Mitglied.`
                : `Du bist noch kein ${product} Premium Mitglied.`}
            </Text>
            <Text fw={700} size="xl">
              Dein Punktestand: {user.premiumScore.toLocaleString('de-DE')} Prämienpunkte
            </Text>
          </div>
          {user.isPremium ? (
            <Group>
              <Button component={Link} to={paths.Coupons.href()}>
                Zum Gutschein-Shop
              </Button>
              <Button component={Link} to={paths.Collect.href()} variant="default">
                Punkte sammeln
              </Button>
            </Group>
          ) : (
            <Button component={Link} to={paths.BecomePremium.href()}>
              Jetzt kostenlos Premium werden
            </Button>
          )}
        </Group>
      </Card>
      <Title order={2}>Das bringt dir Premium</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {PERKS.map((perk) => (
          <Card key={perk.title} withBorder radius="md" padding="md">
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
                <perk.icon size={22} />
              </ThemeIcon>
              <div>
                <Title order={3} size="h4">
                  {perk.title}
                </Title>
                <Text size="sm">{perk.text}</Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
