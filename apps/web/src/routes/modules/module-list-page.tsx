import { ContentPending } from '../../components/ui/content-pending';
import { PageHeader } from '../../components/ui/page-header';

/** A module list page (spec §2 "List pages and subtitles"); the tiles follow in a later release. */
export function ModuleListPage({
  title,
  subtitle,
  explanation,
}: {
  title: string;
  subtitle?: string;
  explanation: string;
}) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <ContentPending>{explanation}</ContentPending>
    </>
  );
}
