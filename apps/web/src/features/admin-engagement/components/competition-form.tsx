import { COMPETITION_TYPE_LABELS, type CompetitionType } from '@apopunkt/domain/constants/engagement';
import { type AdminCompetition, missingConfirmedTexts } from '@apopunkt/domain/schemas/competitions';
import {
  Button,
  Group,
  MultiSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { reportSubmitError } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useModuleOptions } from '../api/get-module-options';
import { useSaveCompetition } from '../api/save-competition';
import { fromLocalInput, toLocalInput } from './datetime';
import { ImageField } from './image-field';

const DAY = 24 * 60 * 60 * 1000;
const CONFIRMED_HINT = 'Mitglieder bestätigen diesen Text, bevor sie an einem aktiven Gewinnspiel teilnehmen.';
/** The texts members confirm with the box when joining; an active competition needs both (issue 36). */
const CONFIRMED_TEXTS = [
  { field: 'termsOfService', label: 'Teilnahmebedingungen', minRows: 3 },
  { field: 'privacyPolicy', label: 'Datenschutzhinweise', minRows: 2 },
] as const;

function initial(c: AdminCompetition | null) {
  return {
    name: c?.name ?? '',
    slug: c?.slug ?? '',
    description: c?.description ?? '',
    termsOfService: c?.termsOfService ?? '',
    privacyPolicy: c?.privacyPolicy ?? '',
    bannerImage: c?.bannerImage ?? null,
    thumbnailImage: c?.thumbnailImage ?? null,
    startsAt: toLocalInput(c?.startsAt ?? new Date().toISOString()),
    endsAt: toLocalInput(c?.endsAt ?? new Date(Date.now() + 14 * DAY).toISOString()),
    isActive: c?.isActive ?? true,
    isSpecial: c?.isSpecial ?? false,
    isOnlyForVerifiedUsers: c?.isOnlyForVerifiedUsers ?? false,
    isOnlyForPremiumUsers: c?.isOnlyForPremiumUsers ?? false,
    moduleIds: (c?.modules ?? []).map((m) => String(m.id)),
  };
}

/** Create (per type) or edit a competition: texts, images, period, flags and, for type 1, modules. */
export function CompetitionForm({
  type,
  competition,
}: {
  type: CompetitionType;
  competition: AdminCompetition | null;
}) {
  const save = useSaveCompetition();
  const navigate = useNavigate();
  const options = useModuleOptions();
  const form = useForm({
    initialValues: initial(competition),
    // Members confirm these texts when joining an active competition: it cannot be saved without them.
    validate: (values) =>
      Object.fromEntries(missingConfirmedTexts(values).map(({ field, message }) => [field, message])),
  });
  const confirmed = form.values.isActive;

  function submit(values: ReturnType<typeof initial>) {
    const body = {
      ...values,
      slug: values.slug.trim() || null,
      startsAt: fromLocalInput(values.startsAt) ?? '',
      endsAt: fromLocalInput(values.endsAt) ?? '',
      moduleIds: values.moduleIds.map(Number),
      ...(competition ? {} : { competitionType: type }),
    };
    save.mutate(
      { id: competition?.id ?? null, body: body as never },
      {
        onSuccess: (saved) => {
          notify.success(competition ? 'Das Gewinnspiel wurde gespeichert.' : 'Das Gewinnspiel wurde angelegt.');
          if (!competition) navigate(paths.CompetitionEdit.href(saved.id));
        },
        onError: (error) => reportSubmitError(form.setErrors, error),
      },
    );
  }

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={form.onSubmit(submit)} aria-labelledby="competition-form-heading" noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="competition-form-heading">
            {COMPETITION_TYPE_LABELS[type]}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <TextInput label="Adresse (optional, z. B. premium)" {...form.getInputProps('slug')} />
            <TextInput type="datetime-local" label="Beginn" required {...form.getInputProps('startsAt')} />
            <TextInput type="datetime-local" label="Ende" required {...form.getInputProps('endsAt')} />
          </SimpleGrid>
          <Textarea label="Beschreibung" autosize minRows={3} {...form.getInputProps('description')} />
          {CONFIRMED_TEXTS.map(({ field, label, minRows }) => (
            <Textarea
              key={field}
              label={label}
              description={confirmed ? CONFIRMED_HINT : undefined}
              required={confirmed}
              autosize
              minRows={minRows}
              {...form.getInputProps(field)}
            />
          ))}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ImageField label="Banner" {...form.getInputProps('bannerImage')} />
            <ImageField label="Kachelbild" {...form.getInputProps('thumbnailImage')} />
          </SimpleGrid>
          {type === 1 && (
            <MultiSelect
              label="Module"
              required
              searchable
              data={(options.data?.results ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
              {...form.getInputProps('moduleIds')}
            />
          )}
          <Group gap="lg">
            <Switch label="Aktiv" {...form.getInputProps('isActive', { type: 'checkbox' })} />
            <Switch label="Besonderes Gewinnspiel" {...form.getInputProps('isSpecial', { type: 'checkbox' })} />
            <Switch
              label="Nur für verifizierte Mitglieder"
              {...form.getInputProps('isOnlyForVerifiedUsers', { type: 'checkbox' })}
            />
            <Switch
              label="Nur für Premium-Mitglieder"
              {...form.getInputProps('isOnlyForPremiumUsers', { type: 'checkbox' })}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {competition ? 'Speichern' : 'Anlegen'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
