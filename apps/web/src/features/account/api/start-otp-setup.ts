import { otpSetupSchema } from '@apopunkt/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /2fa/otp/setup: a new secret with its otpauth URL and QR code (a data: URL) each time. */
export function startOtpSetup() {
  return api.get('/2fa/otp/setup', { schema: otpSetupSchema });
}

export function useStartOtpSetup() {
  return useMutation({ mutationFn: startOtpSetup });
}
