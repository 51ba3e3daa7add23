import { EDITORS_PICKS_GROUP_ID, useAdGroupModules } from '../api/get-ad-group';
import { ModuleSection } from './module-section';

/** 'Empfehlungen der Redaktion': the modules of ad group 1 (spec §2, §7). */
export function EditorsPicks() {
  const modules = useAdGroupModules(EDITORS_PICKS_GROUP_ID);
  return (
    <ModuleSection
      title="Empfehlungen der Redaktion"
      order={2}
      query={modules}
      size={3}
      empty="Gerade gibt es keine Empfehlungen der Redaktion."
    />
  );
}
