import { sessionTokensSchema } from '@apopunkt/domain/schemas/auth';
import { api } from '../../../lib/api-client';

/** POST /2fa/otp/login/{code} with the OTP-pending access token: answers verified tokens. */
export function verifyOtpLogin(code: string) {
  return api.post(`/2fa/otp/login/${encodeURIComponent(code)}`, undefined, {
    schema: sessionTokensSchema,
    skipRefresh: true,
  });
}
