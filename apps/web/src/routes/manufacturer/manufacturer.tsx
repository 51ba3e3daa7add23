import { ContentPending } from '../../components/ui/content-pending';
import { PageHeader } from '../../components/ui/page-header';

/** A manufacturer's page (spec §2). */
export function Component() {
  return (
    <>
      <PageHeader title="Hersteller" />
      <ContentPending>Hier stellt sich der Hersteller vor – mit seinen Produkten und Lernmodulen.</ContentPending>
    </>
  );
}
