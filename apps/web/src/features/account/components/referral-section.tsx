import type { User } from '@apopunkt/domain/schemas/users';
import { ActionIcon, Button, CopyButton, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { useProductName } from '../../../lib/platform-config';
import { AccountSection } from './account-section';

/** The link a user shares: the registration page with the own code as `ref`. */
export function referralLink(origin: string, code: string): string {
  return `${origin}${paths.SignUp.href()}?ref=${encodeURIComponent(code)}`;
}

function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Kopiert' : 'Kopieren'} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={`${label} kopieren`}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

/** 'weiterempfehlen' (anchor #recommendation): the own referral code and share link. */
export function ReferralSection({ user }: { user: User }) {
  const product = useProductName();
  const link = referralLink(window.location.origin, user.referrerCode);

  return (
    <AccountSection
      id="recommendation"
      title="Weiterempfehlen"
      description={`Lade Kolleginnen und Kollegen zu ${product} ein. Wer sich mit deinem Link registriert und Premium wird, bringt euch beiden Bonuspunkte.`}
    >
      <CopyField label="Dein Empfehlungscode" value={user.referrerCode} />
      <CopyField label="Dein Einladungslink" value={link} />
      <Group>
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button onClick={copy} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}>
              {copied ? 'Link kopiert' : 'Link kopieren'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        Eine Übersicht deiner Empfehlungen folgt in Kürze.
      </Text>
    </AccountSection>
  );
}
