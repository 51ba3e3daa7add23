import { Group, SegmentedControl, Switch } from '@mantine/core';
import type { ModuleListOrder } from '../api/get-modules';

interface ModuleListFiltersProps {
  orderBy: ModuleListOrder;
  onOrderChange: (order: ModuleListOrder) => void;
  ignoreExhausted: boolean;
  onIgnoreExhaustedChange: (value: boolean) => void;
  /** Budgets exist only for manufacturer modules; neutral lists hide the switch. */
  withBudgetFilter: boolean;
}

/** Order (newest / A–Z) and "only modules with premium points" for a module list. */
export function ModuleListFilters(props: ModuleListFiltersProps) {
  return (
    <Group justify="space-between" gap="md" mb="lg">
      <SegmentedControl
        aria-label="Sortierung"
        value={props.orderBy}
        onChange={(value) => props.onOrderChange(value as ModuleListOrder)}
        data={[
          { value: '-visible_from', label: 'Neueste zuerst' },
          { value: 'name', label: 'A–Z' },
        ]}
      />
      {props.withBudgetFilter && (
        <Switch
          label="Nur Module mit Prämienpunkten"
          checked={props.ignoreExhausted}
          onChange={(event) => props.onIgnoreExhaustedChange(event.currentTarget.checked)}
        />
      )}
    </Group>
  );
}
