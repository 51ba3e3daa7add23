import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { OrganisationPicker } from '../../../components/organisation-picker/organisation-picker';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useFieldServicePharmacies } from '../api/get-field-service-pharmacies';
import { useSetFieldServicePharmacies } from '../api/set-field-service-pharmacies';
import { DetailCard } from './detail-card';

/** Staff assign pharmacies to a field-service employee (their training pages show these only). */
export function FieldServiceCard({ userId }: { userId: number }) {
  const assigned = useFieldServicePharmacies(userId);
  const save = useSetFieldServicePharmacies(userId);
  const pharmacies = assigned.data?.pharmacies ?? [];
  const store = (ids: number[], message: string) =>
    save.mutate(ids, {
      onSuccess: () => notify.success(message),
      onError: (error) => notify.error(errorMessage(error)),
    });

  return (
    <DetailCard title="Außendienst: zugeordnete Apotheken">
      {pharmacies.length === 0 && (
        <Text size="sm" c="dimmed">
          Noch keine Apotheken zugeordnet.
        </Text>
      )}
      <Stack gap={4}>
        {pharmacies.map((p) => (
          <Group key={p.id} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {p.name}, {p.zip} {p.city}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${p.name} entfernen`}
              disabled={save.isPending}
              onClick={() =>
                store(
                  pharmacies.filter((other) => other.id !== p.id).map((other) => other.id),
                  'Apotheke entfernt.',
                )
              }
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      <OrganisationPicker
        label="Apotheke hinzufügen"
        value={null}
        disabled={save.isPending}
        onChange={(organisation) => {
          if (organisation && !pharmacies.some((p) => p.id === organisation.id)) {
            store([...pharmacies.map((p) => p.id), organisation.id], 'Apotheke zugeordnet.');
          }
        }}
      />
    </DetailCard>
  );
}
