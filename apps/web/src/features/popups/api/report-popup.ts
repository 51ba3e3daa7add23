import { POPUP_INTERACTION } from '@apopunkt/domain/constants/engagement';
import { popupsEndpoints } from '@apopunkt/domain/endpoints/popups';
import { call } from '../../../lib/call';

/** A view (0) or a click (1) of a popup; failures are ignored. */
export function reportPopup(uuid: string, type: (typeof POPUP_INTERACTION)[keyof typeof POPUP_INTERACTION]) {
  return call(popupsEndpoints.report, { body: { uuid, type } }).catch(() => undefined);
}
export { POPUP_INTERACTION };
