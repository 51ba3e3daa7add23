import { ModuleListPage } from './module-list-page';

/** Brand news. */
export function Component() {
  return (
    <ModuleListPage
      title="Brand News"
      subtitle="Verbreitung aller Neuigkeiten rund um die Marke"
      explanation="In Brand News stellen Hersteller ihre Neuheiten vor: neue Produkte, neue Packungen und aktuelle Aktionen – kurz und kompakt."
    />
  );
}
