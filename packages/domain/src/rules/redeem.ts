import { MESSAGES } from '../messages';

/**
 * The German message for a failed campaign-code redemption (spec §8): 409 already redeemed,
 * 412 no longer valid, any other HTTP error invalid, a network or other failure the generic text.
 * `status` is null when the request never got an HTTP answer.
 */
export function redeemErrorMessage(status: number | null | undefined): string {
  if (status === 409) return MESSAGES.redeemAlreadyRedeemed;
  if (status === 412) return MESSAGES.redeemNoLongerValid;
  if (typeof status === 'number') return MESSAGES.redeemInvalid;
  return MESSAGES.genericError;
}

/** The success message: with a url the user is told that the redirect follows (spec §8). */
export function redeemSuccessMessage(url: string | null | undefined): string {
  return url ? MESSAGES.redeemSuccessWithUrl : MESSAGES.redeemSuccess;
}
