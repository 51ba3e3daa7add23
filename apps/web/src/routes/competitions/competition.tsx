import { useParams } from 'react-router';
import { ContentPending } from '../../components/ui/content-pending';
import { PageHeader } from '../../components/ui/page-header';

/** One competition (spec §2); the header shows the back button. */
export function Component() {
  const { id } = useParams();
  return (
    <>
      <PageHeader title={id === 'premium' ? 'Premium-Gewinnspiel' : 'Gewinnspiel'} />
      <ContentPending>
        Hier siehst du die Beschreibung, die Teilnahmebedingungen und die Module dieses Gewinnspiels – und wie weit du
        schon gekommen bist.
      </ContentPending>
    </>
  );
}
