import { twoFactorEndpoints } from '@apopunkt/domain/endpoints/two-factor';
import { useMutation } from '@tanstack/react-query';
import { loadCurrentUser } from '../../../lib/auth';
import { call } from '../../../lib/call';
import { sessionStore } from '../../../lib/session-store';

/** Turns two-factor on with a first code from the app (spec §7: no payload) and answers fresh tokens. */
export async function enableOtp({ code }: { code: string }) {
  const tokens = await call(twoFactorEndpoints.enable, { params: { code } });
  sessionStore.setAccess(tokens.access);
  return loadCurrentUser();
}

export function useEnableOtp() {
  return useMutation({ mutationFn: enableOtp });
}
