import { organisationCreationRequestBodySchema } from '@apopunkt/domain/schemas/organisations';
import type { Organisation, User } from '@apopunkt/domain/schemas/users';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { z } from 'zod';
import { WorkplaceFields, type WorkplaceMode } from '../../../components/organisation-picker/workplace-fields';
import { reportSubmitError, zodValidate } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useCreateOrganisationRequest } from '../api/create-organisation-request';
import { useUpdateMe } from '../api/update-me';

const EMPTY_REQUEST = { name: '', street: '', zip: '', city: '' };
const requestSchema = z.object({ organisationRequest: organisationCreationRequestBodySchema });
const validateRequest = zodValidate(requestSchema);

interface WorkplaceEditorProps {
  user: User;
  onDone: () => void;
}

/** Choose another pharmacy, ask for a missing one, or say you are not employed at the moment. */
export function WorkplaceEditor({ user, onDone }: WorkplaceEditorProps) {
  const [mode, setMode] = useState<WorkplaceMode>('organisation');
  const [organisation, setOrganisation] = useState<Organisation | null>(null);
  const update = useUpdateMe();
  const createRequest = useCreateOrganisationRequest();
  const form = useForm({ initialValues: { organisationRequest: EMPTY_REQUEST, currentPlace: null } });

  const handlers = {
    onSuccess: () => {
      notify.success('Deine Arbeitsstätte wurde gespeichert.');
      onDone();
    },
    onError: (error: unknown) => reportSubmitError(form.setErrors, error),
  };

  function save() {
    form.clearErrors();
    if (mode === 'unemployed') return update.mutate({ unemployed: true }, handlers);
    if (mode === 'organisation') {
      if (!organisation) return form.setFieldError('currentPlace', 'Bitte wähle deine Apotheke aus der Liste aus.');
      return update.mutate({ currentPlace: organisation.id }, handlers);
    }
    const errors = validateRequest(form.values);
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    createRequest.mutate(form.values.organisationRequest, handlers);
  }

  return (
    <Stack gap="md">
      {(user.isPremium || user.employee?.isVerified) && (
        <Alert color="yellow" variant="light">
          Wenn du deine Arbeitsstätte änderst, muss die neue Anstellung erst bestätigt werden. Bis dahin ruht dein
          Premium-Status; deine Punkte bleiben erhalten.
        </Alert>
      )}
      <WorkplaceFields
        mode={mode}
        onModeChange={(next) => {
          setMode(next);
          setOrganisation(null);
          form.clearErrors();
        }}
        organisation={organisation}
        onOrganisationChange={setOrganisation}
        requestInputProps={(field) => form.getInputProps(`organisationRequest.${field}`)}
        error={form.errors.currentPlace}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Abbrechen
        </Button>
        <Button onClick={save} loading={update.isPending || createRequest.isPending}>
          Arbeitsstätte speichern
        </Button>
      </Group>
    </Stack>
  );
}
