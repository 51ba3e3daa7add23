import { ContentPending } from '../../components/ui/content-pending';
import { PageHeader } from '../../components/ui/page-header';

/** A product page, also reachable as /product/{slug} (spec §2). */
export function Component() {
  return (
    <>
      <PageHeader title="Produkt" />
      <ContentPending>
        Hier findest du alles zu diesem Produkt: Module, Downloads und laufende Gewinnspiele.
      </ContentPending>
    </>
  );
}
