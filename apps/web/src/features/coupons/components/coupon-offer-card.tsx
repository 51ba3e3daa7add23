import { formatEuroCents } from '@apopunkt/domain/rules/coupons';
import type { CouponOffer } from '@apopunkt/domain/schemas/coupons';
import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';

function availability(offer: CouponOffer): { label: string; color: string } {
  if (offer.available === 0) return { label: 'Vergriffen', color: 'gray' };
  if (offer.available < 10) return { label: `Nur noch ${offer.available}`, color: 'red' };
  return { label: 'Verfügbar', color: 'teal' };
}

/** One voucher in the shop: partner, face value, price in Prämienpunkte and stock. */
interface CouponOfferCardProps {
  offer: CouponOffer;
  balance: number;
  onBuy: (offer: CouponOffer) => void;
}

export function CouponOfferCard({ offer, balance, onBuy }: CouponOfferCardProps) {
  const state = availability(offer);
  const missing = offer.price - balance;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={offer.title}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          {offer.partner.logo ? (
            <Image src={offer.partner.logo} alt={offer.partner.name} h={40} w="auto" fit="contain" />
          ) : (
            <Text fw={700}>{offer.partner.name}</Text>
          )}
          <Badge variant="light" color={state.color} style={{ flexShrink: 0 }}>
            {state.label}
          </Badge>
        </Group>
        <Title order={3} size="h4">
          {offer.title}
        </Title>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {offer.description}
        </Text>
        <Group justify="space-between" align="flex-end">
          <div>
            <Text size="xl" fw={800}>
              {formatEuroCents(offer.value)}
            </Text>
            <Text size="sm">für {offer.price.toLocaleString('de-DE')} Prämienpunkte</Text>
            {offer.available > 0 && missing > 0 && (
              <Text size="xs" c="dimmed">
                Dir fehlen noch {missing.toLocaleString('de-DE')} Prämienpunkte.
              </Text>
            )}
          </div>
          <Button onClick={() => onBuy(offer)} disabled={!offer.isRedeemable}>
            Einlösen
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
