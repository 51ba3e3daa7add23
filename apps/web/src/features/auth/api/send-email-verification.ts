import { authEndpoints } from '@apopunkt/domain/endpoints/auth';
import type { EmailVerificationRequest } from '@apopunkt/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** 202; a 6-digit code arrives by mail. */
export function sendEmailVerification(body: EmailVerificationRequest) {
  return call(authEndpoints.emailVerification, { body, bearer: null });
}

export function useSendEmailVerification() {
  return useMutation({ mutationFn: sendEmailVerification });
}
