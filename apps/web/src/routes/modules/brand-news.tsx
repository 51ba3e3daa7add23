import { MODULE_TYPES } from '@apopunkt/domain/constants/modules';
import { ModuleListPage } from './module-list-page';

const TYPES = [MODULE_TYPES.BRAND_NEWS, MODULE_TYPES.BRAND_NEWS_XL];

/** Brand news, with brand news XL (types 8 and 9). */
export function Component() {
  return (
    <ModuleListPage
      title="Brand News"
      subtitle="Verbreitung aller Neuigkeiten rund um die Marke"
      explanation="In Brand News stellen Hersteller ihre Neuheiten vor: neue Produkte, neue Packungen und aktuelle Aktionen – kurz und kompakt."
      types={TYPES}
      withBudgetFilter
    />
  );
}
