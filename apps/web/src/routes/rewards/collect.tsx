import { ContentPending } from '../../components/ui/content-pending';
import { PageHeader } from '../../components/ui/page-header';

/** Collect points (spec §2). */
export function Component() {
  return (
    <>
      <PageHeader title="Punkte sammeln" />
      <ContentPending>
        So sammelst du Wissens- und Prämienpunkte: Module abschließen, an Gewinnspielen und Weekly-Challenges teilnehmen
        und Kolleginnen und Kollegen einladen.
      </ContentPending>
    </>
  );
}
