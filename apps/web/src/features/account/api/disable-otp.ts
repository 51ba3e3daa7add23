import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadCurrentUser } from '../../../lib/auth';

/** DELETE /2fa/otp {password}: turns two-factor off. */
export async function disableOtp({ password }: { password: string }) {
  await api.delete<void>('/2fa/otp', { body: { password } });
  return loadCurrentUser();
}

export function useDisableOtp() {
  return useMutation({ mutationFn: disableOtp });
}
