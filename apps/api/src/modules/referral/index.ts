// The module's front door: what other modules may use.
export { referralRoutes } from './referral.routes';
export { referralInvite } from './referral.service';
