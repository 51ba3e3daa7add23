import { type RegistrationRequest, sessionTokensSchema } from '@apopunkt/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/auth';

/** POST /v1/users → 201 {access} and the refresh cookie; the new account is signed in straight away. */
export async function register(body: RegistrationRequest) {
  const tokens = await api.post('/v1/users', body, { schema: sessionTokensSchema, bearer: null, skipRefresh: true });
  return startSession(tokens);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
