import { ContentPending } from '../../components/ui/content-pending';
import { PageHeader } from '../../components/ui/page-header';

/** The module player (spec §2); the play layout mounts it afresh for every slug. */
export function Component() {
  return (
    <>
      <PageHeader title="Modul" />
      <ContentPending>
        Hier bearbeitest du das Modul: Inhalte ansehen, Fragen beantworten und Wissens- und Prämienpunkte sammeln.
      </ContentPending>
    </>
  );
}
