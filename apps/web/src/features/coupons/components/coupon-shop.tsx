import type { CouponOffer } from '@apopunkt/domain/schemas/coupons';
import { Group, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { useCouponOffers } from '../api/get-coupon-offers';
import { useRedeemableFirst } from '../hooks/use-redeemable-first';
import { CouponOfferCard } from './coupon-offer-card';
import { PurchaseDialog } from './purchase-dialog';

/** The offers grid with the 'Einlösbare zuerst' toggle and the purchase dialog. */
export function CouponShop() {
  const [redeemableFirst, setRedeemableFirst] = useRedeemableFirst();
  const offers = useCouponOffers(redeemableFirst);
  const [selected, setSelected] = useState<CouponOffer | null>(null);

  return (
    <Stack gap="md" component="section" aria-labelledby="coupon-offers-heading">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} id="coupon-offers-heading">
          Gutscheine
        </Title>
        <Switch
          label="Einlösbare zuerst"
          checked={redeemableFirst}
          onChange={(event) => setRedeemableFirst(event.currentTarget.checked)}
        />
      </Group>
      {offers.data && (
        <Text size="sm">
          Dein Guthaben: <strong>{offers.data.balance.toLocaleString('de-DE')} Prämienpunkte</strong>
        </Text>
      )}
      {offers.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} h={220} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {offers.isError && <LoadError error={offers.error} onRetry={() => offers.refetch()} />}
      {offers.data?.results.length === 0 && <EmptyHint title="Zurzeit gibt es keine Gutscheine." />}
      {offers.data && offers.data.results.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {offers.data.results.map((offer) => (
            <CouponOfferCard key={offer.id} offer={offer} balance={offers.data.balance} onBuy={setSelected} />
          ))}
        </SimpleGrid>
      )}
      <PurchaseDialog offer={selected} balance={offers.data?.balance ?? 0} onClose={() => setSelected(null)} />
    </Stack>
  );
}
