import type { Quest } from '@apopunkt/domain/schemas/quests';
import type { ResolvedDeps } from '../../deps';
import { listRunningQuests } from './quests.repository';

/** `GET /v1/quests`: the running weekly challenges; the first is the Home banner. */
export async function listQuests(
  deps: Pick<ResolvedDeps, 'db' | 'clock'>,
  user: { id: number },
): Promise<{ results: Quest[] }> {
  const rows = await listRunningQuests(deps.db, user.id, deps.clock.now());
  return {
    results: rows.map(({ quest, moduleSlug, moduleName, isCompleted }) => ({
      id: quest.id,
      module: { slug: moduleSlug, name: moduleName },
      coverImage: quest.coverImage,
      coverImageMobile: quest.coverImageMobile,
      startsAt: quest.startsAt.toISOString(),
      endsAt: quest.endsAt.toISOString(),
      bonus: quest.bonus,
      isCompleted,
    })),
  };
}
