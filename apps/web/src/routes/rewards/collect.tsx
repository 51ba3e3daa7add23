import { PageHeader } from '../../components/ui/page-header';
import { CollectWays } from '../../features/collect';

/** Collect points (spec §2): the ways open to the user now, from GET /v1/me/collect. */
export function Component() {
  return (
    <>
      <PageHeader title="Punkte sammeln" subtitle="So sammelst du jetzt Prämienpunkte." />
      <CollectWays />
    </>
  );
}
