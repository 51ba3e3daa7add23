import { popupsEndpoints } from '@apopunkt/domain/endpoints/popups';
import type { PopupVersion } from '@apopunkt/domain/rules/popups';
import { call } from '../../../lib/call';

/**
 * The member closed this version of the popup: the server keeps it, so it stays closed on every
 * device and after every sign-in until staff change it (issue 36). Failures are ignored (the
 * browser's cookie still hides it here).
 */
export function closePopupOnServer(popup: PopupVersion) {
  return call(popupsEndpoints.close, { params: { uuid: popup.uuid }, body: { version: popup.version } }).catch(
    () => undefined,
  );
}
