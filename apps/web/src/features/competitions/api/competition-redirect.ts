import { ENGAGEMENT_ERRORS } from '@apopunkt/domain/error-texts';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { competitionQuery } from './get-competition';

/**
 * Loads the competition before its page shows (the page then reads it from the cache). A
 * competition only for premium members answers spec §8: an info toast with the server's text
 * ('Für diesen Inhalt benötigst du … Premium.') and become-premium; one that does not exist (or an
 * address that cannot be one) an error toast and the competitions overview. Either way the
 * address to go to; null to show the page, which shows any other failure with a retry.
 */
export async function competitionRedirect(client: QueryClient, id: string): Promise<string | null> {
  try {
    await client.fetchQuery(competitionQuery(id));
    return null;
  } catch (error) {
    if (isApiError(error, 'PREMIUM_REQUIRED')) {
      notify.info(error.message, { id: 'premium-required' });
      return paths.BecomePremium.path;
    }
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      notify.error(ENGAGEMENT_ERRORS.competitionNotFound, { id: 'competition-not-found' });
      return paths.Competitions.path;
    }
    return null;
  }
}
