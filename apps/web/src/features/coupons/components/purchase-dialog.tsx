import { formatEuroCents } from '@apopunkt/domain/rules/coupons';
import type { CouponOffer, CouponPurchaseResult } from '@apopunkt/domain/schemas/coupons';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { usePurchaseCoupon } from '../api/purchase-coupon';
import { CouponCode } from './coupon-code';

interface PurchaseDialogProps {
  offer: CouponOffer | null;
  balance: number;
  onClose: () => void;
}

/** Confirm the purchase, then show the bought code (with copy) and the points left. */
export function PurchaseDialog({ offer, balance, onClose }: PurchaseDialogProps) {
  const purchase = usePurchaseCoupon();
  const [result, setResult] = useState<CouponPurchaseResult | null>(null);

  function close() {
    setResult(null);
    purchase.reset();
    onClose();
  }

  return (
    <Modal
      opened={offer !== null}
      onClose={close}
      title={result ? 'Dein Gutscheincode' : 'Gutschein einlösen'}
      centered
    >
      {offer && !result && (
        <Stack>
          <Text>
            Möchtest du {offer.title} ({formatEuroCents(offer.value)}) von {offer.partner.name} für{' '}
            <strong>{offer.price.toLocaleString('de-DE')} Prämienpunkte</strong> einlösen?
          </Text>
          <Text size="sm" c="dimmed">
            Danach hast du noch {(balance - offer.price).toLocaleString('de-DE')} Prämienpunkte.
          </Text>
          {purchase.error && <Alert color="red">{errorMessage(purchase.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Abbrechen
            </Button>
            <Button loading={purchase.isPending} onClick={() => purchase.mutate(offer.id, { onSuccess: setResult })}>
              Jetzt verbindlich einlösen
            </Button>
          </Group>
        </Stack>
      )}
      {result && (
        <Stack>
          <Text>
            Vielen Dank! Hier ist dein Code für {result.purchase.offer.title} bei {result.purchase.offer.partner.name}:
          </Text>
          <CouponCode code={result.purchase.code} />
          <Text size="sm">
            Du hast noch {result.balance.toLocaleString('de-DE')} Prämienpunkte. Den Code findest du auch jederzeit
            unter „Meine Gutscheine“.
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>Fertig</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
