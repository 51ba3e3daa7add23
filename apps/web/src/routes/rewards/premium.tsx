import { ContentPending } from '../../components/ui/content-pending';
import { PageHeader } from '../../components/ui/page-header';
import { useProductName } from '../../lib/platform-config';

/** The premium area (spec §2). */
export function Component() {
  const product = useProductName();
  return (
    <>
      <PageHeader title={`${product} Premium`} />
      <ContentPending>
        Dein Premium-Bereich: Prämienpunkte für jedes abgeschlossene Modul, der Gutschein-Shop und die Vorteilswelt.
      </ContentPending>
    </>
  );
}
