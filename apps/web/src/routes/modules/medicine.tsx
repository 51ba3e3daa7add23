import { ModuleListPage } from './module-list-page';

/** Medicine modules. */
export function Component() {
  return (
    <ModuleListPage
      title="Medizinmodule"
      explanation="Medizinmodule frischen dein Fachwissen zu Krankheitsbildern, Wirkstoffen und Therapien auf."
    />
  );
}
