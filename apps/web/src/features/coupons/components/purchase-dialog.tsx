import { formatEuroCents } from '@apopunkt/domain/rules/coupons';
import type { CouponOffer, CouponPurchaseResult } from '@apopunkt/domain/schemas/coupons';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
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
  // One key per purchase intent: made when the dialog opens for an offer, reused by every retry and
  // double click, so the server buys at most once for it; closing the dialog ends the intent.
  const [intent, setIntent] = useState<{ offerId: number; key: string } | null>(null);
  if (offer && intent?.offerId !== offer.id) setIntent({ offerId: offer.id, key: newIdempotencyKey() });

  function close() {
    setResult(null);
    setIntent(null);
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
            <Button
              loading={purchase.isPending}
              onClick={() =>
                intent &&
                purchase.mutate({ offerId: intent.offerId, idempotencyKey: intent.key }, { onSuccess: setResult })
              }
            >
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
          {result.purchase.code && <CouponCode code={result.purchase.code} />}
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
