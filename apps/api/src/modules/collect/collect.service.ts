import { LIST_LIMIT_MAX } from '@apopunkt/domain/constants/limits';
import { COLLECT_MODULE_LIMIT } from '@apopunkt/domain/constants/premium';
import { byPremiumValue, paysOnCompletion } from '@apopunkt/domain/rules/collect';
import type { Collect } from '@apopunkt/domain/schemas/collect';
import type { ResolvedDeps } from '../../deps';
import { listModules, type ModuleReader } from '../learning-modules/modules.service';
import { referralInvite } from '../referral/referral.service';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'config'>;

/**
 * `GET /v1/me/collect` (the Collect page): the ways to earn premium points that are open to the
 * user now, from real data. Modules come from the module list with its visibility rules (what
 * the user may see, budget not exhausted) and are kept when passing them would pay: points > 0
 * and no reward inside the reward period, i.e. new or creditable again; best-paying first. The
 * referral invite and whether campaign codes may be redeemed complete the page. Quests and
 * competitions have no tables yet, so their lists are empty until those features land.
 */
export async function getCollect(
  deps: Deps,
  user: ModuleReader & { isPremium: boolean; permissions: readonly string[] },
): Promise<Collect> {
  const [modules, referral] = await Promise.all([
    listModules(deps, user, { limit: LIST_LIMIT_MAX, offset: 0, ignore_exhausted: true }),
    referralInvite(deps, user.id),
  ]);
  const paying = modules.results.filter(paysOnCompletion).sort(byPremiumValue);
  return {
    isPremium: user.isPremium,
    modules: { count: paying.length, results: paying.slice(0, COLLECT_MODULE_LIMIT) },
    quests: [],
    competitions: [],
    referral,
    campaignCodes: { canRedeem: user.permissions.includes('can_join_campaigns') },
  };
}
