import { MODULE_TYPES } from '@apopunkt/domain/constants/modules';
import { ModuleListPage } from './module-list-page';

const TYPES = [MODULE_TYPES.BASIC, MODULE_TYPES.ADVANCED];

/** Medicine modules: basic and advanced (types 0 and 1). */
export function Component() {
  return (
    <ModuleListPage
      title="Medizinmodule"
      explanation="Medizinmodule frischen dein Fachwissen zu Krankheitsbildern, Wirkstoffen und Therapien auf."
      types={TYPES}
    />
  );
}
