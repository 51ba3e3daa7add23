import { MODULE_TYPES } from '@apopunkt/domain/constants/modules';
import { ModuleListPage } from './module-list-page';

const TYPES = [MODULE_TYPES.TO_GO];

/** To Go: short videos. */
export function Component() {
  return (
    <ModuleListPage
      title="To Go"
      subtitle="2-minütiges Insiderwissen im Videoformat"
      explanation="To Go sind kurze Videos für zwischendurch: ansehen, eine Frage beantworten und Punkte sammeln."
      types={TYPES}
      withBudgetFilter
    />
  );
}
