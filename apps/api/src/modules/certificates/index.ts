// The module's front door: what other modules may use.
export { certificatesRoutes } from './certificates.routes';
export { issueCertificateIfEligible } from './certificates.service';
