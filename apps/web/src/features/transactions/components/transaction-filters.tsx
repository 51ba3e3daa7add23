import { TRANSACTION_TYPES, type TransactionType } from '@apopunkt/domain/constants/ledger';
import { TRANSACTION_TYPE_LABELS } from '@apopunkt/domain/constants/ledger-labels';
import { Group, Select } from '@mantine/core';
import { PERIODS, type Period, type TransactionFilter } from '../utils/transaction-filter';

const TYPE_OPTIONS = [
  { value: 'all', label: 'Alle Buchungsarten' },
  ...TRANSACTION_TYPES.map((type) => ({ value: type, label: TRANSACTION_TYPE_LABELS[type] })),
];
const PERIOD_OPTIONS = Object.entries(PERIODS).map(([value, { label }]) => ({ value, label }));

interface TransactionFiltersProps {
  value: TransactionFilter;
  onChange: (next: TransactionFilter) => void;
}

/** Buchungsart and Zeitraum of the points history. */
export function TransactionFilters({ value, onChange }: TransactionFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Buchungsart"
        data={TYPE_OPTIONS}
        value={value.type}
        onChange={(type) => onChange({ ...value, type: (type ?? 'all') as TransactionType | 'all' })}
        allowDeselect={false}
        w={300}
      />
      <Select
        label="Zeitraum"
        data={PERIOD_OPTIONS}
        value={value.period}
        onChange={(period) => onChange({ ...value, period: (period ?? 'all') as Period })}
        allowDeselect={false}
        w={220}
      />
    </Group>
  );
}
