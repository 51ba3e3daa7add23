// The module's front door: what other modules may use.
export { assertAccess } from './access-check';
export type { AuthUser } from './auth-user';
export { findAuthUser } from './auth-user.repository'; // for seeds and tests; modules call services
export { optionalUser } from './optional-user';
export { countsAsReach } from './reach';
export { signedInUsers } from './read-models';
export { loadSessionUser } from './session-user';
export { currentUser, currentUserProfile, loadSignedInUser } from './signed-in-user';
export { type UserCache, userCacheOf } from './user-cache';
export type { UserProfileData } from './user-profile';
export { loadUserProfile, loadUserProfileData, serializeUser, toGrants } from './user-profile';
