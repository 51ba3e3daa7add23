// The module's front door: what other modules may use.
export { runIdempotent } from './idempotency.service';
