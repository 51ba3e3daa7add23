/** Premium, referral, verification-letter and certificate constants (DESIGN §4, §5). */

/**
 * Referral bonuses in premium points, paid once when a referred user becomes a verified
 * professional: BREFERRER to the one who recommended, BREFERRED to the new premium member.
 */
export const REFERRAL_BONUS = { referrer: 100, referred: 50 } as const;

/** A printed verification letter's code works this many days after printing. */
export const VERIFICATION_LETTER_VALID_DAYS = 60;

/** Characters of a verification-letter code (without the dash printed in the middle). */
export const VERIFICATION_CODE_LENGTH = 8;

/** Characters of a certificate's public verification code. */
export const CERTIFICATE_CODE_LENGTH = 10;

/** Letters one print batch holds at most (one A4 page each). */
export const LETTER_PRINT_BATCH_MAX = 500;

/** How many paying modules `GET /v1/me/collect` suggests. */
export const COLLECT_MODULE_LIMIT = 6;

/** The unambiguous alphabet of printed codes (no 0/O, 1/I/L): what users can type from paper. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
