import { MODULE_TYPES } from '@apopunkt/domain/constants/modules';
import { ModuleListPage } from './module-list-page';

const TYPES = [MODULE_TYPES.PRODUCT];

/** Product modules. */
export function Component() {
  return (
    <ModuleListPage
      title="Produktmodule"
      explanation="Produktmodule vermitteln dir Wirkweise, Anwendung und Beratungstipps zu einzelnen Produkten."
      types={TYPES}
      withBudgetFilter
    />
  );
}
