import { ModuleListPage } from './module-list-page';

/** SPECIALS: neutral medical knowledge. */
export function Component() {
  return (
    <ModuleListPage
      title="SPECIALS"
      subtitle="Neutrales Medizinwissen für den HV"
      explanation="SPECIALS sind herstellerneutrale Module zu Beratungsthemen und Krankheitsbildern, die du direkt im Handverkauf anwendest."
    />
  );
}
