// The module's front door: what other modules may use.
export { verificationCodeRoutes } from './verification-code.routes';
export { queueVerificationLetter } from './verification-letters.service';
export { verificationLettersAdminRoutes } from './verification-letters-admin.routes';
