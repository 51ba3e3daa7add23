import { ModuleListPage } from './module-list-page';

/** Product modules. */
export function Component() {
  return (
    <ModuleListPage
      title="Produktmodule"
      explanation="Produktmodule vermitteln dir Wirkweise, Anwendung und Beratungstipps zu einzelnen Produkten."
    />
  );
}
