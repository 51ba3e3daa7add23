import { twoFactorEndpoints } from '@apopunkt/domain/endpoints/two-factor';
import { call } from '../../../lib/call';

/** With the OTP-pending access token: answers verified tokens. */
export function verifyOtpLogin(code: string) {
  return call(twoFactorEndpoints.login, { params: { code }, skipRefresh: true });
}
