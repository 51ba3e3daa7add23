import type { FieldServiceUsers } from '@apopunkt/domain/schemas/business';
import { Anchor, Select, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';
import { useFieldServiceUsers } from '../api/get-field-service-users';

/** The address parameter that holds whose view staff look at, so the choice survives a reload. */
const VIEW_PARAM = 'ansicht';

const optionOf = (u: FieldServiceUsers['results'][number]) => ({
  value: String(u.id),
  label: `${u.lastName}, ${u.firstName} – ${u.manufacturer?.name ?? 'ohne Hersteller'} (${
    u.pharmacies === 1 ? '1 Apotheke' : `${u.pharmacies} Apotheken`
  })`,
});

/**
 * The training pages draw a field-service user's own pharmacies. Staff have none, so they choose
 * whose view they see (the person's pharmacies and manufacturer, as that person sees them);
 * everyone else sees the own view. `children` draws the view of the chosen user id (undefined: own).
 */
export function TrainingViewFor({ children }: { children: (userId: number | undefined) => ReactNode }) {
  const isStaff = useCurrentUser()?.isStaff ?? false;
  const [params, setParams] = useSearchParams();
  const users = useFieldServiceUsers(isStaff);
  if (!isStaff) return children(undefined);
  const chosen = Number(params.get(VIEW_PARAM)) || undefined;
  const people = users.data?.results ?? [];
  return (
    <Stack gap="md">
      <Select
        label="Ansicht von"
        description="Die Trainingsdaten einer Person aus dem Außendienst, so wie sie sie sieht."
        placeholder="Person wählen"
        data={people.map(optionOf)}
        value={chosen ? String(chosen) : null}
        onChange={(value) => setParams(value ? { [VIEW_PARAM]: value } : {}, { replace: true })}
        searchable
        maw={520}
      />
      {users.isError && <LoadError error={users.error} onRetry={() => users.refetch()} />}
      {users.data && people.length === 0 && (
        <EmptyHint title="Noch niemand hat Zugang zu den Trainingsdaten.">
          Gib einer Person aus dem Außendienst in der{' '}
          <Anchor component={Link} to={paths.AdminUsers.href()}>
            Nutzerverwaltung
          </Anchor>{' '}
          das Abonnement „Trainingsdaten (Außendienst)“ und ordne ihr Apotheken zu.
        </EmptyHint>
      )}
      {chosen
        ? children(chosen)
        : people.length > 0 && <EmptyHint title="Wähle oben, wessen Ansicht du sehen möchtest." />}
    </Stack>
  );
}
