import { AUDIT_ENTITY_LABELS } from '@apopunkt/domain/constants/audit-labels';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { AuditLogFilter } from '../api/get-audit-log';

type Fields = Omit<AuditLogFilter, 'offset'>;

/** The areas and object types by their German names; an action filter by area matches each of its actions. */
const AREAS = Object.entries(AUDIT_ENTITY_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'de'));
const EMPTY: Required<Fields> = { action: '', entity_type: '', entity_id: '', actor_id: '', from: '', to: '' };

/** The filter form: area, object type and id, staff member id, and a date range. */
export function AuditLogFilters({ onApply }: { onApply(filter: Fields): void }) {
  const [values, setValues] = useState(EMPTY);
  const field = (key: keyof Fields) => ({
    value: values[key],
    onChange: (e: { currentTarget: { value: string } }) => setValues({ ...values, [key]: e.currentTarget.value }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(values)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v !== ''),
    );
    onApply(trimmed as Fields);
  }
  return (
    <form onSubmit={submit} aria-label="Audit-Log filtern">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Select
          label="Bereich"
          data={AREAS}
          clearable
          searchable
          value={values.action || null}
          onChange={(value) => setValues({ ...values, action: value ?? '' })}
        />
        <Select
          label="Objekttyp"
          data={AREAS}
          clearable
          searchable
          value={values.entity_type || null}
          onChange={(value) => setValues({ ...values, entity_type: value ?? '' })}
        />
        <TextInput label="Objekt-ID" {...field('entity_id')} />
        <TextInput label="Mitarbeiter-ID" inputMode="numeric" {...field('actor_id')} />
        <TextInput label="Von" type="date" {...field('from')} />
        <TextInput label="Bis" type="date" {...field('to')} />
      </SimpleGrid>
      <Group mt="sm">
        <Button type="submit">Filtern</Button>
        <Button
          variant="default"
          onClick={() => {
            setValues(EMPTY);
            onApply({});
          }}
        >
          Zurücksetzen
        </Button>
      </Group>
    </form>
  );
}
