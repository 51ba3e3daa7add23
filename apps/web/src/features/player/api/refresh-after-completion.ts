import { accountEndpoints } from '@apopunkt/domain/endpoints/account';
import { browsingEndpoints } from '@apopunkt/domain/endpoints/browsing';
import { certificatesEndpoints } from '@apopunkt/domain/endpoints/certificates';
import { collectEndpoints } from '@apopunkt/domain/endpoints/collect';
import { competitionsEndpoints } from '@apopunkt/domain/endpoints/competitions';
import { learningModulesEndpoints } from '@apopunkt/domain/endpoints/learning-modules';
import { moduleRatingEndpoints } from '@apopunkt/domain/endpoints/module-rating';
import { productEndpoints } from '@apopunkt/domain/endpoints/products';
import { questsEndpoints } from '@apopunkt/domain/endpoints/quests';
import { transactionsEndpoints } from '@apopunkt/domain/endpoints/transactions';
import type { QueryClient } from '@tanstack/react-query';
import { loadCurrentUser } from '../../../lib/auth';
import { invalidateEndpoints } from '../../../lib/query-key';

/**
 * After a completion (quiz or SCORM) everything it changes is refreshed: the header scores (GET /v1/me),
 * the completion marks in every module list (Discover's rows and editors' picks, "Module", product
 * and manufacturer pages), the own rating, the points history, the quests and competitions it
 * advances (also on "Sammeln"), and the certificates and training points it may have issued.
 */
export function refreshAfterCompletion(queryClient: QueryClient) {
  loadCurrentUser().catch(() => undefined);
  invalidateEndpoints(
    queryClient,
    learningModulesEndpoints.list,
    learningModulesEndpoints.detail,
    learningModulesEndpoints.adGroup,
    productEndpoints.page,
    browsingEndpoints.manufacturer,
    moduleRatingEndpoints.mine,
    transactionsEndpoints.mine,
    questsEndpoints.list,
    competitionsEndpoints.list,
    competitionsEndpoints.banner,
    competitionsEndpoints.detail,
    collectEndpoints.page,
    certificatesEndpoints.mine,
    accountEndpoints.trainingPoints,
  ).catch(() => undefined);
}
