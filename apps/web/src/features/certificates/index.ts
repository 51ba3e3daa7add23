// The feature's front door: what other features, routes and the app may use.
export { CertificateList } from './components/certificate-list';
export { CertificateVerification } from './components/certificate-verification';
