// The module's front door: what other modules may use.
export { verificationLettersRoutes } from './verification-letters.routes';
export { queueVerificationLetter } from './verification-letters.service';
