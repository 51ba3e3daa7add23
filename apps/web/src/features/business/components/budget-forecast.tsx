import type { BusinessProductPage } from '@apopunkt/domain/schemas/business';
import { Alert, Badge, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDay, formatNumber } from '../lib/format';

type Forecast = BusinessProductPage['manufacturerModules'][number]['forecast'];

function rate(perDay: number): string {
  return perDay.toLocaleString('de-DE', { maximumFractionDigits: 1 });
}

/** Contacts per day over the last 28 days ("unbegrenzt" without a budget). */
export function ContactsPerDay({ forecast }: { forecast: Forecast }) {
  return <>{forecast ? rate(forecast.contactsPerDay) : 'unbegrenzt'}</>;
}

/** The day the budget runs out at that rate, marked when it runs low (issue 37 §5). */
export function RunsOutOn({ forecast }: { forecast: Forecast }) {
  if (!forecast) return <>–</>;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <RunsOutText forecast={forecast} />
      {forecast.isLow && forecast.daysLeft !== 0 && <LowBadge />}
    </Group>
  );
}

function RunsOutText({ forecast }: { forecast: NonNullable<Forecast> }) {
  if (forecast.daysLeft === 0) return <Text size="sm">aufgebraucht</Text>;
  if (!forecast.runsOutOn || forecast.daysLeft === null) return <Text size="sm">keine Nutzung</Text>;
  return (
    <div>
      <Text size="sm">{formatDay(forecast.runsOutOn)}</Text>
      <Text size="xs" c="dimmed">
        {forecast.daysLeft === 1 ? 'in 1 Tag' : `in ${formatNumber(forecast.daysLeft)} Tagen`}
      </Text>
    </div>
  );
}

function LowBadge() {
  return (
    <Badge color="red.9" variant="light" tt="none" style={{ flex: 'none' }}>
      Knapp
    </Badge>
  );
}

/** The modules whose budget runs low, above the table: the managers were mailed about them too. */
export function LowBudgetNotice({ modules }: { modules: BusinessProductPage['manufacturerModules'] }) {
  const low = modules.filter((m) => m.forecast?.isLow && !m.isExhausted);
  if (low.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title="Budget wird knapp">
      <List size="sm" spacing={4}>
        {low.map((m) => (
          <List.Item key={m.module.uuid}>
            <Text span fw={600} size="sm">
              {m.module.name}
            </Text>
            {': '}
            {m.forecast?.runsOutOn
              ? `reicht bei ${rate(m.forecast.contactsPerDay)} Kontakten pro Tag bis zum ${formatDay(m.forecast.runsOutOn)}`
              : 'weniger als 10 % des Budgets übrig'}
            {` (${formatNumber(m.balance)} von ${formatNumber(m.total ?? 0)} Punkten übrig).`}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        Lade rechtzeitig Budget nach, damit das Modul weiter belohnt.
      </Text>
    </Alert>
  );
}
