import type { Accreditation } from '@apopunkt/domain/schemas/training-points';
import { accreditationBodySchema } from '@apopunkt/domain/schemas/training-points';
import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useModuleAccreditation, useSaveModuleAccreditation } from '../api/module-accreditation';

type Values = {
  chamber: string;
  eventNumber: string;
  points: number | string;
  category: string;
  validFrom: string;
  validUntil: string;
};
const EMPTY: Values = { chamber: '', eventNumber: '', points: '', category: '', validFrom: '', validUntil: '' };

const TEXT_FIELDS = [
  { field: 'chamber', label: 'Akkreditierende Kammer', type: 'text' },
  { field: 'eventNumber', label: 'Veranstaltungsnummer', type: 'text' },
  { field: 'category', label: 'Kategorie', type: 'text' },
  { field: 'validFrom', label: 'Gültig ab', type: 'date' },
  { field: 'validUntil', label: 'Gültig bis', type: 'date' },
] as const;

function toValues(a: Accreditation | null): Values {
  return a ? { ...a } : EMPTY;
}

/**
 * The module's accreditation by an Apothekerkammer (Fortbildungspunkte): passing the module inside
 * the window issues a certificate of attendance with these details.
 */
export function AccreditationSection({ uuid }: { uuid: string }) {
  const query = useModuleAccreditation(uuid);
  if (query.isPending) return null;
  if (query.isError)
    return (
      <Alert color="red" role="alert" mt="xl">
        {errorMessage(query.error)}
      </Alert>
    );
  return (
    <AccreditationForm
      key={query.data.accreditation?.updatedAt ?? 'neu'}
      uuid={uuid}
      current={query.data.accreditation}
    />
  );
}

function AccreditationForm({ uuid, current }: { uuid: string; current: Accreditation | null }) {
  const [values, setValues] = useState<Values>(() => toValues(current));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const save = useSaveModuleAccreditation(uuid);
  const set = (field: keyof Values) => (value: string | number) => setValues((v) => ({ ...v, [field]: value }));

  const textField = ({ field, label, type }: (typeof TEXT_FIELDS)[number]) => (
    <TextInput
      key={field}
      type={type}
      label={label}
      required
      value={values[field]}
      onChange={(e) => set(field)(e.currentTarget.value)}
      error={errors[field]}
    />
  );

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = accreditationBodySchema.safeParse({
      ...values,
      points: values.points === '' ? undefined : Number(values.points),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      notify.success('Akkreditierung gespeichert.');
    } catch (err) {
      notify.error(errorMessage(err));
    }
  }

  async function remove() {
    try {
      await save.mutateAsync(null);
      notify.success('Akkreditierung entfernt.');
    } catch (err) {
      notify.error(errorMessage(err));
    }
  }

  return (
    <Paper component="section" aria-labelledby="accreditation-title" withBorder radius="md" p="lg" mt="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="accreditation-title">
            Fortbildungspunkte (Akkreditierung)
          </Title>
          <Text size="sm" c="dimmed">
            Wer das Modul im Gültigkeitszeitraum besteht, erhält eine Teilnahmebescheinigung mit diesen Angaben. Das
            Modul braucht dafür ein Zertifikat.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {TEXT_FIELDS.slice(0, 2).map(textField)}
            <NumberInput
              label="Fortbildungspunkte"
              required
              min={1}
              max={100}
              allowDecimal={false}
              value={values.points}
              onChange={set('points')}
              error={errors.points}
            />
            {TEXT_FIELDS.slice(2).map(textField)}
          </SimpleGrid>
          <Group justify="flex-end">
            {current && (
              <Button
                variant="default"
                color="red"
                onClick={remove}
                loading={save.isPending && save.variables === null}
              >
                Akkreditierung entfernen
              </Button>
            )}
            <Button type="submit" loading={save.isPending && save.variables !== null}>
              Akkreditierung speichern
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
