import { PERMISSIONS, type Permission } from '@apopunkt/domain/constants/permissions';
import type { AdminUserDetail, PermissionGrantInput } from '@apopunkt/domain/schemas/admin-users';
import { Button, Group, SegmentedControl, Table, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useUpdateUserPermissions } from '../api/update-user-permissions';
import { PERMISSION_LABELS } from '../labels';
import { DetailCard } from './detail-card';

type Setting = 'default' | 'grant' | 'revoke';
type Settings = Record<Permission, Setting>;

const SETTING_OPTIONS = [
  { value: 'default', label: 'Standard' },
  { value: 'grant', label: 'Erteilt' },
  { value: 'revoke', label: 'Entzogen' },
];

function settingsOf(grants: PermissionGrantInput[]): Settings {
  const settings = Object.fromEntries(PERMISSIONS.map((p) => [p, 'default'])) as Settings;
  for (const grant of grants) settings[grant.permission] = grant.granted ? 'grant' : 'revoke';
  return settings;
}

function grantsOf(settings: Settings): PermissionGrantInput[] {
  return PERMISSIONS.filter((p) => settings[p] !== 'default').map((p) => ({
    permission: p,
    granted: settings[p] === 'grant',
  }));
}

function Mark({ on, label }: { on: boolean; label: string }) {
  return on ? (
    <IconCheck size={18} color="var(--mantine-color-teal-6)" aria-label={`${label}: ja`} />
  ) : (
    <IconX size={18} color="var(--mantine-color-gray-5)" aria-label={`${label}: nein`} />
  );
}

/** The thirteen permissions: what the job group gives, the per-user grant or revocation, the result. */
export function PermissionsMatrix({ user }: { user: AdminUserDetail }) {
  const saved = settingsOf(user.grants);
  const [settings, setSettings] = useState<Settings>(saved);
  const update = useUpdateUserPermissions(user.id);
  const dirty = PERMISSIONS.some((p) => settings[p] !== saved[p]);

  const effective = (p: Permission) =>
    user.isStaff || (settings[p] === 'default' ? user.jobGroupPermissions.includes(p) : settings[p] === 'grant');

  function save() {
    update.mutate(
      { grants: grantsOf(settings) },
      {
        onSuccess: (detail) => {
          setSettings(settingsOf(detail.grants));
          notify.success('Die Berechtigungen wurden gespeichert.');
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  }

  return (
    <DetailCard title="Berechtigungen">
      {user.isStaff && <Text size="sm">Staff haben unabhängig von diesen Einstellungen alle Berechtigungen.</Text>}
      <ScrollableTable minWidth={640}>
        <Table verticalSpacing={6} aria-label="Berechtigungen">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Berechtigung</Table.Th>
              <Table.Th>Berufsgruppe</Table.Th>
              <Table.Th>Einstellung für diesen Nutzer</Table.Th>
              <Table.Th>Wirksam</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PERMISSIONS.map((p) => (
              <Table.Tr key={p} data-testid={`permission-${p}`}>
                <Table.Td>
                  <Text size="sm">{PERMISSION_LABELS[p]}</Text>
                  <Text size="xs" c="dimmed">
                    {p}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Mark on={user.jobGroupPermissions.includes(p)} label="Berufsgruppe" />
                </Table.Td>
                <Table.Td>
                  <SegmentedControl
                    size="xs"
                    aria-label={`Einstellung: ${PERMISSION_LABELS[p]}`}
                    data={SETTING_OPTIONS}
                    value={settings[p]}
                    onChange={(value) => setSettings((s) => ({ ...s, [p]: value as Setting }))}
                  />
                </Table.Td>
                <Table.Td>
                  <Mark on={effective(p)} label="Wirksam" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollableTable>
      <Group justify="flex-end">
        <Button variant="default" disabled={!dirty} onClick={() => setSettings(saved)}>
          Zurücksetzen
        </Button>
        <Button disabled={!dirty} loading={update.isPending} onClick={save}>
          Berechtigungen speichern
        </Button>
      </Group>
    </DetailCard>
  );
}
