import { POPUP_INTERACTION } from '@apopunkt/domain/constants/engagement';
import { api } from '../../../lib/api-client';

/** POST /v1/popups {uuid, type}: a view (0) or a click (1); failures are ignored. */
export function reportPopup(uuid: string, type: (typeof POPUP_INTERACTION)[keyof typeof POPUP_INTERACTION]) {
  return api.post('/v1/popups', { uuid, type }).catch(() => undefined);
}
export { POPUP_INTERACTION };
