import { sessionTokensSchema } from '@apopunkt/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadCurrentUser } from '../../../lib/auth';
import { sessionStore } from '../../../lib/session-store';

/** POST /2fa/otp/verify/{code} {password}: turns two-factor on and answers fresh tokens. */
export async function enableOtp({ code, password }: { code: string; password: string }) {
  const tokens = await api.post(
    `/2fa/otp/verify/${encodeURIComponent(code)}`,
    { password },
    { schema: sessionTokensSchema },
  );
  sessionStore.setAccess(tokens.access);
  return loadCurrentUser();
}

export function useEnableOtp() {
  return useMutation({ mutationFn: enableOtp });
}
