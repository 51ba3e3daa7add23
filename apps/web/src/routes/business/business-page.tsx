import { useMatches } from 'react-router';
import { ContentPending } from '../../components/ui/content-pending';
import { PageHeader } from '../../components/ui/page-header';

interface PageHandle {
  page?: { title: string; description: string };
}

/**
 * A business page whose screen follows in a later release: heading and explanation come from the
 * route's handle (app/routes/business-routes.ts).
 */
export function Component() {
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  const page = handle?.page ?? { title: 'Business-Bereich', description: '' };
  return (
    <>
      <PageHeader title={page.title} />
      <ContentPending>{page.description}</ContentPending>
    </>
  );
}
