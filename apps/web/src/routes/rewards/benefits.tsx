import { ContentPending } from '../../components/ui/content-pending';
import { PageHeader } from '../../components/ui/page-header';

/** Benefits world (spec §2, needs can_request_benefits and premium). */
export function Component() {
  return (
    <>
      <PageHeader title="Vorteilswelt" />
      <ContentPending>
        Exklusive Vorteile für Premium-Mitglieder: Angebote unserer Partner für dich und dein Team.
      </ContentPending>
    </>
  );
}
