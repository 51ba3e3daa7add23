import { BUSINESS_JOBS, type Job, PROFESSIONAL_JOBS } from '@apopunkt/domain/constants/jobs';
import { SALUTATION_LABELS, SALUTATIONS } from '@apopunkt/domain/constants/salutations';
import { jobLabel } from '@apopunkt/domain/rules/job-labels';
import { Grid, NativeSelect, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

export type PersonField = 'gender' | 'firstName' | 'lastName' | 'dateOfBirth' | 'job';

const placeholder = { value: '', label: 'Bitte wählen', disabled: true };

const genderOptions = [placeholder, ...SALUTATIONS.map((code) => ({ value: code, label: SALUTATION_LABELS[code] }))];

/**
 * The job codes in their two groups, labelled for the chosen salutation (spec §6); `allowed`
 * leaves out jobs the user may not pick (a group without any is dropped).
 */
export function jobOptions(gender: string | null | undefined, allowed: (job: Job) => boolean = () => true) {
  const items = (jobs: readonly Job[]) =>
    jobs.filter(allowed).map((job) => ({ value: job, label: jobLabel(job, gender) }));
  const groups = [
    { group: 'Apotheke und Ausbildung', items: items(PROFESSIONAL_JOBS) },
    { group: 'Industrie und Außendienst', items: items(BUSINESS_JOBS) },
  ];
  return [placeholder, ...groups.filter((g) => g.items.length > 0)];
}

const today = () => new Date().toISOString().slice(0, 10);

interface PersonFieldsProps {
  inputProps: (field: PersonField) => GetInputPropsReturnType;
  /** The salutation currently chosen; the job labels follow it. */
  gender: string | null | undefined;
  /** Jobs the user may choose; all twelve when left out. */
  allowJob?: (job: Job) => boolean;
}

/** Salutation, name, date of birth and job: shared by registration and the account profile. */
export function PersonFields({ inputProps, gender, allowJob }: PersonFieldsProps) {
  const select = (field: PersonField) => {
    const { value, ...rest } = inputProps(field);
    return { ...rest, value: value ?? '' };
  };
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <NativeSelect label="Anrede" data={genderOptions} required {...select('gender')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          label="Geburtsdatum"
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={today()}
          required
          {...select('dateOfBirth')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Vorname" autoComplete="given-name" required {...inputProps('firstName')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Nachname" autoComplete="family-name" required {...inputProps('lastName')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <NativeSelect label="Beruf" data={jobOptions(gender, allowJob)} required {...select('job')} />
      </Grid.Col>
    </Grid>
  );
}
