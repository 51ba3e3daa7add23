import type { EmailVerificationRequest } from '@apopunkt/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /v1/users/email/verification: 202, a 6-digit code arrives by mail. */
export function sendEmailVerification(body: EmailVerificationRequest) {
  return api.post<void>('/v1/users/email/verification', body, { bearer: null });
}

export function useSendEmailVerification() {
  return useMutation({ mutationFn: sendEmailVerification });
}
