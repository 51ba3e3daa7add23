import { twoFactorEndpoints } from '@apopunkt/domain/endpoints/two-factor';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** A new secret with its otpauth URL and QR code (a data: URL) each time. */
export function startOtpSetup() {
  return call(twoFactorEndpoints.setup);
}

export function useStartOtpSetup() {
  return useMutation({ mutationFn: startOtpSetup });
}
