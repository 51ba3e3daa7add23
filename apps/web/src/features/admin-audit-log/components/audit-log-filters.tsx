import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { AuditLogFilter } from '../api/get-audit-log';

type Fields = Omit<AuditLogFilter, 'offset'>;
const EMPTY: Required<Fields> = { action: '', entity_type: '', entity_id: '', actor_id: '', from: '', to: '' };

/** The filter form: action or area, object type and id, staff member id, and a date range. */
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
        <TextInput label="Aktion oder Bereich" placeholder="z. B. user oder user.merge" {...field('action')} />
        <TextInput label="Objekttyp" placeholder="z. B. coupon-offer" {...field('entity_type')} />
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
