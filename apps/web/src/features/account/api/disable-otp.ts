import { twoFactorEndpoints } from '@apopunkt/domain/endpoints/two-factor';
import { useMutation } from '@tanstack/react-query';
import { loadCurrentUser } from '../../../lib/auth';
import { call } from '../../../lib/call';

/** Turns two-factor off (the password confirms it). */
export async function disableOtp({ password }: { password: string }) {
  await call(twoFactorEndpoints.disable, { body: { password } });
  return loadCurrentUser();
}

export function useDisableOtp() {
  return useMutation({ mutationFn: disableOtp });
}
