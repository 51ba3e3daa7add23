import { authEndpoints } from '@apopunkt/domain/endpoints/auth';
import type { SignInRequest } from '@apopunkt/domain/schemas/auth';
import { call } from '../../../lib/call';

/** The e-mail as username. With two-factor on, the access token is OTP-pending. */
export function signIn(credentials: SignInRequest) {
  return call(authEndpoints.signIn, { body: credentials, bearer: null, skipRefresh: true });
}
