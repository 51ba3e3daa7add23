import { VERIFICATION_CODE_LENGTH } from '@apopunkt/domain/constants/premium';
import { friendlyCode, hmac } from '../../lib/crypto';
import type { KeyRing } from '../../lib/keys';

/** A new one-time code from the unambiguous alphabet of printed codes (CSPRNG). */
export function newLetterCode(): string {
  return friendlyCode(VERIFICATION_CODE_LENGTH);
}

/**
 * What is stored of a code: its HMAC under a key derived for this purpose only, so the
 * database alone never reveals a usable code (docs/decisions.md). Codes are compared normalised.
 */
export function letterCodeHash(keys: KeyRing, code: string): string {
  return hmac(keys.derive('verification-letter-code'), code);
}
