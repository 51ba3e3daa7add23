import type { User } from '@apopunkt/domain/schemas/users';
import { Button, CopyButton, Group, Skeleton, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { LoadError } from '../../../components/ui/load-error';
import { useProductName } from '../../../lib/platform-config';
import { useReferral } from '../api/get-referral';
import { AccountSection } from './account-section';
import { CopyField } from './copy-field';
import { ReferralStats } from './referral-stats';

/** 'weiterempfehlen' (anchor #recommendation): code, share link and what recommending has brought. */
export function ReferralSection({ user }: { user: User }) {
  const product = useProductName();
  const referral = useReferral();
  const summary = referral.data;

  return (
    <AccountSection
      id="recommendation"
      title="Weiterempfehlen"
      description={`Lade Kolleginnen und Kollegen zu ${product} ein. Wer sich mit deinem Link registriert und Premium wird, bringt euch beiden Bonuspunkte.`}
    >
      <CopyField label="Dein Empfehlungscode" value={summary?.referrerCode ?? user.referrerCode} />
      {referral.isPending && <Skeleton h={120} />}
      {referral.isError && <LoadError error={referral.error} onRetry={() => referral.refetch()} />}
      {summary && (
        <>
          <CopyField label="Dein Einladungslink" value={summary.shareUrl} />
          <Group>
            <CopyButton value={summary.shareUrl}>
              {({ copied, copy }) => (
                <Button onClick={copy} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}>
                  {copied ? 'Link kopiert' : 'Link kopieren'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm">
            Du erhältst {summary.bonus.referrer} Prämienpunkte für jede Person, die Premium wird; sie selbst erhält{' '}
            {summary.bonus.referred} Prämienpunkte.
          </Text>
          <ReferralStats summary={summary} />
        </>
      )}
    </AccountSection>
  );
}
