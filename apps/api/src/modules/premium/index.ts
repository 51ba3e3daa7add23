// The module's front door: what other modules may use.

export { premiumRoutes } from './premium.routes';
export type { PremiumOutcome } from './premium.service';
export { becomePremiumIfQualified } from './premium.service';
