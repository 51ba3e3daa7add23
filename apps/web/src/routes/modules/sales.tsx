import { MODULE_TYPES } from '@apopunkt/domain/constants/modules';
import { ModuleListPage } from './module-list-page';

const TYPES = [MODULE_TYPES.SALES];

/** Sales modules. */
export function Component() {
  return (
    <ModuleListPage
      title="Verkaufsmodule"
      subtitle="Einzigartiges Lernerlebnis in 7 - 10 Minuten"
      explanation="Verkaufsmodule trainieren das Beratungsgespräch: Bedarf erkennen, passend empfehlen und sinnvoll ergänzen."
      types={TYPES}
      withBudgetFilter
    />
  );
}
