/**
 * The parts of the Sentry SDK the web app uses, re-exported by name so the bundler keeps only
 * these (a namespace import of '@sentry/react' pulls in replay, feedback and the rest).
 * Imported on demand by error-reporting.ts.
 */
export { browserTracingIntegration, init, setUser } from '@sentry/react';
