import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/de';
import { type DashboardPeriod, periodQuerySchema } from '@apopunkt/domain/schemas/business';
import { Button, Group } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';

type Range = [string | null, string | null];

const DAY = 'YYYY-MM-DD';

function lastDays(days: number): [string, string] {
  return [
    dayjs()
      .subtract(days - 1, 'day')
      .format(DAY),
    dayjs().format(DAY),
  ];
}

const PRESETS = [
  { label: 'Letzte 7 Tage', value: lastDays(7) },
  { label: 'Letzte 28 Tage', value: lastDays(28) },
  { label: 'Letzte 90 Tage', value: lastDays(90) },
  { label: 'Letzte 365 Tage', value: lastDays(365) },
];

/**
 * The module dashboard's period (issue 37 §5): a range of days, checked with the API's schema
 * before it is asked for; empty means the whole runtime.
 */
export function PeriodPicker({
  period,
  error,
  onChange,
}: {
  period: DashboardPeriod;
  /** The German message of a bad period in the address. */
  error: string | null;
  onChange: (period: DashboardPeriod) => void;
}) {
  const [draft, setDraft] = useState<Range>(period ? [period.from, period.to] : [null, null]);
  const [draftError, setDraftError] = useState<string | null>(null);
  const choose = (range: Range) => {
    setDraft(range);
    const [from, to] = range;
    if (!from && !to) {
      setDraftError(null);
      onChange(null);
      return;
    }
    if (!from || !to) return;
    const checked = periodQuerySchema.safeParse({ from, to });
    setDraftError(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (checked.success) onChange({ from, to });
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" mb="md">
      <DatesProvider settings={{ locale: 'de', firstDayOfWeek: 1 }}>
        <DatePickerInput
          type="range"
          label="Zeitraum"
          description={
            period
              ? 'Das Restbudget ist das heutige, die Auswertung der Fragen gilt für die gesamte Laufzeit.'
              : 'Ohne Zeitraum: die gesamte Laufzeit.'
          }
          placeholder="Gesamte Laufzeit"
          value={draft}
          onChange={(value) => choose(value as Range)}
          valueFormat="DD.MM.YYYY"
          maxDate={dayjs().format(DAY)}
          allowSingleDateInRange
          presets={PRESETS}
          error={draftError ?? error}
          w={{ base: '100%', xs: 280 }}
        />
      </DatesProvider>
      {period && (
        <Button variant="default" onClick={() => choose([null, null])}>
          Gesamte Laufzeit
        </Button>
      )}
    </Group>
  );
}
