import { SUBSCRIPTION_TYPES, type SubscriptionType } from '@apopunkt/domain/constants/features';
import { isCustomerJob } from '@apopunkt/domain/constants/jobs';
import type { AdminUserDetail } from '@apopunkt/domain/schemas/admin-users';
import { ActionIcon, Button, Group, NativeSelect, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useManufacturerList } from '../../admin-products';
import { useSubscriptionMutations } from '../api/manage-subscriptions';
import { SUBSCRIPTION_LABELS } from '../labels';
import { DetailCard } from './detail-card';

const onError = (error: unknown) => notify.error(errorMessage(error));

function AddSubscription({ userId }: { userId: number }) {
  const manufacturers = useManufacturerList();
  const { add } = useSubscriptionMutations(userId);
  const [type, setType] = useState<SubscriptionType | ''>('');
  const [manufacturerId, setManufacturerId] = useState('');

  function submit() {
    if (!type || !manufacturerId) return notify.error('Bitte wähle Abonnement-Typ und Hersteller aus.');
    add.mutate(
      { type, manufacturerId: Number(manufacturerId) },
      {
        onSuccess: () => {
          setType('');
          setManufacturerId('');
          notify.success('Das Abonnement wurde hinzugefügt.');
        },
        onError,
      },
    );
  }

  const placeholder = { value: '', label: 'Bitte wählen', disabled: true };
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label="Abonnement-Typ"
        value={type}
        onChange={(event) => setType(event.currentTarget.value as SubscriptionType)}
        data={[placeholder, ...SUBSCRIPTION_TYPES.map((t) => ({ value: t, label: SUBSCRIPTION_LABELS[t] }))]}
      />
      <NativeSelect
        label="Hersteller"
        value={manufacturerId}
        onChange={(event) => setManufacturerId(event.currentTarget.value)}
        disabled={!manufacturers.data}
        data={[
          placeholder,
          ...(manufacturers.data?.results ?? []).map((m) => ({ value: String(m.id), label: m.name })),
        ]}
      />
      <Button onClick={submit} loading={add.isPending}>
        Abonnement hinzufügen
      </Button>
    </Group>
  );
}

/** Business subscriptions (FEATURE_DASHBOARD_...) that link a customer to a manufacturer. */
export function SubscriptionsCard({ user }: { user: AdminUserDetail }) {
  const { remove } = useSubscriptionMutations(user.id);

  return (
    <DetailCard title="Abonnements">
      {user.subscriptions.length === 0 ? (
        <Text size="sm" c="dimmed">
          Keine Abonnements.
        </Text>
      ) : (
        <Table aria-label="Abonnements">
          <Table.Tbody>
            {user.subscriptions.map((subscription) => (
              <Table.Tr key={subscription.id}>
                <Table.Td>{SUBSCRIPTION_LABELS[subscription.type]}</Table.Td>
                <Table.Td>{subscription.manufacturer?.name ?? '–'}</Table.Td>
                <Table.Td w={48}>
                  <ActionIcon
                    color="red"
                    variant="subtle"
                    aria-label={`${SUBSCRIPTION_LABELS[subscription.type]} entfernen`}
                    loading={remove.isPending && remove.variables === subscription.id}
                    onClick={() =>
                      remove.mutate(subscription.id, {
                        onSuccess: () => notify.success('Das Abonnement wurde entfernt.'),
                        onError,
                      })
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {isCustomerJob(user.job) ? (
        <AddSubscription userId={user.id} />
      ) : (
        <Text size="sm" c="dimmed">
          Abonnements gibt es nur für die Berufsgruppen Außendienst, Manager*in und Regionalmanager*in.
        </Text>
      )}
    </DetailCard>
  );
}
