import type { AdminUserDetail } from '@apopunkt/domain/schemas/admin-users';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DetailCard } from './detail-card';
import { PointsCorrectionDialog } from './points-correction-dialog';

/** The member's premium points and the staff correction (a credit or a debit with a reason). */
export function PointsCard({ user }: { user: AdminUserDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <DetailCard title="Prämienpunkte">
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Kontostand
          </Text>
          <Text fw={700} size="lg">
            {user.premiumScore.toLocaleString('de-DE')} Prämienpunkte
          </Text>
          <Text size="xs" c="dimmed">
            Korrekturen buchen gegen das Konto „Korrekturen“; Wissenspunkte bleiben unverändert.
          </Text>
        </Stack>
        <Button variant="light" onClick={() => setOpen(true)}>
          Punkte korrigieren
        </Button>
      </Group>
      <PointsCorrectionDialog user={user} opened={open} onClose={() => setOpen(false)} />
    </DetailCard>
  );
}
