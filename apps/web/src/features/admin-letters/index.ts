// The feature's front door: what other features, routes and the app may use.
export { VerificationLettersAdmin } from './components/verification-letters-admin';
