import type { Organisation } from '@apopunkt/domain/schemas/users';
import { Checkbox, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { OrganisationPicker } from './organisation-picker';
import { OrganisationRequestFields } from './organisation-request-fields';

export type WorkplaceMode = 'organisation' | 'unemployed' | 'request';

interface WorkplaceFieldsProps {
  mode: WorkplaceMode;
  onModeChange: (mode: WorkplaceMode) => void;
  organisation: Organisation | null;
  onOrganisationChange: (organisation: Organisation | null) => void;
  requestInputProps: (field: 'name' | 'street' | 'zip' | 'city') => GetInputPropsReturnType;
  error?: ReactNode;
}

/**
 * Where the user works: a pharmacy from our list, OR a request for one that is missing, OR not
 * employed at the moment (registration form and account page).
 */
export function WorkplaceFields(props: WorkplaceFieldsProps) {
  const { mode, onModeChange, organisation, onOrganisationChange, requestInputProps, error } = props;
  const toggle = (target: WorkplaceMode) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onModeChange(event.currentTarget.checked ? target : 'organisation');

  return (
    <Stack gap="sm">
      <OrganisationPicker
        label="Deine Apotheke"
        description="Suche nach Name, Ort oder Postleitzahl."
        value={organisation}
        onChange={onOrganisationChange}
        disabled={mode !== 'organisation'}
        error={error}
      />
      <Checkbox label="Meine Apotheke ist nicht dabei" checked={mode === 'request'} onChange={toggle('request')} />
      {mode === 'request' && <OrganisationRequestFields inputProps={requestInputProps} />}
      <Checkbox
        label="Ich bin derzeit nicht in einer Apotheke beschäftigt"
        checked={mode === 'unemployed'}
        onChange={toggle('unemployed')}
      />
    </Stack>
  );
}
