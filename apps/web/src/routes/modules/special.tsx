import { MODULE_TYPES } from '@apopunkt/domain/constants/modules';
import { ModuleListPage } from './module-list-page';

const TYPES = [MODULE_TYPES.SPECIAL];

/** SPECIALS: neutral medical knowledge. */
export function Component() {
  return (
    <ModuleListPage
      title="SPECIALS"
      subtitle="Neutrales Medizinwissen für den HV"
      explanation="SPECIALS sind herstellerneutrale Module zu Beratungsthemen und Krankheitsbildern, die du direkt im Handverkauf anwendest."
      types={TYPES}
    />
  );
}
