import { type SignInRequest, sessionTokensSchema } from '@apopunkt/domain/schemas/auth';
import { api } from '../../../lib/api-client';

/** POST /v1/sessions: e-mail as username. With two-factor on, the access token is OTP-pending. */
export function signIn(credentials: SignInRequest) {
  return api.post('/v1/sessions', credentials, { schema: sessionTokensSchema, bearer: null, skipRefresh: true });
}
