// The module's front door: what other modules may use.
export { meRoutes } from './me.routes';
export { requestVerificationLetter } from './me.service';
