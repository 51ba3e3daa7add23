import { LIST_LIMIT_MAX } from '@apopunkt/domain/constants/limits';
import type { Permission } from '@apopunkt/domain/constants/permissions';
import { COLLECT_MODULE_LIMIT } from '@apopunkt/domain/constants/premium';
import { byPremiumValue, paysOnCompletion } from '@apopunkt/domain/rules/collect';
import type { Collect } from '@apopunkt/domain/schemas/collect';
import type { ResolvedDeps } from '../../deps';
import { listCompetitions, type Viewer } from '../competitions';
import { listModules, type ModuleReader } from '../learning-modules';
import { listQuests } from '../quests';
import { referralInvite } from '../referral';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'config' | 'readModels'>;

/**
 * `GET /v1/me/collect` (the Collect page): the ways to earn premium points that are open to the
 * user now, from real data. Modules come from the module list with its visibility rules (what
 * the user may see, budget not exhausted) and are kept when passing them would pay: points > 0
 * and no reward inside the reward period, i.e. new or creditable again; best-paying first. The
 * referral invite, the open weekly challenges (not yet completed) and the running competitions the
 * user has not finished (each behind its view permission) and whether campaign codes may be
 * redeemed complete the page.
 */
export async function getCollect(deps: Deps, user: ModuleReader & Viewer): Promise<Collect> {
  const can = (permission: Permission) => user.permissions.includes(permission);
  const [modules, referral, quests, competitions] = await Promise.all([
    listModules(deps, user, { limit: LIST_LIMIT_MAX, offset: 0, ignore_exhausted: true }),
    referralInvite(deps, user.id),
    can('can_view_quests') ? listQuests(deps, user) : { results: [] },
    can('can_view_competitions')
      ? listCompetitions(deps, user, { limit: LIST_LIMIT_MAX, order_by: '-visible_from' })
      : { results: [] },
  ]);
  const paying = modules.results.filter(paysOnCompletion).sort(byPremiumValue);
  return {
    isPremium: user.isPremium,
    modules: { count: paying.length, results: paying.slice(0, COLLECT_MODULE_LIMIT) },
    quests: quests.results.filter((q) => !q.isCompleted),
    competitions: competitions.results.filter((c) => (c.participation?.progress ?? 0) < 100),
    referral,
    campaignCodes: { canRedeem: user.permissions.includes('can_join_campaigns') },
  };
}
