import { authEndpoints } from '@apopunkt/domain/endpoints/auth';
import type { RegistrationRequest } from '@apopunkt/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { startSession } from '../../../lib/auth';
import { call } from '../../../lib/call';

/** 201 {access} and the refresh cookie; the new account is signed in straight away. */
export async function register(body: RegistrationRequest) {
  const tokens = await call(authEndpoints.register, { body, bearer: null, skipRefresh: true });
  return startSession(tokens);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
