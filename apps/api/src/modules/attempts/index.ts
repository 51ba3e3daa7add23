// The module's front door: what other modules may use.
export type { Player } from './attempt-booking.service';
export { bookAttempt, requireDataSharingConsent, tooFast, withLockedAttempt } from './attempt-booking.service';
export { attemptsRoutes } from './attempts.routes';
export { startAttempt, submitAttempt } from './attempts.service';
export { rewardCompletion } from './completion-reward.service';
export { recordPass } from './completions.repository'; // for seeds and tests; modules call services
