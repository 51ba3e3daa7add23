import { Grid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

type Field = 'name' | 'street' | 'zip' | 'city';

interface OrganisationRequestFieldsProps {
  /** Input props for each field, usually `(f) => form.getInputProps(\`organisationRequest.${f}\`)`. */
  inputProps: (field: Field) => GetInputPropsReturnType;
}

/** Name and postal address of a pharmacy that is not in our list yet (staff review the request). */
export function OrganisationRequestFields({ inputProps }: OrganisationRequestFieldsProps) {
  return (
    <Grid gap="sm">
      <Grid.Col span={12}>
        <TextInput label="Name der Apotheke" autoComplete="organization" required {...inputProps('name')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput label="Straße und Hausnummer" autoComplete="street-address" required {...inputProps('street')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label="PLZ"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          required
          {...inputProps('zip')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label="Ort" autoComplete="address-level2" required {...inputProps('city')} />
      </Grid.Col>
    </Grid>
  );
}
