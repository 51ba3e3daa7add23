import { REDEEM_REDIRECT_DELAY_MS } from '@apopunkt/domain/constants/limits';
import { redeemErrorMessage, redeemSuccessMessage } from '@apopunkt/domain/rules/redeem';
import { isSafeRedirect } from '@apopunkt/domain/rules/sign-in-redirect';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { loadCurrentUser } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { redeemDialog } from '../../../lib/overlays';
import { useRedeemCampaignCode } from '../api/redeem-campaign-code';

/**
 * The campaign-code dialog (spec §2, §4, §8): trimmed code, the spec's messages for every outcome,
 * closes and clears on success and follows a returned url after 2 seconds.
 */
export function RedeemCodeDialog() {
  const { opened, payload } = redeemDialog.useState();
  const [code, setCode] = useState('');
  const redeem = useRedeemCampaignCode();
  const navigate = useNavigate();

  useEffect(() => {
    if (opened) setCode(payload?.code ?? '');
  }, [opened, payload]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (redeem.isPending) return;
    redeem.mutate(code, {
      onSuccess: (result) => {
        notify.success(redeemSuccessMessage(result?.url));
        setCode('');
        redeemDialog.close();
        loadCurrentUser().catch(() => undefined);
        const url = result?.url;
        if (!url) return;
        window.setTimeout(() => {
          if (isSafeRedirect(url)) navigate(url);
          else window.location.assign(url);
        }, REDEEM_REDIRECT_DELAY_MS);
      },
      onError: (error) => notify.error(redeemErrorMessage(isApiError(error) ? error.status : null)),
    });
  };

  return (
    <Modal opened={opened} onClose={redeemDialog.close} title="Aktionscode einlösen" centered>
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">
            Gib hier deinen Aktionscode ein, zum Beispiel aus einer Fachzeitschrift oder von einer Veranstaltung.
          </Text>
          <TextInput
            label="Aktionscode"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={redeemDialog.close}>
              Abbrechen
            </Button>
            <Button type="submit" loading={redeem.isPending}>
              Einlösen
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
